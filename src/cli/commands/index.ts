// The command table of the `phpanalytics` CLI. A command module exports
// `run(args: string[]): Promise<number>` (the exit code) and parses its own options.
export interface CommandModule {
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
};
