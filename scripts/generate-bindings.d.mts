// Types of ./generate-bindings.mjs, for the TypeScript tests that import it.
export declare const DEFAULT_OUT_DIR: string;
export declare const PROVIDER_SOURCE: string;
/** Writes the bindings into outDir (emptied first); returns the files, relative and sorted. */
export declare function generateBindings(outDir?: string): Promise<string[]>;
/** Files under dir, relative to it, sorted. */
export declare function listFiles(dir: string): string[];
