import { describe, expect, it } from "vitest";
import {
  allowedActionOrigins,
  createCsrfToken,
  isCrossSitePost,
  isSameOriginPost,
  readCsrfCookie,
  usesCsrfToken,
  verifyCsrf,
  verifyOrigin,
} from "./csrf.server.ts";
import { TEST_SITE_URL, applyTestEnv } from "#tests/env.ts";

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

describe("Fetch Metadata (public forms)", () => {
  it("accepts what the browser marks same-origin or the visitor's own act, whatever the Origin", () => {
    expect(isSameOriginPost(post({ "sec-fetch-site": "same-origin", origin: "http://localhost:3000" }))).toBe(true);
    expect(isSameOriginPost(post({ "sec-fetch-site": "none" }))).toBe(true);
    expect(isCrossSitePost(post({ "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSitePost(post({ "sec-fetch-site": "none" }))).toBe(false);
  });

  it("refuses a post another site or a sibling subdomain started, even with a matching Origin", () => {
    for (const site of ["cross-site", "same-site", "something-new"]) {
      expect(isSameOriginPost(post({ "sec-fetch-site": site, origin: "http://localhost:3000" })), site).toBe(false);
      expect(isCrossSitePost(post({ "sec-fetch-site": site, origin: "http://localhost:3000" })), site).toBe(true);
    }
  });

  it("falls back to Origin, then Referer, when the browser sends no Fetch Metadata", () => {
    expect(isSameOriginPost(post({ origin: "http://localhost:3000" }))).toBe(true);
    expect(isSameOriginPost(post({ referer: "http://localhost:3000/contact" }))).toBe(true);
    expect(isSameOriginPost(post({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginPost(post({}))).toBe(false);
    expect(isCrossSitePost(post({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSitePost(post({ origin: "null" }))).toBe(true);
    // Neither header: left to the route, which refuses it with the form and its values.
    expect(isCrossSitePost(post({}))).toBe(false);
  });

  it("never refuses a safe method before the route", () => {
    const get = new Request("http://localhost:3000/contact", { headers: { "sec-fetch-site": "cross-site" } });
    expect(isCrossSitePost(get)).toBe(false);
  });
});

describe("where the double-submit token is still used", () => {
  it("is the staff app and the founder account, pages and data requests", () => {
    for (const path of ["/inbox", "/inbox/sign-in", "/inbox.data", "/account", "/account/link", "/account.data"]) {
      expect(usesCsrfToken(path), path).toBe(true);
    }
  });

  it("is no public page, the founder's sign-in request among them", () => {
    for (const path of ["/", "/contact", "/apply", "/newsletter", "/account/sign-in", "/account/sign-in.data"]) {
      expect(usesCsrfToken(path), path).toBe(false);
    }
    expect(usesCsrfToken("/accountant")).toBe(false);
    expect(usesCsrfToken("/inboxes")).toBe(false);
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
    expect(isSameOriginPost(upstream)).toBe(true);
    expect(isCrossSitePost(upstream)).toBe(false);
    expect(allowedActionOrigins()).toEqual([new URL(TEST_SITE_URL).host]);
    expect(allowedActionOrigins("https://www.noema.example:8443/")).toEqual(["www.noema.example:8443"]);
  });
});
