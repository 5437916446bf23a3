// provider::phpanalytics::canonical_domain with the real terraform (issue 28): `terraform
// console` over the shared table of domain cases (test/cases/domains.ts, written from the
// notes), an error at the argument for a domain the server refuses, and a plan that keys
// for_each by the server's spelling. Terraform calls functions without configuring the
// provider: no base_url or API key is set here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCEPTED_DOMAINS, REJECTED_DOMAINS } from "../cases/domains";
import { PROVIDER_BLOCK, run, TERRAFORM, TerraformHome, type Workspace } from "./harness";

let home: TerraformHome;
let ws: Workspace;
const FN = "provider::phpanalytics::canonical_domain";

/** A Terraform string literal of `text`: quotes, backslashes and template sequences escaped. */
function hclString(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\$\{/g, "$${").replace(/%\{/g, "%%{")}"`;
}

/** Evaluates the expressions in one `terraform console`, as one JSON list. */
async function evaluate(expressions: string[]): Promise<unknown[]> {
  const line = `jsonencode([${expressions.join(", ")}])`;
  const result = await run(TERRAFORM, [`-chdir=${ws.dir}`, "console"], { cwd: ws.dir, env: home.env(), input: line + "\n" });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(JSON.parse(result.stdout.trim()) as string) as unknown[];
}

beforeAll(async () => {
  home = new TerraformHome();
  ws = home.workspace({ "main.tf": PROVIDER_BLOCK });
  await ws.expect(["init", "-input=false"]);
});

afterAll(() => home?.dispose());

describe("provider::phpanalytics::canonical_domain", () => {
  it("gives the server's spelling of every accepted domain of the shared table", async () => {
    const values = await evaluate(ACCEPTED_DOMAINS.map((d) => `${FN}(${hclString(d.input)})`));
    expect(values).toEqual(ACCEPTED_DOMAINS.map((d) => d.canonical));
  });

  it("refuses every rejected domain of the table", async () => {
    const values = await evaluate(REJECTED_DOMAINS.map((d) => `try(${FN}(${hclString(d.input)}), "refused")`));
    expect(values).toEqual(REJECTED_DOMAINS.map(() => "refused"));
  });

  it("says why at the argument, with the server's messages", async () => {
    const plan = await ws.terraform(["plan", "-input=false"], {});
    expect(plan.code).toBe(0);
    ws.write({ "bad.tf": `output "bad" {\n  value = ${FN}("localhost")\n}\n` });
    const failed = await ws.terraform(["plan", "-input=false"], {});
    ws.write({ "bad.tf": "" });
    expect(failed.code).toBe(1);
    const text = failed.stderr.replace(/\s+/g, " ");
    expect(text).toContain("Invalid function argument");
    expect(text).toContain(`while calling ${FN}(domain)`);
    expect(text).toContain('Invalid value for "domain" parameter: "localhost" has no dot');
    expect(text).toContain('so the server would refuse it ("Invalid domain name.").');
  });

  it("keys a for_each map by the server's spelling in a plan", async () => {
    ws.write({
      "keys.tf":
        `locals {\n  written = ["https://WWW.Shop.example.com", "blog.example.com"]\n}\n\n` +
        `output "keys" {\n  value = sort([for d in local.written : ${FN}(d)])\n}\n`,
    });
    const plan = await ws.expect(["plan", "-input=false"]);
    ws.write({ "keys.tf": "" });
    expect(plan.stdout.replace(/\s+/g, " ")).toContain('keys = [ + "blog.example.com", + "shop.example.com", ]');
  });
});
