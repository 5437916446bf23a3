// The --data file: the whole store and the websites' statistics as JSON, written atomically
// (temp file + rename) after changes, coalesced so a burst of changes costs one write.
import { promises as fsp, readFileSync, existsSync, statSync } from "node:fs";
import type { EmulatorClock } from "./clock";
import { isStatisticName, type StatisticsSnapshot } from "./statistics";
import type { StoreSnapshot } from "./store";

/**
 * The file's content. `statistics` came later and is optional, so the files written before
 * it still load (with no statistics) and the version stays 1.
 */
export interface DataFile extends StoreSnapshot {
  statistics?: StatisticsSnapshot[];
}

/** What the persister writes and when: a snapshot, and a way to hear of every change. */
export interface DataSource {
  snapshot(): DataFile;
  onChange(listener: () => void): void;
}

export function loadSnapshot(file: string): DataFile | undefined {
  if (!existsSync(file)) return undefined;
  if (statSync(file).isDirectory()) throw new Error(`cannot read data file ${file}: it is a directory; give a file name inside it`);
  const text = readFileSync(file, "utf8");
  if (!text.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new Error(`cannot read data file ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  if (!isSnapshot(parsed)) throw new Error(`data file ${file} is not an emulator data file (version 1)`);
  return parsed;
}

function isSnapshot(v: unknown): v is DataFile {
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  const statistics = o.statistics === undefined || (Array.isArray(o.statistics) && o.statistics.every(isStatisticsEntry));
  return o.version === 1 && typeof o.nextId === "number" && Array.isArray(o.accounts) && Array.isArray(o.websites) && statistics;
}

function isStatisticsEntry(v: unknown): v is StatisticsSnapshot {
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  const row = (r: unknown) => Array.isArray(r) && r.length === 3 && typeof r[0] === "string" && typeof r[1] === "string" && typeof r[2] === "number";
  return typeof o.websiteId === "number" && isStatisticName(o.name) && Array.isArray(o.rows) && o.rows.every(row);
}

export class Persister {
  private timer: unknown;
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;
  private seq = 0;

  constructor(
    private readonly file: string,
    private readonly source: DataSource,
    private readonly clock: EmulatorClock,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly delayMs = 20,
  ) {
    source.onChange(() => this.schedule());
  }

  /** Writes everything now, even unchanged: at start-up, to find an unwritable file early. */
  writeNow(): Promise<void> {
    this.dirty = true;
    return this.flush();
  }

  /** Resolves when the writes under way have finished; does not start one. */
  settled(): Promise<void> {
    return this.writing;
  }

  private schedule(): void {
    this.dirty = true;
    if (this.timer !== undefined) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(this.onError);
    }, this.delayMs);
    // A pending write must not keep a process alive; close() flushes anyway.
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** Writes pending changes now; resolves when they are on disk. */
  flush(): Promise<void> {
    if (this.timer !== undefined) {
      this.clock.clearTimeout(this.timer);
      this.timer = undefined;
    }
    const run = this.writing.then(() => this.write());
    this.writing = run.catch(() => undefined);
    return run;
  }

  private async write(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    const tmp = `${this.file}.${process.pid}.${++this.seq}.tmp`;
    try {
      await fsp.writeFile(tmp, JSON.stringify(this.source.snapshot()));
      await fsp.rename(tmp, this.file);
    } catch (err) {
      this.dirty = true;
      await fsp.rm(tmp, { force: true }).catch(() => undefined);
      throw err;
    }
  }
}
