// Types of ./generate-docs.mjs, for the TypeScript tests that import it.
export declare const DEFAULT_OUT_DIR: string;
/** All pages keyed by path relative to the docs dir, e.g. "resources/website.md". */
export declare function renderDocs(): Promise<Record<string, string>>;
/** The generated markdown files under dir (index.md, resources/*.md, data-sources/*.md). */
export declare function listDocFiles(dir: string): string[];
/** Writes the pages into outDir, removing pages of types that no longer exist. */
export declare function generateDocs(outDir?: string): Promise<string[]>;
