// CPU accounting for benchmark runs of terraform, from the kernel's own counters:
// - total: terraform and every process it started (providers, all threads), as the
//   children times of a `sh` that waits for terraform (`times`);
// - provider: each provider process, as the children times of a `sh` wrapper installed in
//   the mirror in place of the provider, which runs the real executable, waits for it and
//   writes its `times` to a file of its own (one per launch).
// Children times count every thread and are final once the child is reaped, so neither
// figure depends on sampling /proc at the right moment.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { TERRAFORM, nowMs } from "./lib.mjs";

/** Seconds of user + system time in the children line (the second) of `times`. */
function childrenSeconds(timesOutput) {
  const line = timesOutput.trim().split("\n")[1] ?? "";
  let total = 0;
  for (const m of line.matchAll(/(\d+)m([\d.]+)s/g)) total += Number(m[1]) * 60 + Number(m[2]);
  return total;
}

/**
 * Moves the provider executable at `path` to `realDir` and puts a wrapper in its place
 * that records the CPU time of each launch in `logDir`.
 */
export function wrapProvider(path, realDir, logDir) {
  mkdirSync(realDir, { recursive: true });
  mkdirSync(logDir, { recursive: true });
  const real = join(realDir, path.split("/").pop());
  renameSync(path, real);
  writeFileSync(
    path,
    `#!/bin/sh\n# benchmark wrapper: runs the provider and records its CPU time\n"${real}" "$@"\nrc=$?\ntimes > "${logDir}/cpu.$$"\nexit $rc\n`,
  );
  chmodSync(path, 0o755);
}

/** CPU seconds of each provider launch recorded in `logDir` since the last call; clears it. */
export function takeProviderCpu(logDir) {
  const launches = [];
  for (const name of readdirSync(logDir)) {
    const file = join(logDir, name);
    launches.push({ pid: Number(name.split(".")[1]), seconds: childrenSeconds(readFileSync(file, "utf8")) });
    rmSync(file);
  }
  return launches.sort((a, b) => a.pid - b.pid).map((l) => l.seconds);
}

/** Runs terraform like lib.terraform, and also returns `cpuS`: the CPU of it and everything it started. */
export function terraformTimed(home, dir, args, { env = {}, timeoutMs = 15 * 60_000 } = {}) {
  const timesFile = join(home.root, `times.${process.pid}.${Math.random().toString(36).slice(2)}`);
  return new Promise((resolvePromise, reject) => {
    const started = nowMs();
    const child = spawn("sh", ["-c", `"$@"; rc=$?; times > "${timesFile}"; exit $rc`, "sh", TERRAFORM, `-chdir=${dir}`, ...args], {
      cwd: dir,
      env: home.env(env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c) => (stdout += c));
    child.stderr.setEncoding("utf8").on("data", (c) => (stderr += c));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      const wallMs = nowMs() - started;
      clearTimeout(timer);
      let cpuS = NaN;
      try {
        cpuS = childrenSeconds(readFileSync(timesFile, "utf8"));
        rmSync(timesFile);
      } catch {
        // killed before `times` ran
      }
      resolvePromise({ code: code ?? -1, stdout, stderr, wallMs, cpuS });
    });
  });
}
