// A throwaway PostgreSQL server for Terraform's `pg` backend: Debian's binaries, a data
// directory in a temp dir, listening only on 127.0.0.1 at a free port, trust auth.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Postgres {
  port: number;
  /** conn_str for the pg backend, database included. */
  connStr: string;
  stop(): void;
}

/** The bin directory of the newest installed PostgreSQL, or undefined. */
export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")) && existsSync(join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: run its commands as the `postgres` user then. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ["runuser", ["-u", "postgres", "--", command, ...args]];
}

function postgresUid(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

export async function startPostgres(bin: string, database: string): Promise<Postgres> {
  const root = mkdtempSync(join(tmpdir(), "phpa-pg-"));
  const data = join(root, "data");
  const sockets = join(root, "sock");
  const log = join(root, "server.log");
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresUid();
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o755);
  const exec = (command: string, args: string[]) => {
    const [c, a] = asServerUser(join(bin, command), args);
    const result = spawnSync(c, a, { encoding: "utf8", timeout: 60_000, cwd: root });
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
    }
    return result.stdout;
  };
  exec("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C"]);
  const port = await freePort();
  const [mkdirCmd, mkdirArgs] = asServerUser("mkdir", ["-p", sockets]);
  execFileSync(mkdirCmd, mkdirArgs);
  const options = `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  exec("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "-t", "30", "start"]);
  const stop = () => {
    try {
      exec("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-t", "20", "stop"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  try {
    exec("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
  } catch (error) {
    stop();
    throw error;
  }
  return { port, connStr: `postgres://postgres@127.0.0.1:${port}/${database}?sslmode=disable`, stop };
}
