// The shared table of the real server's domain handling (test/cases/domains.ts), against the
// emulator over HTTP: accepted inputs are created and stored in canonical form; rejected
// inputs get 422 with exactly the server's messages.
import { describe, expect, it } from "vitest";
import { ACCEPTED_DOMAINS, NON_IDEMPOTENT_DOMAINS, REJECTED_DOMAINS } from "../cases/domains";
import { call, emulator } from "./helpers";

describe("domains from the shared table", () => {
  it.each(ACCEPTED_DOMAINS)("creates $input as $canonical", async ({ input, canonical }) => {
    const emu = await emulator();
    const created = await call(emu, "POST", "/api/v1/websites", { form: { domain: input } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.domain).toBe(canonical);
    const read = await call(emu, "GET", `/api/v1/websites/${created.body.data.id}`);
    expect(read.body.data.domain).toBe(canonical);
    // Sent again in any spelling with the same canonical form, it is taken.
    const again = await call(emu, "POST", "/api/v1/websites", { json: { domain: canonical } });
    expect(again.body.message).toEqual({ domain: ["The domain has already been taken."] });
  });

  it.each(NON_IDEMPOTENT_DOMAINS)("makes $input canonical once: $canonical, which leaves $twice free", async ({ input, canonical, twice }) => {
    const emu = await emulator();
    const created = await call(emu, "POST", "/api/v1/websites", { form: { domain: input } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.domain).toBe(canonical);
    expect((await call(emu, "POST", "/api/v1/websites", { form: { domain: twice } })).status).toBe(201);
  });

  it.each(REJECTED_DOMAINS)("rejects $input with its messages", async ({ input, errors }) => {
    const emu = await emulator();
    const r = await call(emu, "POST", "/api/v1/websites", { form: { domain: input } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message: { domain: errors }, status: 422 });
    expect(emu.store.size()).toBe(0);
  });
});
