// Every link of the user docs works where users read them: on the npm package page and in
// the installed package. A relative link must name a file the packed tarball holds (and a
// heading that file has); a file the package does not ship is linked by repository URL,
// and that URL must name a file the repository tracks.
import { execFileSync } from "node:child_process";
import { posix } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { anchors, links, readDoc, REPOSITORY, ROOT, userDocs } from "./markdown";

let packed: Set<string>;
let tracked: Set<string>;

beforeAll(() => {
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const [{ files }] = JSON.parse(out) as [{ files: { path: string }[] }];
  packed = new Set(files.map((f) => f.path));
  // Tracked and not yet committed alike: a doc may link a file added in the same change.
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  tracked = new Set(listed.split("\n").filter(Boolean));
}, 60_000);

/** What is wrong with one link of `file`, or undefined when it works. */
function problem(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    const inRepo = /^https?:\/\/[^/]+\/[^/]+\/cdktf-provider-phpanalytics\/(blob|tree)\/[^/]+\/(.+?)(?:#.*)?$/.exec(target);
    if (!inRepo) return undefined;
    if (!target.startsWith(`${REPOSITORY}/${inRepo[1]}/main/`)) return `links the repository as ${target}, not under ${REPOSITORY}/${inRepo[1]}/main/`;
    const path = decodeURIComponent(inRepo[2]!).replace(/\/$/, "");
    const exists = inRepo[1] === "blob" ? tracked.has(path) : [...tracked].some((f) => f.startsWith(`${path}/`));
    return exists ? undefined : `links ${path} in the repository, which has no such ${inRepo[1] === "blob" ? "file" : "folder"}`;
  }
  const [rawPath, anchor] = target.split("#", 2) as [string, string | undefined];
  const path = rawPath === "" ? file : posix.normalize(posix.join(posix.dirname(file), decodeURIComponent(rawPath)));
  if (path.startsWith("../") || posix.isAbsolute(path)) return `${target} points outside the package`;
  if (!packed.has(path)) {
    const folder = [...packed].some((f) => f.startsWith(`${path.replace(/\/$/, "")}/`));
    return folder ? `${target} is a folder: link one of its files ` +
`(a folder has no page on npm)` : `${target} is not in the packed package (npm pack --dry-run)`;
  }
  if (anchor !== undefined && path.endsWith(".md") && !anchors(readDoc(path)).has(anchor)) {
    return `${target}: ${path} has no heading with the anchor #${anchor}`;
  }
  return undefined;
}

describe("links in README.md and docs/", () => {
  it("the package ships the docs it links from", () => {
    for (const file of userDocs()) expect(packed.has(file), `${file} is not in the packed package`).toBe(true);
  });

  it("every relative link names a file of the packed package, and every anchor a heading of it", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of userDocs()) {
      for (const { target, line } of links(readDoc(file))) {
        checked += 1;
        const wrong = problem(file, target);
        if (wrong) broken.push(`${file}:${line}: ${wrong}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(broken, broken.join("\n")).toEqual([]);
  });

  it("a link to a file outside the package is caught, so is a missing anchor and a repository link to nothing", () => {
    expect(problem("README.md", "bench/RESULTS.md")).toMatch(/not in the packed package/);
    expect(problem("README.md", "test/cdktn/stack.heavy.test.ts")).toMatch(/not in the packed package/);
    expect(problem("README.md", "examples/cdktf")).toMatch(/is a folder/);
    expect(problem("docs/guides/cdktf.md", "../../../outside.md")).toMatch(/outside the package/);
    expect(problem("README.md", "docs/index.md#no-such-heading")).toMatch(/no heading with the anchor/);
    expect(problem("README.md", "docs/index.md#argument-reference")).toBeUndefined();
    expect(problem("README.md", `${REPOSITORY}/blob/main/bench/RESULTS.md`)).toBeUndefined();
    expect(problem("README.md", `${REPOSITORY}/blob/main/bench/NO-SUCH.md`)).toMatch(/no such file/);
    expect(problem("README.md", "https://developer.hashicorp.com/terraform")).toBeUndefined();
  });
});

describe("the markdown reading the link test relies on", () => {
  it("finds inline and reference links outside code, and GitHub's anchors", () => {
    const text = "# A `code` title: yes\n\nSee [x](a.md#b) and `[not](c.md)`.\n\n```md\n[not](d.md)\n```\n\n[ref]: e.md\n## A `code` title: yes\n";
    expect(links(text).map((l) => l.target)).toEqual(["a.md#b", "e.md"]);
    expect([...anchors(text)]).toEqual(["a-code-title-yes", "a-code-title-yes-1"]);
  });
});
