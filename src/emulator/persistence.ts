// The --data file: the whole store as JSON, written atomically (temp file + rename) after
// mutations, coalesced so a burst of changes costs one write.
import { promises as fsp, readFileSync, renameSync, writeFileSync, existsSync } from "node:fs";
import type { Store, StoreSnapshot } from "./store";

export function loadSnapshot(file: string): StoreSnapshot | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, "utf8");
  if (!text.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new Error(`cannot read data file ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!isSnapshot(parsed)) throw new Error(`data file ${file} is not an emulator data file (version 1)`);
  return parsed;
}

function isSnapshot(v: unknown): v is StoreSnapshot {
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  return o.version === 1 && typeof o.nextId === "number" && Array.isArray(o.accounts) && Array.isArray(o.websites);
}

export class Persister {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;
  private seq = 0;

  constructor(
    private readonly file: string,
    private readonly store: Store,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly delayMs = 20,
  ) {
    store.onChange(() => this.schedule());
  }

  private schedule(): void {
    this.dirty = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(this.onError);
    }, this.delayMs);
    this.timer.unref();
  }

  /** Writes pending changes now; resolves when they are on disk. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
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
      await fsp.writeFile(tmp, JSON.stringify(this.store.snapshot()));
      await fsp.rename(tmp, this.file);
    } catch (err) {
      this.dirty = true;
      await fsp.rm(tmp, { force: true }).catch(() => undefined);
      throw err;
    }
  }

  /** Synchronous last-chance write, for exit paths that cannot wait. */
  flushSync(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dirty) return;
    this.dirty = false;
    const tmp = `${this.file}.${process.pid}.sync.tmp`;
    writeFileSync(tmp, JSON.stringify(this.store.snapshot()));
    renameSync(tmp, this.file);
  }
}
