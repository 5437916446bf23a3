// `phpanalytics emulator` from the built CLI as a child process, which a test can stop
// with a signal and start again.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { builtCli } from "./cli";

export interface EmulatorChild {
  child: ChildProcessWithoutNullStreams;
  /** The base URL, the first line the command prints. */
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  /** Signals the command unless it has ended; its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `phpanalytics emulator ARGS`, once it has printed its URL. */
export function startEmulatorChild(args: string[]): Promise<EmulatorChild> {
  const child = spawn(process.execPath, [builtCli(), "emulator", ...args], { stdio: "pipe" });
  let out = "";
  let err = "";
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.on("close", (code) => r(code)));
  const stop = (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolvePromise, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf("\n");
      if (nl !== -1) resolvePromise({ child, url: out.slice(0, nl), stdout: () => out, stderr: () => err, exited, stop });
    });
    void exited.then((code) => reject(new Error(`emulator exited with ${code} before printing its URL: ${err}`)));
  });
}
