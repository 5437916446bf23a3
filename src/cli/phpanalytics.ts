#!/usr/bin/env node
// The companion CLI. Each subcommand lives in ./commands/<name>.ts and is loaded only when
// invoked, so `phpanalytics --help` stays instant.
import { commands } from "./commands";
import { explainFsError, isFsError } from "./fs-errors";

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return ["Usage: phpanalytics <command> [options]", "", "Commands:", ...lines, "", "Run `phpanalytics <command> --help` for a command's options."].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [first, ...afterFirst] = argv;
  // `phpanalytics help CMD` is `phpanalytics CMD --help`.
  const helpFor = first === "help" && afterFirst.length > 0 ? afterFirst[0] : undefined;
  const name = helpFor ?? first;
  const rest = helpFor ? ["--help"] : afterFirst;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(usage() + "\n");
    return name ? 0 : 1;
  }
  if (name === "--version" || name === "-v") {
    process.stdout.write(require("../../package.json").version + "\n");
    return 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`phpanalytics: unknown command "${name}"${name.startsWith("-") ? " (options go after the command)" : ""}.\n\n${usage()}\n`);
    return 1;
  }
  const { run } = await command.load();
  return run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    const message = isFsError(err) ? explainFsError(err, "use", err.path ?? "a file") : err instanceof Error ? err.message : String(err);
    process.stderr.write(`phpanalytics: ${message}\n`);
    process.exitCode = 1;
  },
);
