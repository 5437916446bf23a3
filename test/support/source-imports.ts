// Every import of the source files under a folder of src/, as written, for the tests of the
// arrows between folders and layers. Every form counts: import and export ... from,
// require(), import(), typeof import().
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export const SRC = join(__dirname, "../../src");

/** One import: the importing file and the module it names, both as written (paths under src/). */
export interface Import {
  file: string;
  specifier: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The imports of every .ts and .js file under src/FOLDER (all of src/ without one), generated code included. */
export function sourceImports(folder = ""): Import[] {
  return sourceFiles(join(SRC, folder)).flatMap((path) => {
    const file = relative(SRC, path).split("\\").join("/");
    const { importedFiles } = ts.preProcessFile(readFileSync(path, "utf8"), true, true);
    return importedFiles.map((imported) => ({ file, specifier: imported.fileName }));
  });
}
