// websitesInState: the websites a raw Terraform state holds (a .tfstate file, or what
// `terraform state pull` prints), in every module and instance, and clear errors for
// anything else.
import { describe, expect, it } from "vitest";
import { StateFormatError, websitesInState } from "../../src/drift";

const state = (resources: unknown[]) => JSON.stringify({ version: 4, terraform_version: "1.11.4", serial: 3, lineage: "x", outputs: {}, resources });
const website = (attributes: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  mode: "managed",
  type: "phpanalytics_website",
  name: "w",
  provider: 'provider["registry.terraform.io/phpanalytics/phpanalytics"]',
  instances: attributes.map((a) => ({ schema_version: 0, attributes: a })),
  ...extra,
});

describe("websitesInState", () => {
  it("collects the id and the canonical domain of every website instance, in modules and under count", () => {
    const managed = websitesInState(
      state([
        website([{ id: "12", domain: "blog.example.com" }]),
        website(
          [
            { id: "13", domain: "www.Shop.example.com" },
            { id: "14", domain: "https://news.example.com" },
          ],
          { module: "module.shops[0]" },
        ),
        { mode: "data", type: "phpanalytics_website", name: "looked_up", instances: [{ attributes: { id: "99", domain: "data.example.com" } }] },
        { mode: "managed", type: "terraform_data", name: "other", instances: [{ attributes: { id: "77" } }] },
      ]),
      "test.tfstate",
    );
    expect([...managed.ids].sort()).toEqual(["12", "13", "14"]);
    expect([...managed.domains].sort()).toEqual(["blog.example.com", "news.example.com", "shop.example.com"]);
  });

  it("holds nothing where there is no state yet (state pull prints nothing) or no website in it", () => {
    expect(websitesInState("", "empty")).toEqual({ ids: new Set(), domains: new Set() });
    expect(websitesInState("\n", "empty")).toEqual({ ids: new Set(), domains: new Set() });
    expect(websitesInState(state([]), "none")).toEqual({ ids: new Set(), domains: new Set() });
    expect(websitesInState(JSON.stringify({ version: 4 }), "bare")).toEqual({ ids: new Set(), domains: new Set() });
  });

  it("refuses what is not a state of version 4, naming the source", () => {
    expect(() => websitesInState("not json", "notes.txt")).toThrow(new StateFormatError("notes.txt is not a Terraform state: it is not JSON"));
    expect(() => websitesInState(JSON.stringify({ version: 3, modules: [] }), "old.tfstate")).toThrow(
      /^old\.tfstate is not a Terraform state of version 4.*\(it says version 3\)/,
    );
    // `terraform show -json` output: another layout, whose "values" this reader does not read
    expect(() => websitesInState(JSON.stringify({ format_version: "1.0", values: {} }), "shown.json")).toThrow(
      /shown\.json is not a Terraform state of version 4.*terraform state pull/,
    );
  });
});
