// The package hashes Terraform records in .terraform.lock.hcl and checks on every install:
//   zh: the SHA-256 of the zip archive itself, in hex;
//   h1: Go's dirhash "Hash1" of the files in the package: one line "<sha256 hex>  <name>\n"
//       per file, sorted by name, and the SHA-256 of those lines in standard base64. For a
//       zip, the names are the entries' names, so it equals the hash of the unpacked folder.
import { createHash } from "node:crypto";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data);

export function zipHash(archive: Buffer): string {
  return `zh:${sha256(archive).digest("hex")}`;
}

export function packageHashV1(files: { name: string; data: Buffer }[]): string {
  const lines = [...files]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((file) => {
      if (file.name.includes("\n")) throw new Error(`file name ${JSON.stringify(file.name)} contains a newline`);
      return `${sha256(file.data).digest("hex")}  ${file.name}\n`;
    });
  return `h1:${sha256(lines.join("")).digest("base64")}`;
}
