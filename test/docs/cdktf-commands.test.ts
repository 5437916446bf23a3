// cdktf diff, deploy and destroy run `terraform providers lock` against the public registry on
// a fresh cdktf.out, which fails for this provider (it ships in the npm package) unless they
// get --skip-provider-lock. cdktf 0.21 has no setting that turns that lock off, so every such
// command the docs give a user to copy carries the flag.
import { describe, expect, it } from "vitest";
import { handWrittenDocs, readDoc, splitFences } from "./markdown";

const LOCKING = /\bcdktf (diff|deploy|destroy)\b/;

function commandsWithoutFlag(text: string): string[] {
  const { blocks } = splitFences(text);
  return blocks
    .filter((block) => ["sh", "shell", "bash", "console", "yaml", "yml", ""].includes(block.language))
    .flatMap((block) => block.code.split("\n"))
    .filter((line) => LOCKING.test(line) && !line.trimStart().startsWith("#") && !line.includes("--skip-provider-lock"));
}

describe("cdktf commands in the docs", () => {
  it("pass --skip-provider-lock wherever they plan or apply", () => {
    const missing = handWrittenDocs().flatMap((file) => commandsWithoutFlag(readDoc(file)).map((line) => `${file}: ${line.trim()}`));
    expect(missing).toEqual([]);
  });

  it("would catch one that does not", () => {
    expect(commandsWithoutFlag("```sh\nnpx cdktf deploy websites\nnpx cdktf synth\n```\n")).toEqual(["npx cdktf deploy websites"]);
  });
});
