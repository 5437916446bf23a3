// Which websites adopt leaves out, and where it looks for their owners: splitByOwner by id,
// by the domain a state records or an import block names; findOwnerSources over
// ./cdktf.out/stacks and --managed-by; readOwner of state files. Reading a stack directory
// runs terraform: test/adopt/other-stacks.e2e.test.ts covers it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { describeLeftOut, findOwnerSources, ManagedByError, OwnerReadError, readOwner, splitByOwner, type WebsiteOwner } from "../../src/adopt";
import { websiteFixture } from "../support/website-fixture";

const root = mkdtempSync(join(tmpdir(), "phpa-adopt-owners-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const owner = (label: string, ids: string[], domains: string[] = []): WebsiteOwner => ({ label, managed: { ids: new Set(ids), domains: new Set(domains) } });
const stateOf = (websites: { id: string; domain: string }[]) =>
  JSON.stringify({
    version: 4,
    resources: [{ mode: "managed", type: "phpanalytics_website", name: "w", instances: websites.map((attributes) => ({ attributes })) }],
  });

function project(layout: Record<string, string>): string {
  const dir = mkdtempSync(join(root, "project-"));
  for (const [path, text] of Object.entries(layout)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("splitByOwner", () => {
  it("leaves out a website an owner holds by id or by domain, naming every owner, and keeps the rest in order", () => {
    const blog = websiteFixture("blog.example.com");
    const shop = websiteFixture("Shop.example.com");
    const free = websiteFixture("free.example.com");
    const both = websiteFixture("both.example.com");
    const owners = [
      owner('stack "blogs"', [String(blog.id), String(both.id)]),
      owner("state file shops.tfstate", [], ["shop.example.com", "both.example.com"]),
    ];
    const split = splitByOwner([shop, free, both, blog], owners);
    expect(split.unowned).toEqual([free]);
    expect(split.leftOut).toEqual([
      { website: blog, owners: ['stack "blogs"'] },
      { website: shop, owners: ["state file shops.tfstate"] },
      { website: both, owners: ['stack "blogs"', "state file shops.tfstate"] },
    ]);
    expect(describeLeftOut(split.leftOut)[2]).toBe(`both.example.com (id ${both.id}): stack "blogs", state file shops.tfstate`);
    expect(splitByOwner([free], [])).toEqual({ unowned: [free], leftOut: [] });
  });
});

describe("findOwnerSources", () => {
  it("takes every stack under ./cdktf.out/stacks but the one being written, then each --managed-by, once each", () => {
    const cwd = project({
      "cdktf.out/stacks/blogs/cdk.tf.json": "{}",
      "cdktf.out/stacks/mine/cdk.tf.json": "{}",
      "cdktf.out/stacks/shops/cdk.tf.json": "{}",
      "cdktf.out/manifest.json": "{}",
      "old/terraform.tfstate": stateOf([]),
      "saved.tfstate": stateOf([]),
      "other-app/cdktf.out/stacks/a/main.tf": "",
    });
    const stacks = join(cwd, "cdktf.out", "stacks");
    const found = findOwnerSources({ cwd, stackName: "mine", managedBy: ["old", "saved.tfstate", "other-app/cdktf.out", "cdktf.out/stacks/blogs"] });
    expect(found.ownStackDir).toBe(join(stacks, "mine"));
    expect(found.sources).toEqual([
      { kind: "stack", dir: join(stacks, "blogs"), named: false },
      { kind: "stack", dir: join(stacks, "shops"), named: false },
      { kind: "state-file", path: join(cwd, "old", "terraform.tfstate") },
      { kind: "state-file", path: join(cwd, "saved.tfstate") },
      { kind: "stack", dir: join(cwd, "other-app", "cdktf.out", "stacks", "a"), named: true },
    ]);
    // named explicitly, the stack being written counts too
    expect(findOwnerSources({ cwd, stackName: "mine", managedBy: ["cdktf.out/stacks/mine"] }).sources).toContainEqual({
      kind: "stack",
      dir: join(stacks, "mine"),
      named: true,
    });
  });

  it("finds nothing without ./cdktf.out, and names the --managed-by value that leads nowhere", () => {
    const cwd = project({ "empty/readme.txt": "" });
    expect(findOwnerSources({ cwd, stackName: "x", managedBy: [] })).toEqual({ sources: [] });
    expect(() => findOwnerSources({ cwd, stackName: "x", managedBy: ["gone.tfstate"] })).toThrow(
      new ManagedByError(`--managed-by gone.tfstate: ${join(cwd, "gone.tfstate")} does not exist`),
    );
    expect(() => findOwnerSources({ cwd, stackName: "x", managedBy: ["empty"] })).toThrow(
      new RegExp(
        String.raw`^--managed-by empty: .*empty holds no Terraform configuration \(\*\.tf, cdk\.tf\.json\), ` +
          String.raw`no cdktf stacks/ and no terraform\.tfstate: name a stack directory`,
      ),
    );
  });
});

describe("readOwner of a state file", () => {
  const log = () => {};

  it("reads its websites as it is, with no terraform, labelled by its path", async () => {
    const cwd = project({ "prod.tfstate": stateOf([{ id: "5", domain: "www.blog.example.com" }]) });
    const read = await readOwner({ kind: "state-file", path: join(cwd, "prod.tfstate") }, cwd, {}, log);
    expect(read).toEqual({ label: "state file prod.tfstate", managed: { ids: new Set(["5"]), domains: new Set(["blog.example.com"]) } });
  });

  it("fails with the file named and what to give instead", async () => {
    const cwd = project({ "notes.tfstate": "hello" });
    const read = readOwner({ kind: "state-file", path: join(cwd, "notes.tfstate") }, cwd, {}, log);
    await expect(read).rejects.toThrow(OwnerReadError);
    await expect(read).rejects.toThrow(
      "cannot tell which websites state file notes.tfstate manages:\nnotes.tfstate is not a Terraform state: " +
        "it is not JSON\nName a .tfstate file, or a file holding what `terraform state pull` prints.",
    );
  });
});
