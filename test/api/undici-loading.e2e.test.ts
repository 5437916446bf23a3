// undici loads with the API client's first connection, not with the client (the rest of the
// early connection is in early-connection.test.ts; this needs the built package, dist/).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

describe("loading undici", () => {
  // ConfigureProvider creates the client while Terraform waits for its answer; undici's
  // modules load with the early connection that follows it. Checked on the built package,
  // in a fresh process, where require.cache tells what was loaded.
  it("waits for the first connection, not for the client's creation", () => {
    const probe = `
      const api = require("./dist/api");
      const undiciModules = () => Object.keys(require.cache).filter((f) => f.includes("/node_modules/undici/")).length;
      const client = api.createClient({ baseUrl: "http://127.0.0.1:9", apiKey: "k" });
      const afterCreate = undiciModules();
      client.preconnect();
      console.log(JSON.stringify({ afterCreate, afterPreconnect: undiciModules() }));
      process.exit(0);`;
    const result = spawnSync(process.execPath, ["-e", probe], { cwd: resolve(__dirname, "../.."), encoding: "utf8" });
    expect(result.stderr).toBe("");
    const { afterCreate, afterPreconnect } = JSON.parse(result.stdout) as { afterCreate: number; afterPreconnect: number };
    expect(afterCreate).toBe(0);
    expect(afterPreconnect).toBeGreaterThan(0);
  });
});
