// nodefloorwork (bench/nodefloor/work-handlers.ts) judges the plans as the floor of a provider
// that does a plan's required work, so it must do that work, and no more: answer as
// nodefloorprotobuf does, reading each request and writing each answer once; list the
// account once, on the first read; decode each configuration it validates, each state it
// reads and each proposal that differs from the prior state, and nothing else.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Handler } from "../../bench/nodefloor/handlers";
import type { ListedWebsite } from "../../bench/nodefloor/undici-listing";
import type { drift as Drift, workHandlers as WorkHandlers } from "../../bench/nodefloor/work-handlers";
import { cases, codecCalls, P, stored, text, website } from "./nodefloor-cases";

let protobuf: Record<string, Handler>;
let workHandlers: typeof WorkHandlers;
let drift: typeof Drift;

beforeAll(async () => {
  // esbuild's `define` fills these in the bench's builds (bench/nodefloor.mjs)
  Object.assign(globalThis, { NODEFLOOR_SCHEMA: "", NODEFLOOR_METADATA: "" });
  protobuf = (await import("../../bench/nodefloor/protobuf-handlers")).protobufHandlers;
  ({ workHandlers, drift } = await import("../../bench/nodefloor/work-handlers"));
});

/** The account of the cases' website: id 7, a.example. */
const account = (domain = "a.example") => vi.fn(async () => new Map<number, ListedWebsite>([[7, { id: 7, domain }]]));
/** Not msgpack: 0xc1 is the one byte msgpack never uses. */
const NOT_MSGPACK = Uint8Array.of(0xc1);

describe("nodefloorwork answers as nodefloorprotobuf does", () => {
  it.each(Object.entries(cases))("%s", async (_name, { method, request, fields }) => {
    const expected = fields(await protobuf[method]!(request));
    const { result, decodes, encodes } = await codecCalls(method, () => workHandlers(account())[method]!(request));
    expect(fields(result)).toEqual(expected);
    expect([decodes, encodes]).toEqual([1, 1]);
  });

  it("answers every method nodefloorprotobuf answers", () => {
    expect(Object.keys(workHandlers(account())).sort()).toEqual(Object.keys(protobuf).sort());
  });
});

describe("nodefloorwork does a plan's work", () => {
  const read = (state: Uint8Array) => P.ReadResource.Request.encode({ typeName: "t", currentState: { msgpack: state } }).finish();

  it("lists the account once, on the first read, and not before", async () => {
    const list = account();
    const handlers = workHandlers(list);
    await handlers.ValidateResourceConfig!(P.ValidateResourceConfig.Request.encode({ typeName: "t", config: { msgpack: stored } }).finish());
    expect(list).not.toHaveBeenCalled();
    await Promise.all([handlers.ReadResource!(read(stored)), handlers.ReadResource!(read(stored))]);
    await handlers.ReadResource!(read(stored));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("compares each state it reads with the website listed under its id", async () => {
    const before = drift.count;
    await workHandlers(account()).ReadResource!(read(stored));
    expect(drift.count).toBe(before);
    await workHandlers(account("b.example")).ReadResource!(read(stored));
    await workHandlers(account()).ReadResource!(read(website(text("8"), text("public"))));
    expect(drift.count).toBe(before + 2);
  });

  it("fails a read when the listing fails", async () => {
    const failing = vi.fn(async () => Promise.reject(new Error("the reads floor: GET /api/v1/websites page 1 answered HTTP 500")));
    await expect(workHandlers(failing).ReadResource!(read(stored))).rejects.toThrow("HTTP 500");
  });

  it("decodes each configuration, state and changed proposal, which a malformed one shows", async () => {
    const handlers = workHandlers(account());
    await expect(
      handlers.ValidateResourceConfig!(P.ValidateResourceConfig.Request.encode({ typeName: "t", config: { msgpack: NOT_MSGPACK } }).finish()),
    ).rejects.toThrow();
    await expect(handlers.ReadResource!(read(NOT_MSGPACK))).rejects.toThrow();
    const plan = (proposed: Uint8Array, prior: Uint8Array) =>
      P.PlanResourceChange.Request.encode({
        typeName: "t",
        priorState: { msgpack: prior },
        proposedNewState: { msgpack: proposed },
        config: { msgpack: stored },
      }).finish();
    await expect(handlers.PlanResourceChange!(plan(NOT_MSGPACK, stored))).rejects.toThrow();
    // the proposal is the prior state byte for byte: nothing to plan, nothing decoded
    await expect(handlers.PlanResourceChange!(plan(NOT_MSGPACK, NOT_MSGPACK))).resolves.toBeInstanceOf(Uint8Array);
  });
});
