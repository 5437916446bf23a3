#!/usr/bin/env node
// Benchmarks (not tests) of the built provider: `node bench/run.mjs [--quick] [--only NAME]`.
// Needs dist/ built (npm run bench builds it) and terraform on PATH (or TERRAFORM_BINARY).
// Progress goes to stderr; one table of target, measured, limit and pass/fail is printed
// to stdout at the end. Exit code 1 when a target is missed or a benchmark failed.
// The last line says PASS or FAIL. A missed target that a floor misses too says FLOOR: below
// what a Node provider reaches (for target 8's absolute limit, gofloor or the Node floor that
// judges the plans), not counted as missed. A ratio judged against a limit must meet it both as the
// ratio of medians and as the median of the interleaved rounds' own ratios. The Node floors
// (bench/nodefloor.mjs) are gofloor's do-nothing provider in Node: nodefloor, which reads
// nothing, judges launches and validates; nodefloorreads, nodefloor that also reads every
// website of the account as any provider must in a plan to see drift; nodefloorprotobuf,
// nodefloorreads reading its requests and writing its answers with protobufjs, the protocol
// library this provider is built on; nodefloorwork, nodefloorprotobuf reading on undici and
// decoding the values a plan must look at, judges plans (bench/node-floor-rows.mjs; target
// 1's rows in bench/startup.mjs use nodefloor). A full run
// (no --quick, no --only) also writes the table to bench/RESULTS.md with the date, machine,
// versions and commit.
// BENCH_KEEP=1 keeps the temporary Terraform directories.
import { parseArgs } from "node:util";
import { benchApplyRateLimit } from "./apply-ratelimit.mjs";
import { benchFloor } from "./floor.mjs";
import { benchNodeFloorLaunch } from "./node-floor-launch.mjs";
import { log } from "./lib.mjs";
import { commit, loadNow, verdict, writeResults } from "./results.mjs";
import { benchScale } from "./scale.mjs";
import { benchSmall } from "./small.mjs";
import { benchStartup } from "./startup.mjs";

const GROUPS = [
  { names: ["startup"], run: benchStartup },
  { names: ["requests", "ratelimit-plan", "memory"], run: benchScale },
  { names: ["floor-plan", "floor-apply"], run: benchFloor },
  { names: ["apply-ratelimit"], run: benchApplyRateLimit },
  { names: ["small"], run: benchSmall },
  { names: ["node-floor"], run: benchNodeFloorLaunch },
];
const ALL_NAMES = GROUPS.flatMap((g) => g.names);

const HELP = `Usage: node bench/run.mjs [--quick] [--only NAME]

  --quick      fewer runs and a smaller scale (200 websites, 1,000 on the big account);
               skips the 60-second apply benchmark
  --only NAME  one of: ${ALL_NAMES.join(", ")}
               (small: a plan and a validate of 10 websites, against gofloor and the Node floors;
               node-floor: one launch of each, and Node's own start with and without a snapshot)`;

const { values } = parseArgs({
  options: { quick: { type: "boolean", default: false }, only: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if (values.only && !ALL_NAMES.includes(values.only)) {
  console.error(`unknown benchmark ${values.only}\n\n${HELP}`);
  process.exit(2);
}

const started = Date.now();
const loadAtStart = loadNow();
const measuredCommit = commit();
const rows = [];
for (const group of GROUPS) {
  if (values.only && !group.names.includes(values.only)) continue;
  const label = group.names.join("/");
  log(`running ${label}${values.quick ? " (quick)" : ""}`);
  try {
    rows.push(...(await group.run({ quick: values.quick, only: values.only })));
  } catch (error) {
    log(`${label} failed: ${error instanceof Error ? error.stack : String(error)}`);
    rows.push({ target: label, measured: `ERROR: ${String(error instanceof Error ? error.message : error).split("\n")[0]}`, limit: "-", pass: false });
  }
}

function table(rowsToPrint) {
  const header = ["target", "measured", "limit", "result"];
  const cells = rowsToPrint.map((r) => [
    r.target,
    r.measured,
    r.limit,
    r.pass === null ? (r.limit === "-" ? "info" : "skip") : r.pass ? "PASS" : r.floor ? "FLOOR" : "FAIL",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...cells.map(line)].join("\n");
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\nBenchmarks${values.quick ? " (quick)" : ""}, ${seconds} s in all\n`);
rows.sort((a, b) => parseFloat(a.target) - parseFloat(b.target) || a.target.localeCompare(b.target));
console.log(table(rows));
if (!values.quick && !values.only) {
  const file = writeResults(table(rows), rows, {
    command: `node bench/run.mjs ${process.argv.slice(2).join(" ")}`.trim(),
    seconds,
    loadAtStart,
    measuredCommit,
  });
  log(`wrote ${file}`);
}
console.log(`\n${verdict(rows)}`);
process.exitCode = rows.some((r) => r.pass === false && !r.floor) ? 1 : 0;
