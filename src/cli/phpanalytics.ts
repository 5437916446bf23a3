#!/usr/bin/env node
// The companion CLI. Each subcommand lives in ./commands/<name>.ts and is loaded only when
// invoked, so `phpanalytics --help` stays instant.
import { commands } from "./commands";

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return ["Usage: phpanalytics <command> [options]", "", "Commands:", ...lines, "", "Run `phpanalytics <command> --help` for a command's options."].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
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
    process.stderr.write(`phpanalytics: unknown command "${name}".\n\n${usage()}\n`);
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
    process.stderr.write(`phpanalytics: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
