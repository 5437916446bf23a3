// The committed docs must be exactly what scripts/generate-docs.mjs makes from the schema.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OUT_DIR, listDocFiles, renderDocs } from "../../scripts/generate-docs.mjs";

const STALE = "docs are stale: run npm run generate";

describe("generated docs", () => {
  let pages: Record<string, string>;
  beforeAll(async () => {
    pages = await renderDocs();
  });

  it("cover the provider, every resource and every data source", () => {
    expect(Object.keys(pages).sort()).toEqual([
      "data-sources/account.md",
      "data-sources/website.md",
      "data-sources/website_statistics.md",
      "data-sources/websites.md",
      "functions/canonical_domain.md",
      "index.md",
      "resources/website.md",
    ]);
  });

  it("are up to date with the schema and the examples", () => {
    const committed = listDocFiles(DEFAULT_OUT_DIR);
    const problems: string[] = [];
    for (const [file, text] of Object.entries(pages)) {
      if (!committed.includes(file)) problems.push(`missing: docs/${file}`);
      else if (readFileSync(join(DEFAULT_OUT_DIR, file), "utf8") !== text) problems.push(`differs: docs/${file}`);
    }
    for (const file of committed.filter((f) => !(f in pages))) problems.push(`not generated: docs/${file}`);
    expect(problems, `${STALE}\n${problems.join("\n")}`).toEqual([]);
  });

  it("document the provider's arguments and their environment fallbacks", () => {
    const index = pages["index.md"]!;
    expect(index).toContain("## Example Usage");
    expect(index).toMatch(/- `api_key` \(String, Sensitive\)/);
    expect(index).toContain("| `base_url` | `PHPANALYTICS_BASE_URL` | no |");
    expect(index).toContain("| `api_key` | `PHPANALYTICS_API_KEY` | yes |");
  });

  it("document the website resource: arguments, defaults, attributes, import, write-only fields", () => {
    const page = pages["resources/website.md"]!;
    const section = (title: string) => page.split(`## ${title}`)[1]?.split(/\n## /)[0] ?? "";
    expect(section("Argument Reference")).toMatch(/### Required\n\n- `domain` \(String\)/);
    expect(section("Argument Reference")).toMatch(/- `password` \(String, Sensitive\)/);
    expect(section("Argument Reference")).toMatch(/- `privacy` \(String\) .*Defaults to `public`/);
    expect(section("Argument Reference")).toMatch(/- `exclude_ips` \(List of String\) .*Defaults to `\[\]`/);
    expect(section("Argument Reference")).toContain("Must be one of `public`, `private`, `password`.");
    for (const name of ["id", "created_at", "updated_at"]) expect(section("Attribute Reference")).toContain(`- \`${name}\` (String)`);
    expect(section("Attribute Reference")).not.toContain("`domain`");
    const cannot = section("What the API cannot return");
    expect(cannot).toContain("`exclude_params`");
    expect(cannot).toContain("`password`");
    expect(cannot).toMatch(/cannot be detected/);
    const importSection = section("Import");
    expect(importSection).toMatch(/import \{\n\s+to = phpanalytics_website\.\w+\n\s+id = "42"/);
    expect(importSection).toMatch(/id = "shop\.example\.com"/);
    expect(importSection).toMatch(/terraform import phpanalytics_website\.\w+ 42/);
    expect(importSection).toMatch(/terraform import phpanalytics_website\.\w+ [a-z.]+\.com/);
  });

  it("document the data sources", () => {
    expect(pages["data-sources/account.md"]).toMatch(/- `website_limit` \(Number\)/);
    expect(pages["data-sources/website.md"]).toMatch(/### Optional\n\n- `domain` \(String\)/);
    const websites = pages["data-sources/websites.md"]!;
    expect(websites).toMatch(/- `websites` \(List of Object\)/);
    expect(websites).toContain("### Nested Schema for `websites`");
    expect(websites).toContain("- `has_password` (Boolean)");
  });
});
