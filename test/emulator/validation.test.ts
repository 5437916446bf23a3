import { describe, expect, it } from "vitest";
import { call, emulator } from "./helpers";

const create = (emu: { url: string }, form: Record<string, string>, key = "test-key") => call(emu, "POST", "/api/v1/websites", { form, key });

describe("create validation (422 with field messages under `message`)", () => {
  it("requires a domain", async () => {
    const emu = await emulator();
    const r = await create(emu, {});
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message: { domain: ["The domain field is required."] }, status: 422 });
    expect(Object.keys(r.body)).toEqual(["message", "status"]);
  });

  it("canonicalises the domain before validating and storing it", async () => {
    const emu = await emulator();
    const r = await create(emu, { domain: "HTTPS://WWW.Example.COM" });
    expect(r.body.data.domain).toBe("example.com");
    const again = await create(emu, { domain: "http://example.com" });
    expect(again.body).toEqual({ message: { domain: ["The domain has already been taken."] }, status: 422 });
    expect(emu.store.list("test-key").map((w) => w.domain)).toEqual(["example.com"]);
  });

  it("keeps domains unique across all accounts", async () => {
    const emu = await emulator({ apiKeys: ["a", "b"] });
    expect((await create(emu, { domain: "shared.com" }, "a")).status).toBe(201);
    const r = await create(emu, { domain: "www.shared.com" }, "b");
    expect(r.status).toBe(422);
    expect(r.body.message.domain).toEqual(["The domain has already been taken."]);
  });

  it("gets Invalid domain name. for a domain that is not a string (JSON number)", async () => {
    const emu = await emulator();
    const r = await call(emu, "POST", "/api/v1/websites", { json: { domain: 12345 } });
    expect(r.status).toBe(422);
    expect(r.body.message).toEqual({ domain: ["Invalid domain name."] });
  });

  it("rejects a create once the plan's website limit is reached", async () => {
    const emu = await emulator({ websiteLimit: 2 });
    expect((await create(emu, { domain: "one.com" })).status).toBe(201);
    expect((await create(emu, { domain: "two.com" })).status).toBe(201);
    const r = await create(emu, { domain: "three.com" });
    expect(r.status).toBe(422);
    expect(r.body.message.domain).toEqual(["You created too many websites."]);
    // Every failing rule of the field, in order.
    expect((await create(emu, { domain: "www.one.com" })).body.message.domain).toEqual([
      "The domain has already been taken.",
      "You created too many websites.",
    ]);
    expect((await create(emu, { domain: "localhost" })).body.message.domain).toEqual(["Invalid domain name.", "You created too many websites."]);
    // A missing domain stops at required.
    expect((await create(emu, {})).body.message.domain).toEqual(["The domain field is required."]);
  });

  it("checks privacy is an integer between 0 and 2", async () => {
    const emu = await emulator();
    expect((await create(emu, { domain: "p.com", privacy: "3" })).body.message).toEqual({
      privacy: ["The privacy field must be between 0 and 2."],
    });
    expect((await create(emu, { domain: "p.com", privacy: "x" })).body.message).toEqual({
      privacy: ["The privacy field must be an integer."],
    });
  });

  it("requires a password when privacy is 2, with no condition in the message", async () => {
    const emu = await emulator();
    for (const form of [{ privacy: "2" }, { privacy: "2", password: "" }] as Record<string, string>[]) {
      const r = await create(emu, { domain: "p.com", ...form });
      expect(r.status).toBe(422);
      expect(r.body.message).toEqual({ password: ["The password field is required."] });
    }
    expect((await call(emu, "POST", "/api/v1/websites", { json: { domain: "p.com", privacy: 2 } })).body.message).toEqual({
      password: ["The password field is required."],
    });
    expect((await create(emu, { domain: "p.com", privacy: "1", password: "" })).status).toBe(201);
  });

  it("stores exclude_bots sent empty on create as null, left out as 1", async () => {
    const emu = await emulator();
    const empty = await create(emu, { domain: "empty-bots.com", exclude_bots: "" });
    expect(empty.status).toBe(201);
    expect(emu.store.get("test-key", empty.body.data.id)?.exclude_bots).toBeNull();
    expect((await call(emu, "GET", `/api/v1/websites/${empty.body.data.id}`)).body.data.exclude_bots).toBeNull();
    const left = await create(emu, { domain: "left-bots.com" });
    expect((await call(emu, "GET", `/api/v1/websites/${left.body.data.id}`)).body.data.exclude_bots).toBe(1);
  });

  it("limits the password to 128 characters", async () => {
    const emu = await emulator();
    const r = await create(emu, { domain: "p.com", privacy: "2", password: "x".repeat(129) });
    expect(r.body.message).toEqual({ password: ["The password field must not be greater than 128 characters."] });
    expect((await create(emu, { domain: "p.com", privacy: "2", password: "x".repeat(128) })).status).toBe(201);
  });

  it("checks exclude_bots is 0 or 1 and email an integer", async () => {
    const emu = await emulator();
    const r = await create(emu, { domain: "p.com", exclude_bots: "2", email: "yes" });
    expect(r.body.message).toEqual({
      email: ["The email field must be an integer."],
      exclude_bots: ["The exclude bots field must be between 0 and 1."],
    });
  });

  it("checks exclude_ips and exclude_params are text", async () => {
    const emu = await emulator();
    const r = await call(emu, "POST", "/api/v1/websites", { json: { domain: "p.com", exclude_ips: 5, exclude_params: ["a"] } });
    expect(r.body.message).toEqual({
      exclude_ips: ["The exclude ips field must be a string."],
      exclude_params: ["The exclude params field must be a string."],
    });
  });

  it("reports every failing field at once and stores nothing", async () => {
    const emu = await emulator();
    const r = await create(emu, { privacy: "9", exclude_bots: "-1" });
    expect(Object.keys(r.body.message)).toEqual(["domain", "privacy", "exclude_bots"]);
    expect(emu.store.size()).toBe(0);
  });

  it("validates update fields too, with a 422 before the id lookup", async () => {
    const emu = await emulator();
    const c = await create(emu, { domain: "u.com" });
    const r = await call(emu, "PUT", `/api/v1/websites/${c.body.data.id}`, { form: { privacy: "5" } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message: { privacy: ["The privacy field must be between 0 and 2."] }, status: 422 });
    const missing = await call(emu, "PUT", "/api/v1/websites/999", { form: { exclude_bots: "7" } });
    expect(missing.status).toBe(422);
  });
});
