// Where undici's Pool comes from: its private modules, or, when one of them is missing or
// has changed, its public index; either way a real request over loopback HTTP goes through.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadUndiciPool, UNDICI_MODULES, type UndiciModules, type UndiciPool } from "../../src/api/undici-pool";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** One GET through the Pool to a loopback server that answers with the path it was asked. */
async function get(undici: UndiciPool): Promise<{ status: number; body: string }> {
  const server = createServer((req, res) => res.end(`asked ${req.url}`));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const pool = new undici.Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { connect: undici.buildConnector({ timeout: 5000 }) });
  try {
    const response = await pool.request({ method: "GET", path: "/probe" });
    return { status: response.statusCode, body: await response.body.text() };
  } finally {
    await pool.close();
  }
}

/** undici's own modules, counting whether the public index was loaded. */
function realModules(): UndiciModules & { indexLoads: number } {
  const modules = {
    indexLoads: 0,
    dispatcher: () => require("undici/lib/dispatcher/dispatcher") as unknown,
    request: () => require("undici/lib/api/api-request") as unknown,
    pool: () => require("undici/lib/dispatcher/pool") as unknown,
    connect: () => require("undici/lib/core/connect") as unknown,
    index: () => (modules.indexLoads++, require("undici") as unknown),
  };
  return modules;
}

const notFound = (id: string) => (): never => {
  throw Object.assign(new Error(`Cannot find module '${id}'`), { code: "MODULE_NOT_FOUND" });
};

describe("undici's Pool", () => {
  it("is required under the ids that the npm executable holds apart", () => {
    // the npm executable's held undici is built from UNDICI_MODULES (scripts/build.mjs): a
    // require missing from it would be bundled into the runtime, which the build refuses
    const source = readFileSync(join(__dirname, "../../src/api/undici-pool.ts"), "utf8");
    const required = [...source.matchAll(/require\("(undici\/[^"]+)"\)/g)].map((m) => m[1]);
    expect(required).toEqual([...UNDICI_MODULES]);
  });

  it("comes from the private modules when they are as expected, without the public index", async () => {
    const modules = realModules();
    expect(await get(loadUndiciPool(modules))).toEqual({ status: 200, body: "asked /probe" });
    expect(modules.indexLoads).toBe(0);
  });

  it("comes from the public index when a private module is missing", async () => {
    const modules = { ...realModules(), pool: notFound("undici/lib/dispatcher/pool") };
    const undici = loadUndiciPool(modules);
    expect(undici.Pool).toBe((require("undici") as UndiciPool).Pool);
    expect(await get(undici)).toEqual({ status: 200, body: "asked /probe" });
  });

  it("is not taken from the public index when loading a private module fails for another reason", () => {
    const damaged = new Error("the provider executable is damaged: its held undici lacks undici/lib/dispatcher/pool; reinstall it");
    const modules = {
      ...realModules(),
      pool: () => {
        throw damaged;
      },
    };
    expect(() => loadUndiciPool(modules)).toThrow(damaged);
    expect(modules.indexLoads).toBe(0);
    const hidden = {
      ...realModules(),
      pool: () => {
        throw Object.assign(new Error("not exported"), { code: "ERR_PACKAGE_PATH_NOT_EXPORTED" });
      },
    };
    expect(loadUndiciPool(hidden).Pool).toBe((require("undici") as UndiciPool).Pool);
  });

  it("comes from the public index when a private module has changed, and leaves undici as it was", async () => {
    class ChangedDispatcher {}
    const modules = { ...realModules(), dispatcher: () => ChangedDispatcher };
    const undici = loadUndiciPool(modules);
    expect(Object.getOwnPropertyNames(ChangedDispatcher.prototype)).toEqual(["constructor"]);
    expect(await get(undici)).toEqual({ status: 200, body: "asked /probe" });
    const exportsOnly = loadUndiciPool({ ...realModules(), request: () => ({ request: "not a function" }) });
    expect(exportsOnly.Pool).toBe((require("undici") as UndiciPool).Pool);
  });
});
