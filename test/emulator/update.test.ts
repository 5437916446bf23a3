// Update rules observed on the real application (notes, "Password" and "Empty values on
// update"), over HTTP.
import { describe, expect, it } from "vitest";
import { call, emulator } from "./helpers";

async function withPassword() {
  const emu = await emulator();
  const c = await call(emu, "POST", "/api/v1/websites", { form: { domain: "pw.example.com", privacy: "2", password: "secret" } });
  expect(c.body.data.password).toBe(true);
  const put = (form: Record<string, string>) => call(emu, "PUT", `/api/v1/websites/${c.body.data.id}`, { form });
  const stored = () => emu.store.get("test-key", c.body.data.id)?.password;
  return { emu, put, stored };
}

describe("update: passwords", () => {
  it.each<Record<string, string>>([{ privacy: "0" }, { privacy: "1" }, {}])("an empty password clears the stored one with %j", async (privacy) => {
    const { put, stored } = await withPassword();
    const r = await put({ ...privacy, password: "" });
    expect(r.status).toBe(200);
    expect(r.body.data.password).toBe(false);
    expect(stored()).toBeNull();
  });

  it("privacy 2 with an empty password is 422 with both messages", async () => {
    const { put, stored } = await withPassword();
    const r = await put({ privacy: "2", password: "" });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: { password: ["The password field must be a string.", "The password field must be at least 1 characters."] },
      status: 422,
    });
    expect(stored()).toBe("secret");
  });

  it("switching privacy to 0 or 1 without a password keeps it", async () => {
    const { put, stored } = await withPassword();
    const r = await put({ privacy: "0" });
    expect(r.body.data).toMatchObject({ privacy: "0", password: true });
    expect((await put({ privacy: "1" })).body.data.password).toBe(true);
    expect(stored()).toBe("secret");
  });

  it("a new password replaces the old one and switching to 2 needs none", async () => {
    const { put, stored } = await withPassword();
    expect((await put({ password: "other" })).status).toBe(200);
    expect(stored()).toBe("other");
    expect((await put({ privacy: "0" })).status).toBe(200);
    expect((await put({ privacy: "2" })).body.data).toMatchObject({ privacy: "2", password: true });
  });
});

describe("update: empty values", () => {
  it("privacy= is 422 The privacy field is required.", async () => {
    const { put } = await withPassword();
    const r = await put({ privacy: "" });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message: { privacy: ["The privacy field is required."] }, status: 422 });
  });

  it("exclude_bots= is 422 The exclude bots field must be an integer.", async () => {
    const { put, emu } = await withPassword();
    const r = await put({ exclude_bots: "" });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message: { exclude_bots: ["The exclude bots field must be an integer."] }, status: 422 });
    expect(emu.store.get("test-key", 1)?.exclude_bots).toBe(1);
  });
});
