// The platform directory and archive names use Terraform's (Go's) names, not Node's.
import { expect, it } from "vitest";
import { terraformPlatform } from "../../src/install";

it("names platforms as Terraform does", () => {
  expect(terraformPlatform("linux", "x64")).toBe("linux_amd64");
  expect(terraformPlatform("darwin", "arm64")).toBe("darwin_arm64");
  expect(terraformPlatform("win32", "x64")).toBe("windows_amd64");
  expect(() => terraformPlatform("linux", "mips")).toThrow(/unsupported CPU architecture mips/);
});
