// Option parsing shared by the `phpanalytics` commands: node's parseArgs, with errors that
// name the command and point to its --help instead of node's bare "Unknown option".
import { parseArgs, type ParseArgsConfig } from "node:util";

export class UsageError extends Error {
  override name = "UsageError";
}

type Options = NonNullable<ParseArgsConfig["options"]>;
export type ParsedOptions<T extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: false }>>["values"];

interface NodeArgError {
  code?: string;
  message: string;
}

/** Node's parseArgs message, reworded: `unknown option "--frob"`. */
function reword(err: NodeArgError): string {
  const quoted = /'([^']+)'/.exec(err.message)?.[1];
  switch (err.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown option "${quoted ?? "?"}"`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `unexpected argument "${quoted ?? "?"}" (this command takes options only)`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE": {
      const flag = quoted?.split(" ")[0] ?? "?";
      if (/argument missing/.test(err.message)) return `option "${flag}" needs a value`;
      // the next word starts with "-": a forgotten value, or one that needs the = form
      if (/ambiguous/.test(err.message)) return `option "${flag}" needs a value (one starting with "-" is written ${flag}=-VALUE)`;
      return `option "${flag}" takes no value`;
    }
    default:
      return err.message;
  }
}

/** Parses `args` strictly (options only); a mistake is a UsageError naming the option. */
export function parseCommandArgs<T extends Options>(args: string[], options: T): ParsedOptions<T> {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new UsageError(reword(err as NodeArgError));
  }
}

/** The two lines a usage mistake prints: what is wrong, and where the options are listed. */
function usageMessage(command: string, problem: string): string {
  return `phpanalytics ${command}: ${problem}\nRun \`phpanalytics ${command} --help\` for the options.\n`;
}

/**
 * The start every command shares: parse its options (and `check` them), print a usage
 * mistake or the help. Returns the options, or the exit code when the command is done.
 */
export function startCommand<T extends Options>(
  command: string,
  help: string,
  args: string[],
  options: T,
  check?: (values: ParsedOptions<T>) => void,
): ParsedOptions<T> | number {
  let values: ParsedOptions<T>;
  try {
    values = parseCommandArgs(args, options);
    check?.(values);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(usageMessage(command, err.message));
    return 1;
  }
  if ((values as { help?: boolean }).help) {
    process.stdout.write(help + "\n");
    return 0;
  }
  return values;
}
