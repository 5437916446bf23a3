// The resource calls other than plan through the protocol layer's ProviderServer, on the toy
// provider: apply, read, import, state upgrades, sensitive values in logs and StopProvider.
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { decodeMsgpackValue, encodeMsgpack, objectType } from "../../src/tfplugin/protocol/codec";
import { JsonLogger } from "../../src/tfplugin/framework/log";
import { ProviderServer } from "../../src/tfplugin/protocol/services/provider-server";
import { Unknown, type Provider, type Schema, type TfObject, type TfType, type TfValue } from "../../src/tfplugin/framework/types";
import { toyEvents, toyProvider } from "./fixtures/toy-provider";
import { dv, full, silent, thingType } from "./toy-thing";

const dv2 = (t: TfType, v: TfValue) => ({ msgpack: encodeMsgpack(t, v) });

describe("apply, read, import, upgrade", () => {
  async function configured(provider: Provider<unknown> = toyProvider as Provider<unknown>) {
    const server = new ProviderServer(provider, silent);
    const file = `${require("node:os").tmpdir()}/toy-${process.pid}-${Math.random()}.json`;
    const res = await server.configureProvider({ config: { msgpack: encodeMsgpack(objectType(toyProvider.schema), { file }) } });
    expect(res.diagnostics).toEqual([]);
    return server;
  }

  it("creates, reads, updates and deletes", async () => {
    const server = await configured();
    const planned = full({ id: new Unknown(), name: "a", size: 1, revision: new Unknown() });
    const created = await server.applyResourceChange({
      typeName: "toy_thing",
      priorState: dv(null),
      plannedState: dv(planned),
      config: dv(full({ name: "a" })),
    });
    expect(created.diagnostics).toEqual([]);
    const state = decodeMsgpackValue(thingType, created.newState!.msgpack!) as TfObject;
    expect(state).toEqual(full({ id: "1", name: "a", size: 1, revision: 1 }));
    const read = await server.readResource({ typeName: "toy_thing", currentState: dv(state) });
    expect(decodeMsgpackValue(thingType, read.newState!.msgpack!)).toEqual(state);
    const deleted = await server.applyResourceChange({ typeName: "toy_thing", priorState: dv(state), plannedState: dv(null), config: dv(null) });
    expect(Buffer.from(deleted.newState!.msgpack!).toString("hex")).toBe("c0");
    const gone = await server.readResource({ typeName: "toy_thing", currentState: dv(state) });
    expect(Buffer.from(gone.newState!.msgpack!).toString("hex")).toBe("c0");
  });

  it("answers a read or a plan that finds the state as it was with the very bytes Terraform sent, and encodes one that does not", async () => {
    const schema = {
      version: 0,
      description: "a note",
      attributes: {
        id: { type: "string", description: "id", computed: true },
        name: { type: "string", description: "name", required: true },
        tags: { type: ["set", "string"], description: "tags", optional: true },
        count: { type: "number", description: "count", optional: true },
      },
    } as const satisfies Schema;
    const stored = new Map<string, TfObject>();
    const notes: Provider<null> = {
      typeName: "note",
      version: "0.0.0",
      schema: { version: 0, description: "notes", attributes: {} },
      configure: async () => null,
      dataSources: {},
      resources: {
        note_thing: {
          schema,
          create: async (plan) => ({ ...plan, id: "1" }),
          read: async (state) => stored.get(state.id as string) ?? state,
          update: async (plan) => plan,
          delete: async () => undefined,
        },
      },
    };
    const noteType = objectType(schema);
    const server = new ProviderServer(notes, silent);
    await server.configureProvider({ config: { msgpack: encodeMsgpack(objectType(notes.schema), {}) } });
    const state: TfObject = { id: "1", name: "a", tags: ["x", "y"], count: null };
    const sent = { msgpack: encodeMsgpack(noteType, state) };
    const read = await server.readResource({ typeName: "note_thing", currentState: sent });
    expect(read.newState!.msgpack).toBe(sent.msgpack);
    const unchanged = await server.planResourceChange({
      typeName: "note_thing",
      priorState: sent,
      proposedNewState: sent,
      config: dv2(noteType, { ...state, id: null }),
    });
    expect(unchanged.plannedState!.msgpack).toBe(sent.msgpack);

    stored.set("1", { ...state, tags: ["y", "x"] }); // the same set
    expect((await server.readResource({ typeName: "note_thing", currentState: sent })).newState!.msgpack).toBe(sent.msgpack);
    stored.set("1", { ...state, name: "changed elsewhere" });
    const drifted = await server.readResource({ typeName: "note_thing", currentState: sent });
    expect(drifted.newState!.msgpack).not.toBe(sent.msgpack);
    expect(decodeMsgpackValue(noteType, drifted.newState!.msgpack!)).toMatchObject({ name: "changed elsewhere" });

    // Terraform sends a whole number as a msgpack integer, which it decodes at 64 bits: a state
    // with a number set is answered as the codec writes numbers, at full precision, never
    // with the bytes it came in.
    const counted = { ...state, count: 1 };
    stored.set("1", counted);
    const ours = Buffer.from(encodeMsgpack(noteType, counted));
    const asString = Buffer.concat([Buffer.of(0xa5), Buffer.from("count"), Buffer.of(0xa1), Buffer.from("1")]);
    const at = ours.indexOf(asString);
    expect(at).toBeGreaterThanOrEqual(0);
    const fromTerraform = { msgpack: Buffer.concat([ours.subarray(0, at + 6), Buffer.of(0x01), ours.subarray(at + asString.length)]) };
    expect(decodeMsgpackValue(noteType, fromTerraform.msgpack)).toEqual(counted);
    const numberRead = await server.readResource({ typeName: "note_thing", currentState: fromTerraform });
    expect(Buffer.from(numberRead.newState!.msgpack!).equals(ours)).toBe(true);
    const numberPlan = await server.planResourceChange({
      typeName: "note_thing",
      priorState: fromTerraform,
      proposedNewState: fromTerraform,
      config: dv2(noteType, { ...counted, id: null }),
    });
    expect(Buffer.from(numberPlan.plannedState!.msgpack!).equals(ours)).toBe(true);
  });

  it("turns handler exceptions into diagnostics and rejects unknowns in results", async () => {
    const server = await configured();
    const res = await server.applyResourceChange({
      typeName: "toy_thing",
      priorState: dv(null),
      plannedState: dv(full({ name: "boom", size: 1 })),
      config: dv(full({ name: "boom" })),
    });
    expect(res.diagnostics![0]).toMatchObject({ severity: 1 });
    expect(res.diagnostics![0]!.detail).toContain("kaboom");
  });

  it("refuses resource calls before configuration", async () => {
    const server = new ProviderServer(toyProvider, silent);
    const res = await server.readResource({ typeName: "toy_thing", currentState: dv(full({ id: "1", name: "a" })) });
    expect(res.diagnostics![0]!.summary).toBe("Provider not configured");
  });

  it("imports a partial state filled with nulls", async () => {
    const server = await configured();
    await server.applyResourceChange({
      typeName: "toy_thing",
      priorState: dv(null),
      plannedState: dv(full({ name: "a", size: 1 })),
      config: dv(full({ name: "a" })),
    });
    const res = await server.importResourceState({ typeName: "toy_thing", id: "1" });
    expect(res.importedResources).toHaveLength(1);
    expect(res.importedResources![0]!.typeName).toBe("toy_thing");
    expect(decodeMsgpackValue(thingType, res.importedResources![0]!.state!.msgpack!)).toEqual(full({ id: "1" }));
  });

  it("upgrades JSON state to the current schema", async () => {
    const server = new ProviderServer(toyProvider, silent);
    const json = new TextEncoder().encode(JSON.stringify({ id: "1", name: "a", size: 2, old_attr: "x" }));
    const res = await server.upgradeResourceState({ typeName: "toy_thing", version: 1, rawState: { json } });
    expect(res.diagnostics).toEqual([]);
    expect(decodeMsgpackValue(thingType, res.upgradedState!.msgpack!)).toEqual(full({ id: "1", name: "a", size: 2 }));
    const newer = await server.upgradeResourceState({ typeName: "toy_thing", version: 9, rawState: { json } });
    expect(newer.diagnostics![0]!.summary).toContain("newer provider");
  });

  it("sends state of the current version that fits the schema back as the same JSON", async () => {
    const server = new ProviderServer(toyProvider, silent);
    const upgrade = (state: object) =>
      server.upgradeResourceState({ typeName: "toy_thing", version: 1, rawState: { json: new TextEncoder().encode(JSON.stringify(state)) } });
    const fits = { id: "1", name: "a", size: 2, secret: "pw-stored-json-1", tags: ["x", null], revision: null };
    const res = await upgrade(fits);
    expect(res.diagnostics).toEqual([]);
    expect(res.upgradedState!.msgpack ?? null).toBeNull();
    expect(JSON.parse(new TextDecoder().decode(res.upgradedState!.json!))).toEqual(fits);
    // the secret inside it is masked in logs all the same
    const { redact } = await import("../../src/tfplugin/framework/log");
    expect(redact("pw-stored-json-1")).toBe("***");
    // what Terraform would read differently from the codec goes through the codec
    for (const unlike of [
      { ...fits, size: "2" },
      { ...fits, size: 0.5 },
      { ...fits, size: 2 ** 60 },
      { id: "1", other: 1 },
    ]) {
      const decoded = await upgrade(unlike);
      expect(decoded.upgradedState!.json ?? null).toBeNull();
      expect(decoded.upgradedState!.msgpack).toBeDefined();
    }
    expect((await upgrade({ ...fits, tags: "x" })).diagnostics![0]!.detail).toContain("tags: a list is required");
  });

  it("calls upgradeState for older versions", async () => {
    const provider = {
      ...toyProvider,
      resources: {
        toy_thing: {
          ...toyProvider.resources.toy_thing!,
          upgradeState: (version: number, state: { [k: string]: unknown }) => ({ id: String(state.ident), name: `v${version}` }),
        },
      },
    } as Provider<unknown>;
    const server = new ProviderServer(provider, silent);
    const res = await server.upgradeResourceState({ typeName: "toy_thing", version: 0, rawState: { json: new TextEncoder().encode('{"ident":5}') } });
    expect(decodeMsgpackValue(thingType, res.upgradedState!.msgpack!)).toEqual(full({ id: "5", name: "v0" }));
  });

  it("masks sensitive attribute values even when a handler logs them", async () => {
    const lines: string[] = [];
    const server = new ProviderServer(toyProvider, new JsonLogger("provider", "trace", { write: (l) => lines.push(l) }));
    const file = `${require("node:os").tmpdir()}/toy-${process.pid}-${Math.random()}.json`;
    await server.configureProvider({ config: { msgpack: encodeMsgpack(objectType(toyProvider.schema), { file }) } });
    await server.applyResourceChange({
      typeName: "toy_thing",
      priorState: dv(null),
      plannedState: dv(full({ name: "a", size: 1, secret: "pw-sensitive-1" })),
      config: dv(full({ name: "a" })),
    });
    expect(lines.some((l) => l.includes("created thing"))).toBe(true);
    expect(lines.join("")).not.toContain("pw-sensitive-1");
  });

  it("StopProvider aborts in-flight handlers", async () => {
    const server = await configured();
    const started = once(toyEvents, "slow-started");
    const pending = server.applyResourceChange({
      typeName: "toy_thing",
      priorState: dv(null),
      plannedState: dv(full({ name: "slow", size: 1 })),
      config: dv(full({ name: "slow" })),
    });
    await started;
    await server.stopProvider();
    const res = await pending;
    expect(res.diagnostics![0]!.summary).toBe("Operation cancelled");
  });

  it("lets more than ten waits listen on the signal all calls share, without Node's leak warning", async () => {
    // as the API client does for each request in flight: 49 list pages at once for 5,000 websites
    const thing = toyProvider.resources.toy_thing!;
    const provider = {
      ...toyProvider,
      resources: {
        toy_thing: {
          ...thing,
          read: async (state: TfObject, ctx: Parameters<typeof thing.read>[1]) => {
            const listeners = Array.from({ length: 20 }, () => () => undefined);
            for (const listener of listeners) ctx.signal.addEventListener("abort", listener);
            for (const listener of listeners) ctx.signal.removeEventListener("abort", listener);
            return state;
          },
        },
      },
    } as Provider<unknown>;
    const server = await configured(provider);
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const res = await server.readResource({ typeName: "toy_thing", currentState: dv(full({ id: "1", name: "a", size: 1 })) });
      expect(res.diagnostics).toEqual([]);
      // Node emits its warnings on the next tick
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning").map((w) => w.message)).toEqual([]);
  });
});
