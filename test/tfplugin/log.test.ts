import { describe, expect, it } from "vitest";
import { diagnosticToProto, errorToDiagnostic, pathToProto } from "../../src/tfplugin/protocol/diagnostics";
import { JsonLogger, levelFromEnv, redact, registerSecret } from "../../src/tfplugin/framework/log";
import { CodecError } from "../../src/tfplugin/protocol/codec";

describe("logging", () => {
  it("writes hclog JSON lines and honours the level", () => {
    const lines: string[] = [];
    const log = new JsonLogger("provider", "info", { write: (l) => lines.push(l) });
    log.debug("hidden");
    log.info("hello", { tf_rpc: "X", n: 1 });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ "@level": "info", "@message": "hello", "@module": "provider", tf_rpc: "X", n: 1 });
    // go-plugin only parses timestamps with exactly six fraction digits
    expect(entry["@timestamp"]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it("reads TF_LOG_PROVIDER before TF_LOG and is silent by default", () => {
    expect(levelFromEnv({})).toBe("off");
    expect(levelFromEnv({ TF_LOG: "DEBUG" })).toBe("debug");
    expect(levelFromEnv({ TF_LOG: "DEBUG", TF_LOG_PROVIDER: "error" })).toBe("error");
    expect(levelFromEnv({ TF_LOG: "json" })).toBe("trace");
  });

  it("masks registered secrets everywhere, including JSON-escaped forms", () => {
    registerSecret('s3cr"et-value');
    registerSecret("");
    const lines: string[] = [];
    const log = new JsonLogger("provider", "trace", { write: (l) => lines.push(l) });
    log.warn('key is s3cr"et-value', { header: 'Bearer s3cr"et-value' });
    expect(lines[0]).not.toContain("s3cr");
    expect(lines[0]).toContain("***");
    expect(redact('x s3cr"et-value y')).toBe("x *** y");
  });

  it("masks whole secrets only, never pieces of words", () => {
    registerSecret("k");
    registerSecret("abc-123");
    expect(redact("The domain has already been taken; use an import block. Key: k, header k=k")).toBe(
      "The domain has already been taken; use an import block. Key: ***, header ***=***",
    );
    expect(redact("xabc-123 abc-1234 abc-123.")).toBe("xabc-123 abc-1234 ***.");
    expect(redact('{"key":"k"}')).toBe('{"key":"***"}');
  });

  it("masks a secret that starts a line of a logged value, which JSON writes after an escape", () => {
    registerSecret("hunter2");
    const lines: string[] = [];
    const log = new JsonLogger("provider", "trace", { write: (l) => lines.push(l) });
    log.warn("body", { body: "line one\nhunter2 and more", tab: "col\thunter2" });
    expect(lines[0]).not.toContain("hunter2");
  });

  it("masks the whole dotted or hyphenated word a secret is part of, so the mask does not show which part it is", () => {
    registerSecret("example");
    registerSecret("k2");
    registerSecret("hunter2");
    expect(redact('the domain "taken.example.com" of website ok-k2.example.com')).toBe('the domain "***" of website ***');
    expect(redact("password=hunter2.Retry, https://hunter2.example.com/x")).toBe("password=***, https://***/x");
    expect(redact("password example. Key k2-, k2.")).toBe("password ***. Key ***-, ***.");
    // a secret right after another that ends in "-", in one word
    registerSecret("longpw-");
    registerSecret("hunt2");
    expect(redact("longpw-hunt2 and longpw-x.hunt2")).toBe("****** and ******");
  });
});

describe("diagnostics", () => {
  it("converts paths using the schema type", () => {
    const type = ["object", { tags: ["map", "string"], list: ["list", ["object", { a: "string" }]] }] as const;
    expect(pathToProto(["tags", "k"], type).steps).toEqual([{ attributeName: "tags" }, { elementKeyString: "k" }]);
    expect(pathToProto(["list", 2, "a"], type).steps).toEqual([{ attributeName: "list" }, { elementKeyInt: 2 }, { attributeName: "a" }]);
    expect(pathToProto(["x"]).steps).toEqual([{ attributeName: "x" }]);
  });

  it("maps severity, summary, detail and redacts secrets", () => {
    registerSecret("hunter2");
    expect(diagnosticToProto({ severity: "warning", summary: "s", detail: "pw hunter2", path: ["a"] })).toEqual({
      severity: 2,
      summary: "s",
      detail: "pw ***",
      attribute: { steps: [{ attributeName: "a" }] },
    });
    expect(diagnosticToProto({ severity: "error", summary: "e" })).toEqual({ severity: 1, summary: "e", detail: "" });
  });

  it("turns exceptions into error diagnostics", () => {
    expect(errorToDiagnostic(new Error("x"))).toMatchObject({ severity: "error", summary: "Unexpected provider error" });
    expect(errorToDiagnostic(new CodecError("bad", ["a"]))).toMatchObject({ path: ["a"], summary: "Invalid value" });
  });
});
