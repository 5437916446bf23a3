// Pairing refused creates with the account's websites by canonical domain, and the text of
// the blocks written from them.
import { describe, expect, it } from "vitest";
import type { Website } from "../../src/api";
import { websiteFixture } from "../support/website-fixture";
import { AccountMismatchError, matchWebsites, parseAddress, renderCdktf, renderHcl, type HeldCreate } from "../../src/recovery";

const website = (id: number, domain: string): Website => websiteFixture(domain, { id });

function held(addressText: string, domain: string, providerId: number): HeldCreate {
  return { address: parseAddress(addressText), addressText, domain, providerId };
}

const account = [website(1, "shop.example.com"), website(2, "Legacy.Example.com"), website(3, "blog.example.com"), website(4, "other.example.com")];

describe("matchWebsites", () => {
  it("gives each create the id of the account's website with its canonical domain, sorted by address", () => {
    const { blocks, skipped } = matchWebsites(
      [
        held('phpanalytics_website.keyed["shop \\"main\\""]', "shop.example.com", 1),
        held("phpanalytics_website.counted[0]", "blog.example.com", 3),
        held("module.m.phpanalytics_website.old", "legacy.example.com", 2),
      ],
      account,
    );
    expect(skipped).toEqual([]);
    expect(blocks.map((b) => [b.id, b.domain])).toEqual([
      ["2", "Legacy.Example.com"],
      ["3", "blog.example.com"],
      ["1", "shop.example.com"],
    ]);
  });

  it("skips a website deleted since the plan, and a second address for the same website", () => {
    const { blocks, skipped } = matchWebsites(
      [
        held("phpanalytics_website.gone", "gone.example.com", 9),
        held("phpanalytics_website.a", "shop.example.com", 1),
        held("phpanalytics_website.b", "shop.example.com", 1),
      ],
      account,
    );
    expect(blocks.map((b) => b.id)).toEqual(["1"]);
    expect(skipped).toEqual([
      'phpanalytics_website.gone: the account no longer holds "gone.example.com" (deleted since the plan?); run import-blocks again',
      'phpanalytics_website.b: website 1 ("shop.example.com") goes to phpanalytics_website.a already; give the resources different domains',
    ]);
  });

  it("refuses when the stack's provider saw another account than the command reads", () => {
    expect(() => matchWebsites([held("phpanalytics_website.a", "shop.example.com", 77)], account)).toThrow(AccountMismatchError);
    expect(() => matchWebsites([held("phpanalytics_website.a", "shop.example.com", 77)], account)).toThrow(
      /found "shop.example.com" as website 77, but .* holds it as website 1/,
    );
  });
});

describe("rendering", () => {
  const { blocks } = matchWebsites(
    [held('phpanalytics_website.keyed["blog$${x}"]', "blog.example.com", 3), held("phpanalytics_website.single", "shop.example.com", 1)],
    account,
  );

  it("writes HCL import blocks with Terraform's quoting of the address", () => {
    const text = renderHcl(blocks);
    expect(text).toContain('import {\n  to = phpanalytics_website.keyed["blog$${x}"]\n  id = "3" # blog.example.com\n}\n');
    expect(text).toContain('import {\n  to = phpanalytics_website.single\n  id = "1" # shop.example.com\n}\n');
    expect(text.startsWith("# Written by `phpanalytics import-blocks`: 2 websites")).toBe(true);
  });

  it("writes the override that holds them in a CDKTF stack, the address as a string", () => {
    const text = renderCdktf(blocks, "websites");
    expect(text).toContain('this.addOverride("import", [\n');
    expect(text).toContain('  { to: "phpanalytics_website.keyed[\\"blog$${x}\\"]", id: "3" }, // blog.example.com\n');
    expect(text).toContain("`cdktf deploy websites --skip-provider-lock`");
    expect(text.endsWith("]);\n")).toBe(true);
  });
});
