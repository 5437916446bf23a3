// The routes a provider process serves: the provider's handlers load on the first call that
// needs them, and a schema made beforehand is served without them.
import { describe, expect, it } from "vitest";
import { serverRoutes, type ProviderHandlers } from "../../src/tfplugin/transport/grpc-server";
import { PROVIDER_METHODS } from "../../src/tfplugin/transport/method-names";

const bytes = (...values: number[]): Uint8Array => Uint8Array.of(...values);

function handlers(): ProviderHandlers {
  const all = {} as ProviderHandlers;
  PROVIDER_METHODS.forEach((method, i) => (all[method] = async () => bytes(i)));
  return all;
}

function routesWith(providerSchema?: Uint8Array, loadFailure?: Error) {
  let loads = 0;
  let shutdowns = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const loaded = handlers();
  const routes = serverRoutes({
    providerSchema,
    loadHandlers: async () => {
      loads += 1;
      await released;
      if (loadFailure) throw loadFailure;
      return loaded;
    },
    onShutdown: () => (shutdowns += 1),
  });
  const call = (path: string, request = bytes()) => routes.get(path)!(request);
  return { routes, call, release, loaded, loads: () => loads, shutdowns: () => shutdowns };
}

describe("the provider process's routes", () => {
  it("serve a schema made beforehand, health and Shutdown without loading the provider", async () => {
    const r = routesWith(bytes(7, 7));
    expect(await r.call("/tfplugin6.Provider/GetProviderSchema")).toEqual(bytes(7, 7));
    expect(await r.call("/grpc.health.v1.Health/Check")).toEqual(bytes(0x08, 0x01));
    expect(await r.call("/plugin.GRPCController/Shutdown")).toEqual(bytes());
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.shutdowns()).toBe(1);
    expect(r.loads()).toBe(0);
  });

  it("load the provider once for the calls that need it, however many come at once", async () => {
    const r = routesWith(bytes(7, 7));
    const first = r.call("/tfplugin6.Provider/ValidateResourceConfig");
    const second = r.call("/tfplugin6.Provider/ReadResource");
    r.release();
    expect(await first).toEqual(bytes(PROVIDER_METHODS.indexOf("ValidateResourceConfig")));
    expect(await second).toEqual(bytes(PROVIDER_METHODS.indexOf("ReadResource")));
    expect(await r.call("/tfplugin6.Provider/PlanResourceChange")).toEqual(bytes(PROVIDER_METHODS.indexOf("PlanResourceChange")));
    expect(r.loads()).toBe(1);
    // the schema made beforehand still answers
    expect(await r.call("/tfplugin6.Provider/GetProviderSchema")).toEqual(bytes(7, 7));
    // and every other call goes straight to the provider's handler, with nothing in between
    for (const method of PROVIDER_METHODS.filter((m) => m !== "GetProviderSchema")) {
      expect(r.routes.get(`/tfplugin6.Provider/${method}`)).toBe(r.loaded[method]);
    }
  });

  it("fail the call that needed the provider, and every later one, with the reason it did not load", async () => {
    const r = routesWith(bytes(7, 7), new Error("the provider executable is damaged: reinstall it"));
    r.release();
    await expect(r.call("/tfplugin6.Provider/ValidateResourceConfig")).rejects.toThrow("damaged: reinstall it");
    await expect(r.call("/tfplugin6.Provider/ConfigureProvider")).rejects.toThrow("damaged: reinstall it");
    expect(r.loads()).toBe(1);
    expect(await r.call("/tfplugin6.Provider/GetProviderSchema")).toEqual(bytes(7, 7));
  });

  it("answer StopProvider without loading the provider when nothing of it runs yet", async () => {
    const r = routesWith(bytes(7, 7));
    r.release();
    expect(await r.call("/tfplugin6.Provider/StopProvider")).toEqual(bytes());
    expect(r.loads()).toBe(0);
    const validated = r.call("/tfplugin6.Provider/ValidateResourceConfig");
    const stopped = r.call("/tfplugin6.Provider/StopProvider");
    await validated;
    expect(await stopped).toEqual(bytes(PROVIDER_METHODS.indexOf("StopProvider")));
    expect(r.loads()).toBe(1);
  });

  it("ask the provider for its schema when none was made beforehand", async () => {
    const r = routesWith();
    r.release();
    expect(await r.call("/tfplugin6.Provider/GetProviderSchema")).toEqual(bytes(PROVIDER_METHODS.indexOf("GetProviderSchema")));
    expect(r.loads()).toBe(1);
  });

  it("have no route for a method they do not serve, which the transport answers UNIMPLEMENTED", () => {
    const r = routesWith();
    expect(r.routes.has("/plugin.GRPCStdio/StreamStdio")).toBe(false);
    expect(r.routes.has("/tfplugin6.Provider/MoveResourceState")).toBe(false);
    expect([...r.routes.keys()].filter((path) => path.startsWith("/tfplugin6.Provider/"))).toHaveLength(PROVIDER_METHODS.length);
  });
});
