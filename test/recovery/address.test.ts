// Resource addresses as Terraform prints and reads them: count indexes, for_each keys quoted
// with HCL's escapes (test/recovery/terraform.e2e.test.ts has real terraform read them back).
import { describe, expect, it } from "vitest";
import { AddressSyntaxError, formatAddress, parseAddress, quoteKey, type ResourceAddress } from "../../src/recovery";

describe("quoteKey quotes a for_each key as Terraform does", () => {
  const cases: [string, string][] = [
    ["shop", '"shop"'],
    ["", '""'],
    ['shop "main"', '"shop \\"main\\""'],
    ["back\\slash", '"back\\\\slash"'],
    ["two\nlines\tand\rreturn", '"two\\nlines\\tand\\rreturn"'],
    ["blog${x}", '"blog$${x}"'],
    ["100%{ok}", '"100%%{ok}"'],
    ["$ and % alone, $x %d", '"$ and % alone, $x %d"'],
    ["bell\u0007", '"bell\\u0007"'],
    ["zero\u200bwidth", '"zero\\u200bwidth"'],
    ["café 🙂", '"café 🙂"'],
  ];
  it.each(cases)("%j -> %s", (key, quoted) => {
    expect(quoteKey(key)).toBe(quoted);
  });
});

describe("addresses", () => {
  const addresses: [string, ResourceAddress][] = [
    ["phpanalytics_website.single", { modules: [], type: "phpanalytics_website", name: "single" }],
    ["phpanalytics_website.counted[12]", { modules: [], type: "phpanalytics_website", name: "counted", key: 12 }],
    ['phpanalytics_website.keyed["shop \\"main\\""]', { modules: [], type: "phpanalytics_website", name: "keyed", key: 'shop "main"' }],
    ['phpanalytics_website.keyed["blog$${x}"]', { modules: [], type: "phpanalytics_website", name: "keyed", key: "blog${x}" }],
    [
      'module.sites["eu"].module.inner[0].phpanalytics_website.m-1_a["a\\\\b\\u0007"]',
      {
        modules: [
          { name: "sites", key: "eu" },
          { name: "inner", key: 0 },
        ],
        type: "phpanalytics_website",
        name: "m-1_a",
        key: "a\\b\u0007",
      },
    ],
  ];
  it.each(addresses)("%s reads and writes back the same", (text, address) => {
    expect(parseAddress(text)).toEqual(address);
    expect(formatAddress(address)).toBe(text);
  });

  it("keys read back from what quoteKey writes, whatever they hold", () => {
    for (const key of ["", '"', "\\", "${", "%{", "$${", "a\nb", "\u0000", "\u{1F600}", "x]y", "[0]"]) {
      const address: ResourceAddress = { modules: [{ name: "m", key }], type: "t", name: "n", key };
      expect(parseAddress(formatAddress(address))).toEqual(address);
    }
  });

  it("refuses what is not a managed resource instance's address, saying where", () => {
    const bad: [string, RegExp][] = [
      ["data.phpanalytics_account.this", /a data source cannot be imported at character 1/],
      ["phpanalytics_website", /expected "\."/],
      ['phpanalytics_website.x["open', /unterminated quoted key/],
      ["phpanalytics_website.x[a]", /expected a number or a quoted key at character 24/],
      ['phpanalytics_website.x["\\q"]', /unknown escape/],
      ["phpanalytics_website.x extra", /unexpected text after the address/],
      ["module.m", /expected "\."/],
    ];
    for (const [text, message] of bad) {
      expect(() => parseAddress(text)).toThrow(AddressSyntaxError);
      expect(() => parseAddress(text)).toThrow(message);
    }
  });
});
