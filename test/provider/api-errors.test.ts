// The provider's words for the client's errors: built from the server's list of messages
// per field, by what failed, with advice naming the provider's settings.
import { describe, expect, it } from "vitest";
import { EndpointNotFoundError, ResponseFormatError, TransportError, ValidationError } from "../../src/api";
import { isTransient } from "../../src/api/errors";
import { reportApiError } from "../../src/provider/api-errors";
import { websiteErrors } from "../../src/provider/website/errors";
import { Diagnostics } from "../../src/tfplugin/framework/types";

async function report(error: unknown, origin = { baseUrlOrigin: "PHPANALYTICS_BASE_URL" }) {
  const diagnostics = new Diagnostics();
  await reportApiError(error, 'create phpanalytics_website "x.example.com"', diagnostics, websiteErrors, origin);
  return diagnostics.items;
}

describe("reportApiError", () => {
  it("at the plan's limit with a taken domain says both, and blames the domain only for being taken", async () => {
    const items = await report(new ValidationError("create website", { domain: ["The domain has already been taken.", "You created too many websites."] }));
    expect(items.map((d) => d.summary)).toEqual(["Domain already taken", "Website limit reached"]);
    expect(items[0]).toMatchObject({ path: ["domain"] });
    expect(items[1]!.path).toBeUndefined();
    expect(items[1]!.detail).toContain("You created too many websites.");
    expect(items[1]!.detail).toContain("website_limit");
  });

  it("at the plan's limit alone never says the domain was the problem", async () => {
    const items = await report(new ValidationError("create website", { domain: ["You created too many websites."] }));
    expect(items).toHaveLength(1);
    expect(items[0]!.summary).toBe("Website limit reached");
    expect(items[0]!.summary + items[0]!.detail).not.toMatch(/domain has|rejected domain|already been taken/i);
  });

  it("keeps every message of a field when several rules fail", async () => {
    const items = await report(
      new ValidationError("create website", {
        domain: ["The domain field must not be greater than 255 characters.", "Invalid domain name."],
        email: ["The email field must be an integer."],
      }),
    );
    expect(items.map((d) => [d.summary, d.path])).toEqual([
      ["The server rejected domain", ["domain"]],
      ["The server rejected email_reports", ["email_reports"]],
    ]);
    expect(items[0]!.detail).toContain("The domain field must not be greater than 255 characters. Invalid domain name.");
  });

  it("a 404 that is not the API's is a configuration error naming where base_url came from", async () => {
    const error = new EndpointNotFoundError(
      "create website",
      "http://127.0.0.1:1/x/api/v1/websites answered HTTP 404 with an HTML page",
      "http://127.0.0.1:1/x/api/v1/websites",
    );
    const [item] = await report(error);
    expect(item!.summary).toBe("Wrong base_url");
    expect(item!.detail).toContain("base_url from PHPANALYTICS_BASE_URL");
    expect(item!.detail).not.toContain("deleted outside Terraform");
  });

  it("an https base URL for a server that does not speak TLS names base_url and its scheme", async () => {
    const error = new TransportError(
      "read website 1",
      "the TLS handshake with 127.0.0.1:9 failed: it does not answer in TLS",
      "ERR_SSL_WRONG_VERSION_NUMBER",
      false,
    );
    const [item] = await report(error);
    expect(item!.detail).toMatch(/Check base_url from PHPANALYTICS_BASE_URL: its scheme must be/);
  });

  it("a success that is not JSON (a login page, a proxy) says the address is not the API's", async () => {
    const [item] = await report(
      new ResponseFormatError("list websites", "", 'expected JSON, got "<html><body>Login</body></html>" (HTTP 200)', { status: 200 }),
    );
    expect(item!.summary).toBe("Not the API's answer");
    expect(item!.detail).toContain("Check base_url from PHPANALYTICS_BASE_URL");
    // a JSON body with a bad field is the API's, answered wrongly: no advice about the address
    const [field] = await report(new ResponseFormatError("list websites", "data.0.id", "expected a number", { status: 200 }));
    expect(field!.detail).not.toContain("base_url");
  });

  it("a host out of reach names where base_url came from, and is retried as a passing failure", async () => {
    const error = new TransportError("read website 1", "10.255.255.1:80 cannot be reached (EHOSTUNREACH)", "EHOSTUNREACH", false);
    const [item] = await report(error);
    expect(item!.detail).toContain("(EHOSTUNREACH). Check base_url from PHPANALYTICS_BASE_URL: is the address right, and the service running?");
    expect(isTransient(error)).toBe(true);
  });

  it("a refused connection names the address and where base_url came from", async () => {
    const error = new TransportError("read website 1", "connection refused by 127.0.0.1:9", "ECONNREFUSED", false);
    const [item] = await report(error);
    expect(item!.detail).toContain("connection refused by 127.0.0.1:9. Check base_url from PHPANALYTICS_BASE_URL");
    const [fromBlock] = await report(error, { baseUrlOrigin: "the provider configuration" });
    expect(fromBlock!.detail).toContain("Check base_url from the provider configuration:");
  });
});
