// The command table of the `phpanalytics` CLI. A command module exports
// `run(args: string[]): Promise<number>` (the exit code) and parses its own options.
interface CommandModule {
  run(args: string[]): Promise<number>;
}

export interface Command {
  summary: string;
  load(): Promise<CommandModule>;
}

export const commands: Record<string, Command> = {
  emulator: {
    summary: "Run the API emulator on loopback and print its base URL",
    load: () => import("./emulator"),
  },
  install: {
    summary: "Install the provider where `terraform init` finds it offline",
    load: () => import("./install"),
  },
  drift: {
    summary: "Report websites whose settings drifted from a synthesized stack (exit 2 when drifted)",
    load: () => import("./drift"),
  },
  adopt: {
    summary: "Write a CDKTF stack that imports every website of the account",
    load: () => import("./adopt"),
  },
  "import-blocks": {
    summary: "After a lost state, write import blocks for the websites the account already holds",
    load: () => import("./import-blocks"),
  },
  release: {
    summary: "Write the standalone provider as a network mirror serves it (zip, SHA256SUMS, index.json)",
    load: () => import("./release"),
  },
  demo: {
    summary: "Run the end-to-end demo against the embedded emulator (what `npm start` runs)",
    load: () => import("./demo"),
  },
};
