// The platform directory and archive names use Terraform's (Go's) names, not Node's.
import { expect, it } from "vitest";
import { impliedPluginDirs, terraformPlatform } from "../../src/install";

it("names platforms as Terraform does", () => {
  expect(terraformPlatform("linux", "x64")).toBe("linux_amd64");
  expect(terraformPlatform("darwin", "arm64")).toBe("darwin_arm64");
  expect(terraformPlatform("win32", "x64")).toBe("windows_amd64");
  expect(() => terraformPlatform("linux", "mips")).toThrow(/unsupported CPU architecture mips/);
});

it("knows where Terraform looks for providers without a provider_installation block, per platform", () => {
  expect(impliedPluginDirs({}, "/home/u", "linux")).toEqual([
    "/home/u/.terraform.d/plugins",
    "/home/u/.local/share/terraform/plugins",
    "/usr/local/share/terraform/plugins",
    "/usr/share/terraform/plugins",
  ]);
  expect(impliedPluginDirs({ XDG_DATA_HOME: "/data", XDG_DATA_DIRS: "/opt/share" }, "/home/u", "linux")).toEqual([
    "/home/u/.terraform.d/plugins",
    "/data/terraform/plugins",
    "/opt/share/terraform/plugins",
  ]);
  expect(impliedPluginDirs({ XDG_DATA_HOME: "/data" }, "/Users/u", "darwin")).toEqual([
    "/Users/u/.terraform.d/plugins",
    "/Users/u/Library/Application Support/io.terraform/plugins",
    "/Library/Application Support/io.terraform/plugins",
  ]);
  expect(impliedPluginDirs({ APPDATA: "C:/Users/u/AppData/Roaming" }, "C:/Users/u", "win32")).toEqual([
    "C:/Users/u/AppData/Roaming/terraform.d/plugins",
    "C:/Users/u/AppData/Roaming/HashiCorp/Terraform/plugins",
  ]);
});
