// bench/RESULTS.md: the table of a full benchmark run with what it ran on (date, machine,
// Node and Terraform versions, commit), written by the run itself so the numbers in the
// repository are never pasted by hand.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { ROOT, TERRAFORM } from "./lib.mjs";

function terraformVersion() {
  const r = spawnSync(TERRAFORM, ["version", "-json"], { encoding: "utf8", env: { ...process.env, CHECKPOINT_DISABLE: "1" } });
  try {
    return JSON.parse(r.stdout).terraform_version;
  } catch {
    return "unknown";
  }
}

/** Call at the start of a run: the commit (and whether the tree was clean) that is measured. */
export function commit() {
  const head = spawnSync("git", ["-C", ROOT, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim() || "unknown";
  const dirty = spawnSync("git", ["-C", ROOT, "status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).stdout.trim() !== "";
  return dirty ? `${head} with uncommitted changes` : head;
}

/** The closing line: PASS only when every target was measured and met, or is below a floor (FLOOR). */
export function verdict(rows) {
  const judged = rows.filter((r) => r.pass !== null).length;
  const missed = rows.filter((r) => r.pass === false && !r.floor).map((r) => r.target);
  const floors = rows.filter((r) => r.pass === false && r.floor).map((r) => r.target);
  const met = judged - missed.length - floors.length;
  const belowFloor = floors.length ? `; ${floors.length} below a floor (a floor provider misses them too): ${floors.join("; ")}` : "";
  if (missed.length) return `FAIL: ${missed.length} of ${judged} targets missed: ${missed.join("; ")}${belowFloor}`;
  return floors.length ? `PASS: no target missed; ${met} of ${judged} met${belowFloor}` : `PASS: all ${judged} targets met`;
}

export function writeResults(table, rows, { command, seconds, loadAtStart, measuredCommit }) {
  const cpu = cpus();
  const lines = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/run.mjs); do not edit by hand. Targets and how they are",
    "measured: bench/run.mjs and the files it names. The machine is shared, so wall times are",
    "medians of interleaved rounds and CPU times are the steadier figures.",
    "",
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}`,
    `- Commit: ${measuredCommit}`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average ` +
      `${loadAtStart.map((l) => l.toFixed(1)).join(" / ")} at the start`,
    `- Node ${process.version}, Terraform ${terraformVersion()}`,
    `- Command: \`${command}\` (${seconds} s)`,
    "",
    table,
    "",
    `**${verdict(rows)}**`,
    "",
  ];
  const file = join(ROOT, "bench", "RESULTS.md");
  writeFileSync(file, lines.join("\n"));
  return file;
}

export const loadNow = () => loadavg();
