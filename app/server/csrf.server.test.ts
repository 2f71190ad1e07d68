import { describe, expect, it } from "vitest";
import { createCsrfToken, readCsrfCookie, verifyCsrf, verifyOrigin } from "./csrf.server";

function post(headers: Record<string, string>) {
  return new Request("http://localhost:3000/contact", { method: "POST", headers });
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("CSRF double submit", () => {
  const token = createCsrfToken();

  it("creates distinct well-formed tokens", () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCsrfToken()).not.toBe(token);
  });

  it("reads only a well-formed cookie", () => {
    expect(readCsrfCookie(`a=1; noema_csrf=${token}`)).toBe(token);
    expect(readCsrfCookie("noema_csrf=short")).toBeUndefined();
    expect(readCsrfCookie(undefined)).toBeUndefined();
  });

  it("accepts a field equal to the cookie and rejects anything else", () => {
    expect(verifyCsrf(post({ cookie: `noema_csrf=${token}` }), form({ csrf: token }))).toBe(true);
    expect(verifyCsrf(post({ cookie: `noema_csrf=${token}` }), form({ csrf: createCsrfToken() }))).toBe(false);
    expect(verifyCsrf(post({}), form({ csrf: token }))).toBe(false);
    expect(verifyCsrf(post({ cookie: `noema_csrf=${token}` }), form({}))).toBe(false);
  });
});

describe("verifyOrigin", () => {
  it("accepts this site's origin or referer", () => {
    expect(verifyOrigin(post({ origin: "http://localhost:3000" }))).toBe(true);
    expect(verifyOrigin(post({ referer: "http://localhost:3000/contact" }))).toBe(true);
  });

  it("rejects a foreign or missing origin", () => {
    expect(verifyOrigin(post({ origin: "https://evil.example" }))).toBe(false);
    expect(verifyOrigin(post({ referer: "https://evil.example/page" }))).toBe(false);
    expect(verifyOrigin(post({}))).toBe(false);
  });
});
