import { describe, expect, it } from "vitest";
import { allowedActionOrigins, createCsrfToken, readCsrfCookie, verifyCsrf, verifyOrigin } from "./csrf.server";
import { TEST_SITE_URL, applyTestEnv } from "#tests/env";

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
    expect(token).toMatch(/^[\w-]{43}$/);
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

describe("behind a proxy that rewrites Host", () => {
  it("accepts SITE_URL's origin on a request addressed to the upstream, as React Router is told to", () => {
    applyTestEnv();
    const upstream = new Request("http://127.0.0.1:3000/contact", {
      method: "POST",
      headers: { origin: TEST_SITE_URL },
    });
    expect(verifyOrigin(upstream)).toBe(true);
    expect(allowedActionOrigins()).toEqual([new URL(TEST_SITE_URL).host]);
    expect(allowedActionOrigins("https://www.noema.example:8443/")).toEqual(["www.noema.example:8443"]);
  });
});
