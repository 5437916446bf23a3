// Bad input fails before any API call, with an error naming the attribute; secrets never
// reach terraform's output or its trace log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator";
import { PROVIDER_BLOCK, TerraformHome } from "./harness";

const API_KEY = "bad-input-key-5f2c";
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let home: TerraformHome;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [API_KEY], rateLimit: 0, quiet: true });
  home = new TerraformHome();
  env = { PHPANALYTICS_BASE_URL: emulator.url, PHPANALYTICS_API_KEY: API_KEY };
});

afterAll(async () => {
  await emulator?.close();
  home?.dispose();
});

const cases: Array<{ name: string; body: string; attribute: string; message: RegExp }> = [
  {
    name: "an unknown privacy",
    body: `domain = "a.example.com"\n  privacy = "secret"`,
    attribute: "privacy",
    message: /one of "public", "private", "password"/,
  },
  { name: "password privacy without a password", body: `domain = "b.example.com"\n  privacy = "password"`, attribute: "password", message: /set password/ },
  {
    name: "a password without password privacy",
    body: `domain = "c.example.com"\n  password = "x"`,
    attribute: "password",
    message: /only used when privacy is "password"/,
  },
  {
    name: "an invalid IP entry",
    body: `domain = "d.example.com"\n  exclude_ips = ["10.0.0.1", "not-an-ip"]`,
    attribute: "exclude_ips[1]",
    message: /not an IPv4 or IPv6 address/,
  },
  {
    name: "a CIDR with a bad prefix",
    body: `domain = "e.example.com"\n  exclude_ips = ["10.0.0.0/33"]`,
    attribute: "exclude_ips[0]",
    message: /prefix length/,
  },
  { name: "a domain without a dot", body: `domain = "localhost"`, attribute: "domain", message: /no dot/ },
  { name: "a domain with a port", body: `domain = "example.com:8080"`, attribute: "domain", message: /last label \("com:8080"\)[^]*Invalid domain name\./ },
  {
    name: "a 256-character domain",
    body: `domain = "${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(11)}.com"`,
    attribute: "domain",
    message: /limit is 255/,
  },
  {
    name: "a 129-character password",
    body: `domain = "f.example.com"\n  privacy = "password"\n  password = "${"p".repeat(129)}"`,
    attribute: "password",
    message: /1 to 128 characters/,
  },
];

describe("bad input is refused before any API call", () => {
  for (const testCase of cases) {
    it(`refuses ${testCase.name}, naming ${testCase.attribute}`, async () => {
      const ws = home.workspace({ "main.tf": `${PROVIDER_BLOCK}\nresource "phpanalytics_website" "bad" {\n  ${testCase.body}\n}\n` });
      await ws.expect(["init", "-input=false"], 0, env);
      emulator.stats.reset();
      const result = await ws.expect(["plan", "-input=false", "-no-color"], 1, env);
      expect(result.stderr).toMatch(testCase.message);
      expect(result.stderr).toContain(`phpanalytics_website.bad`);
      expect(result.stderr).toContain(testCase.attribute.replace(/\[\d+\]$/, ""));
      expect(emulator.stats.total).toBe(0);
    });
  }

  it("refuses a missing base_url with the way to set it", async () => {
    const ws = home.workspace({ "main.tf": `${PROVIDER_BLOCK}\nresource "phpanalytics_website" "x" {\n  domain = "x.example.com"\n}\n` });
    await ws.expect(["init", "-input=false"], 0, env);
    const result = await ws.expect(["plan", "-input=false"], 1, { PHPANALYTICS_API_KEY: API_KEY });
    expect(result.stderr).toContain("Missing base_url");
    expect(result.stderr).toContain("PHPANALYTICS_BASE_URL");
  });

  it("refuses plain http to a remote host", async () => {
    const ws = home.workspace({
      "main.tf":
        PROVIDER_BLOCK.replace('provider "phpanalytics" {}', 'provider "phpanalytics" {\n  base_url = "http://analytics.example.com"\n}') +
        `resource "phpanalytics_website" "x" {\n  domain = "x.example.com"\n}\n`,
    });
    await ws.expect(["init", "-input=false"], 0, env);
    const result = await ws.expect(["plan", "-input=false"], 1, { PHPANALYTICS_API_KEY: API_KEY });
    expect(result.stderr).toContain("Insecure base_url");
    expect(result.stderr).toContain("allow_insecure_http");
  });
});

describe("credentials", () => {
  it("says clearly that a wrong API key was rejected", async () => {
    const ws = home.workspace({ "main.tf": `${PROVIDER_BLOCK}\nresource "phpanalytics_website" "x" {\n  domain = "wrong-key.example.com"\n}\n` });
    await ws.expect(["init", "-input=false"], 0, env);
    const result = await ws.expect(["apply", "-input=false", "-auto-approve"], 1, { ...env, PHPANALYTICS_API_KEY: "wrong-key-value" });
    expect(result.stderr).toContain("API key rejected");
    expect(result.stdout + result.stderr).not.toContain("wrong-key-value");
  });

  it("keeps the API key and the password out of the full trace log", async () => {
    const password = "tr4ce-password-77";
    const ws = home.workspace({
      "main.tf":
        `${PROVIDER_BLOCK}\nvariable "pw" {\n  type = string\n  sensitive = true\n}\nresource "phpanalytics_website" "x" {\n  domain ` +
        `= "trace.example.com"\n  privacy = "password"\n  password = var.pw\n}\n`,
    });
    await ws.expect(["init", "-input=false"], 0, env);
    const traceEnv = { ...env, TF_LOG: "trace", TF_VAR_pw: password };
    const apply = await ws.expect(["apply", "-input=false", "-auto-approve"], 0, traceEnv);
    const destroy = await ws.expect(["destroy", "-input=false", "-auto-approve"], 0, traceEnv);
    const output = apply.stdout + apply.stderr + destroy.stdout + destroy.stderr;
    expect(output).toContain("phpanalytics"); // the log is really there
    expect(output.length).toBeGreaterThan(10_000);
    expect(output).not.toContain(API_KEY);
    expect(output).not.toContain(password);
  });
});
