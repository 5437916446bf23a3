// The CLI-configuration rules of `phpanalytics install`: merging into a user's file and
// deciding whether a configuration finds the installed provider.
import { describe, expect, it } from "vitest";
import { findsProvider, mergeCliConfig, mirrorCliConfig } from "../../src/install";

const DIR = "/opt/tf/plugins";

describe("mergeCliConfig", () => {
  it("writes the block into a new or empty file", () => {
    expect(mergeCliConfig(undefined, DIR, { force: false, json: false })).toEqual({ action: "created", text: mirrorCliConfig(DIR) });
    expect(mergeCliConfig("  \n", DIR, { force: false, json: false }).action).toBe("created");
  });

  it("keeps a file that already says the same", () => {
    const text = `credentials "x" { token = "t" }\n\n${mirrorCliConfig(DIR)}`;
    expect(mergeCliConfig(text, DIR, { force: false, json: false })).toEqual({ action: "unchanged", text });
  });

  it("is not fooled by the keyword inside a string, a comment or a heredoc", () => {
    const text = '# provider_installation {\n/* provider_installation { */\nhost "x" {\n  services = "provider_installation {"\n}\n';
    const merged = mergeCliConfig(text, DIR, { force: false, json: false });
    expect(merged).toEqual({ action: "appended", text: `${text}\n${mirrorCliConfig(DIR)}` });
  });

  it("refuses a JSON configuration and an unbalanced one without --force", () => {
    expect(mergeCliConfig('{"credentials": {}}', DIR, { force: false, json: true }).action).toBe("conflict");
    // by its content, as Terraform decides, whatever the file is called
    expect(mergeCliConfig('\n  { "disable_checkpoint": true }\n', DIR, { force: false, json: false }).action).toBe("conflict");
    expect(mergeCliConfig("provider_installation {\n", DIR, { force: false, json: false }).action).toBe("conflict");
    expect(mergeCliConfig("a {\n}\nprovider_installation {}\nprovider_installation {}\n", DIR, { force: true, json: false }).action).toBe("conflict");
  });
});

describe("findsProvider", () => {
  it("without a provider_installation block, only the implied mirror ~/.terraform.d/plugins", () => {
    expect(findsProvider(undefined, "/home/u/.terraform.d/plugins", "/home/u")).toBe(true);
    expect(findsProvider('credentials "x" {}\n', DIR, "/home/u")).toBe(false);
  });

  it("with a block, a filesystem_mirror at the directory whose include covers the provider", () => {
    expect(findsProvider(mirrorCliConfig(DIR), DIR)).toBe(true);
    expect(findsProvider(mirrorCliConfig("/elsewhere"), DIR)).toBe(false);
    expect(findsProvider(`provider_installation {\n  filesystem_mirror {\n    path = "${DIR}"\n    include = ["hashicorp/*"]\n  }\n}\n`, DIR)).toBe(false);
    expect(findsProvider(`provider_installation {\n  filesystem_mirror {\n    path = "${DIR}/"\n  }\n}\n`, DIR)).toBe(true);
    expect(
      findsProvider(`provider_installation {\n  filesystem_mirror {\n    path = "${DIR}"\n    exclude = ["phpanalytics/phpanalytics"]\n  }\n}\n`, DIR),
    ).toBe(false);
  });
});
