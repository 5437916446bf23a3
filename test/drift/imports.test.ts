// The website import ids drift reads from a stack's *.tf and *.tf.json files, with what a real
// HCL parser makes of the same *.tf files beside them: @cdktn/hcl2json (HashiCorp's HCL
// library built for WebAssembly, as cdktn uses it) must find the same blocks, so the reader's
// shortcuts (no expressions, only the attributes it needs) lose nothing on these cases.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { websiteImportIds } from "../../src/drift/imports";

const ROOT = join(__dirname, "..", "..");
const block = (to: string, id: string, extra = "") => `import {\n${extra}  to = ${to}\n  id = ${id}\n}\n`;

/** HCL files and the website import ids in them. */
const HCL: Record<string, { text: string; ids: string[] }> = {
  "by id and by domain": {
    text: block("phpanalytics_website.a", '"12"') + "\n" + block("phpanalytics_website.b", '"www.Shop.example.com"'),
    ids: ["12", "www.Shop.example.com"],
  },
  "another resource type": { text: block("phpanalytics_other.a", '"1"') + block("module.sites.phpanalytics_website.a", '"2"'), ids: [] },
  "commented out": { text: `# import {\n#   to = phpanalytics_website.a\n#   id = "3"\n# }\n/*\n${block("phpanalytics_website.a", '"4"')}*/\n`, ids: [] },
  "comments inside the block": {
    text:
      `import {\n  /*\n  to = phpanalytics_website.old\n  id = "old"\n  */\n  id = "5" # the shop\n  // to = ` +
      `phpanalytics_website.older\n  to = phpanalytics_website.a\n}\n` +
      block("other_thing.b", '"6"', `  /*\n  to = phpanalytics_website.c\n  */\n`),
    ids: ["5"],
  },
  "in a string or a heredoc": {
    text: `locals {\n  s = "import { to = phpanalytics_website.a id = \\"7\\" }"\n  h = <<-EOT\n    ${block("phpanalytics_website.a", '"8"')}    EOT\n}\n`,
    ids: [],
  },
  "nested in another block": { text: `resource "x" "y" {\n  ${block("phpanalytics_website.a", '"9"')}}\n`, ids: [] },
  "templates and expressions": {
    text:
      block("phpanalytics_website.a", '"site-${var.n}.example.com"') +
      block("phpanalytics_website.many[each.key]", "each.key", '  for_each = toset(["a.example.com"])\n') +
      block("phpanalytics_website.c", '"%{if true}c%{endif}.example.com"'),
    ids: [],
  },
  "indexes, escapes, spacing, CRLF and a provider": {
    text:
      block('phpanalytics_website.many["b c"]', '"b.example.com"') +
      block("phpanalytics_website.d", '"caf\\u00e9.example.com"') +
      'import{\nto=phpanalytics_website.e\nid="10"\n}\n' +
      block("phpanalytics_website.f", '"11"').replace(/\n/g, "\r\n") +
      block("phpanalytics_website.g", '"13"', "  provider = phpanalytics.other\n"),
    ids: ["b.example.com", "café.example.com", "10", "11", "13"],
  },
};

let tmp: string;
/** The import blocks' to and id, per case, as @cdktn/hcl2json parses them. */
let parsed: Record<string, { to?: unknown; id?: unknown }[]>;

function stack(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmp, "stack-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "phpa-drift-imports-"));
  // In a process of its own: its Go runtime sets globals (require, fs) and keeps running.
  const script = `const { parse } = require("@cdktn/hcl2json");
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
Promise.all(Object.entries(cases).map(async ([name, text]) => [name, ((await parse(name + ".tf", text)).import ?? []).map((b) => ({ to: b.to, id: b.id }))]))
  .then((all) => { process.stdout.write(JSON.stringify(Object.fromEntries(all))); process.exit(0); });`;
  const input = JSON.stringify(Object.fromEntries(Object.entries(HCL).map(([name, c]) => [name, c.text])));
  parsed = JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: ROOT, input, encoding: "utf8" })) as typeof parsed;
}, 60_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("the import ids drift reads", () => {
  for (const [name, { text, ids }] of Object.entries(HCL)) {
    it(`in HCL: ${name}`, () => {
      expect(websiteImportIds(stack({ "main.tf": text }))).toEqual(ids);
      // What the HCL parser finds: a website resource as `to`, and an id with no template.
      const literal = parsed[name]!.filter(
        (b) => typeof b.to === "string" && b.to.startsWith("${phpanalytics_website.") && typeof b.id === "string" && !/[$%]\{/.test(b.id),
      );
      expect(literal.map((b) => b.id)).toEqual(ids);
    });
  }

  it("in JSON, as cdktf writes it: one block or a list, templates left out", () => {
    const json = (imports: unknown) => JSON.stringify({ resource: {}, import: imports });
    const dir = stack({
      "cdk.tf.json": json([
        { to: "phpanalytics_website.a", id: "21" },
        { to: "phpanalytics_website.b", id: "${var.domain}" },
        { to: "other_thing.c", id: "22" },
      ]),
      "extra.tf.json": json({ to: "phpanalytics_website.d", id: "d.example.com" }),
    });
    expect(websiteImportIds(dir)).toEqual(["21", "d.example.com"]);
  });

  it("every file of the directory, in name order, and names the file it cannot read", () => {
    const dir = stack({
      "b.tf": block("phpanalytics_website.b", '"2"'),
      "a.tf.json": JSON.stringify({ import: [{ to: "phpanalytics_website.a", id: "1" }] }),
      "c.txt": block("phpanalytics_website.c", '"3"'),
    });
    expect(websiteImportIds(dir)).toEqual(["1", "2"]);
    const broken = stack({ "main.tf": "import {\n  to = phpanalytics_website.a\n" });
    expect(() => websiteImportIds(broken)).toThrow(join(broken, "main.tf"));
  });
});
