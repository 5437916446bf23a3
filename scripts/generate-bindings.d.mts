// Types of ./generate-bindings.mjs, for the TypeScript tests that import it.
export type LineName = "cdktf" | "cdktn";
export interface Line {
  generator: string;
  commons: string;
  /** The committed bindings folder of the line. */
  outDir: string;
}
export declare const LINES: Record<LineName, Line>;
export declare const DEFAULT_OUT_DIR: string;
export declare const PROVIDER_SOURCE: string;
/** Writes one line's bindings into outDir (emptied first; default: the line's folder); returns the files, relative and sorted. */
export declare function generateBindings(outDir?: string, line?: LineName): Promise<string[]>;
/** Files under dir, relative to it, sorted. */
export declare function listFiles(dir: string): string[];
