// What drift scrubs from terraform's output before showing any of it.
import { describe, expect, it } from "vitest";
import { redact, secretsOf } from "../../src/drift/terraform";

describe("drift's scrubbing of terraform output", () => {
  const secrets = secretsOf({ PHPANALYTICS_API_KEY: "key-0123456789", TF_VAR_env: "prod", TF_VAR_pw: "hunter22", TF_VAR_short: "abc", HOME: "/root" });

  it("takes the API key and every TF_VAR_ value of 4 characters or more", () => {
    expect(secrets).toEqual(["key-0123456789", "hunter22", "prod"]);
  });

  it("masks whole values, and the dotted or hyphenated words they are part of, never a piece of a longer word", () => {
    expect(redact('Error: workspace prod: key-0123456789 rejected; "hunter22" in production, hunter22-old, prod.example.com', secrets)).toBe(
      'Error: workspace (sensitive): (sensitive) rejected; "(sensitive)" in production, (sensitive), (sensitive)',
    );
  });
});
