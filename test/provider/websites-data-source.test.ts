// The phpanalytics_websites data source in-process against the emulator: `search` keeps its
// documented meaning, "domain contains this text", though the server matches it with LIKE.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";
import { decodeMsgpackValue, encodeMsgpack, fillObject, objectType } from "../../src/tfplugin/protocol/codec";
import type { TfObject } from "../../src/tfplugin/framework/types";
import { InProcessProvider } from "./server-harness";

const KEY = "websites-ds-key";
let emulator: EmulatorHandle;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
  for (const domain of ["my_site.example.com", "myxsite.example.com", "100%.example.com", "1000.example.com"]) {
    emulator.store.create(KEY, { domain });
  }
});
afterAll(() => emulator?.close());

async function search(p: InProcessProvider, text: string): Promise<string[]> {
  const schema = p.server.provider.dataSources["phpanalytics_websites"]!.schema;
  const type = objectType(schema);
  const response = await p.server.readDataSource({
    typeName: "phpanalytics_websites",
    config: { msgpack: encodeMsgpack(type, fillObject(schema, { search: text })) },
  });
  expect(response.diagnostics ?? []).toEqual([]);
  const state = decodeMsgpackValue(type, response.state!.msgpack!) as TfObject;
  return (state.websites as TfObject[]).map((w) => String(w.domain)).sort();
}

describe("phpanalytics_websites", () => {
  it("finds the domains that contain the search text as written, not as a LIKE pattern", async () => {
    const p = new InProcessProvider();
    expect(await p.configure({ base_url: emulator.url, api_key: KEY, requests_per_minute: 0 })).toEqual([]);
    expect(await search(p, "my_site")).toEqual(["my_site.example.com"]);
    expect(await search(p, "100%")).toEqual(["100%.example.com"]);
    expect(await search(p, "site")).toEqual(["my_site.example.com", "myxsite.example.com"]);
  });
});
