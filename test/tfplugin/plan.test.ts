// PlanResourceChange and resource validation through the protocol layer's ProviderServer, on
// the toy provider's toy_thing resource.
import { describe, expect, it } from "vitest";
import { decodeMsgpackValue, encodeMsgpack, objectType } from "../../src/tfplugin/protocol/codec";
import { ProviderServer } from "../../src/tfplugin/protocol/services/provider-server";
import { Unknown, type ModifyPlanRequest, type Provider, type TfObject } from "../../src/tfplugin/framework/types";
import { oneOf } from "../../src/tfplugin/framework/validators";
import { toyProvider } from "./fixtures/toy-provider";
import { dv, full, silent, thingSchema, thingType } from "./toy-thing";

async function plan(prior: TfObject | null, config: TfObject | null, proposed?: TfObject | null) {
  const server = new ProviderServer(toyProvider, silent);
  const res = await server.planResourceChange({
    typeName: "toy_thing",
    priorState: dv(prior),
    config: dv(config),
    proposedNewState: dv(proposed === undefined ? config : proposed),
  });
  return {
    res,
    planned: decodeMsgpackValue(thingType, res.plannedState!.msgpack!) as TfObject | null,
    replace: (res.requiresReplace ?? []).map((p) => p.steps!.map((s) => s.attributeName)),
  };
}

describe("PlanResourceChange", () => {
  it("on create applies defaults and marks computed attributes unknown", async () => {
    const { planned, replace, res } = await plan(null, full({ name: "a" }));
    expect(res.diagnostics).toEqual([]);
    expect(planned!.size).toBe(1);
    expect(planned!.id).toBeInstanceOf(Unknown);
    expect(planned!.revision).toBeInstanceOf(Unknown);
    expect(planned!.secret).toBeNull();
    expect(replace).toEqual([]);
  });

  it("keeps prior computed values when nothing changed", async () => {
    const prior = full({ id: "1", name: "a", size: 1, revision: 3 });
    const { planned, replace } = await plan(prior, full({ name: "a" }), { ...prior });
    expect(planned).toEqual(prior);
    expect(replace).toEqual([]);
  });

  it("on update marks computed unknown, but useStateForUnknown keeps the id", async () => {
    const prior = full({ id: "1", name: "a", size: 1, revision: 3 });
    const config = full({ name: "a", size: 5 });
    const { planned, replace } = await plan(prior, config, { ...prior, size: 5 });
    expect(planned!.size).toBe(5);
    expect(planned!.id).toBe("1");
    expect(planned!.revision).toBeInstanceOf(Unknown);
    expect(replace).toEqual([]);
  });

  it("applies the default again when the configuration drops the attribute", async () => {
    const prior = full({ id: "1", name: "a", size: 7, revision: 3 });
    const { planned } = await plan(prior, full({ name: "a" }), { ...prior });
    expect(planned!.size).toBe(1);
  });

  it("requiresReplace reports the changed attribute", async () => {
    const prior = full({ id: "1", name: "a", size: 1, revision: 3 });
    const { planned, replace } = await plan(prior, full({ name: "b" }), { ...prior, name: "b" });
    expect(replace).toEqual([["name"]]);
    expect(planned!.name).toBe("b");
  });

  it("passes unknowns from configuration through with their raw bytes", async () => {
    const refined = Uint8Array.of(0xc7, 0x03, 0x0c, 0x81, 0x01, 0xc3);
    const config = full({ name: new Unknown(refined) });
    const { planned } = await plan(null, config);
    expect((planned!.name as Unknown).raw).toEqual(refined);
  });

  it("plans null on destroy", async () => {
    const { planned } = await plan(full({ id: "1", name: "a", size: 1, revision: 1 }), null, null);
    expect(planned).toBeNull();
  });

  it("runs modifyPlan and never stores write-only attributes", async () => {
    const provider = {
      ...toyProvider,
      resources: {
        toy_thing: {
          ...toyProvider.resources.toy_thing!,
          schema: {
            ...thingSchema,
            attributes: { ...thingSchema.attributes, pw: { type: "string", optional: true, writeOnly: true, description: "" } },
          },
          modifyPlan(req: ModifyPlanRequest) {
            req.plan.secret = "from-modify";
            req.requiresReplace.push(["tags"]);
          },
        },
      },
    } as Provider<unknown>;
    const t = objectType(provider.resources.toy_thing!.schema);
    const server = new ProviderServer(provider, silent);
    await server.configureProvider({
      config: { msgpack: encodeMsgpack(objectType(provider.schema), {}) },
      clientCapabilities: { writeOnlyAttributesAllowed: true },
    });
    const config = { ...full({ name: "a" }), pw: "hunter2" };
    const res = await server.planResourceChange({
      typeName: "toy_thing",
      priorState: { msgpack: encodeMsgpack(t, null) },
      config: { msgpack: encodeMsgpack(t, config) },
      proposedNewState: { msgpack: encodeMsgpack(t, config) },
    });
    const planned = decodeMsgpackValue(t, res.plannedState!.msgpack!) as TfObject;
    expect(planned.pw).toBeNull();
    expect(planned.secret).toBe("from-modify");
    expect(res.requiresReplace).toHaveLength(1);
  });
});

describe("validation", () => {
  it("runs validators with the path attached and skips unknowns", async () => {
    const server = new ProviderServer(toyProvider, silent);
    const bad = await server.validateResourceConfig({ typeName: "toy_thing", config: dv(full({ name: "x".repeat(30) })) });
    expect(bad.diagnostics).toHaveLength(1);
    expect(bad.diagnostics![0]).toMatchObject({ severity: 1, attribute: { steps: [{ attributeName: "name" }] } });
    const unknown = await server.validateResourceConfig({ typeName: "toy_thing", config: dv(full({ name: new Unknown() })) });
    expect(unknown.diagnostics).toEqual([]);
    const wrong = await server.validateResourceConfig({ typeName: "nope", config: dv(null) });
    expect(wrong.diagnostics![0]!.summary).toBe("Unknown resource type");
  });

  it("oneOf explains the allowed values", () => {
    expect(oneOf("a", "b").validate("c", { path: ["x"], config: {} })[0]!.detail).toContain('"a", "b"');
  });
});
