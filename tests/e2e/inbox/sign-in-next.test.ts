import { describe, expect, inject, it } from "vitest";
import { createStaffAccount, staffClient } from "#tests/staff.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");

// A crafted `next` must never cost a signed-in partner their session or reach a response header.
describe("sign-in with a hostile next", () => {
  it.each([
    ["CR/LF header injection", "/inbox?\r\nX-Injected: 1", "/inbox"],
    ["another origin", "//evil.example/inbox", "/inbox"],
    ["a same-origin inbox path", "/inbox/applications?sort=revenue", "/inbox/applications?sort=revenue"],
  ])("%s: signs in and redirects within the inbox", async (_, next, expected) => {
    const account = createStaffAccount(dataDir, "member");
    const client = await staffClient(baseURL);
    const response = await client.post("/inbox/sign-in", { email: account.email, password: account.password, next });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(expected);
    expect(response.headers.get("x-injected")).toBeNull();
    expect(response.headers.getSetCookie().some((line) => line.startsWith("noema_staff_session="))).toBe(true);
  });
});
