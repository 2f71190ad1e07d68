import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherResponsePaths, publicPaths } from "#tests/routes.ts";
import { parseCsp, scriptsNotAllowed, securityHeaderProblems } from "#tests/quality/security-headers.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

// Its own server behind a "trusted proxy" (loopback), so the same routes can be asked as HTTPS too.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "loopback" });
});
afterAll(async () => {
  await server?.stop();
});

const overHttps = { "x-forwarded-proto": "https" };

describe("security headers", () => {
  it("every page and every other kind of response carries them over HTTP", async () => {
    const problems: Record<string, string[]> = {};
    for (const path of [...publicPaths, ...otherResponsePaths]) {
      const response = await fetch(server.url + path, { redirect: "manual" });
      const found = securityHeaderProblems(response.headers, { secure: false });
      if (publicPaths.includes(path)) {
        found.push(...scriptsNotAllowed(await response.text(), response.headers.get("content-security-policy")));
      } else await response.arrayBuffer();
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
  });

  it("adds HSTS and Secure cookies behind a TLS-terminating proxy", async () => {
    const problems: Record<string, string[]> = {};
    for (const path of [...publicPaths, ...otherResponsePaths]) {
      const response = await fetch(server.url + path, { redirect: "manual", headers: overHttps });
      await response.arrayBuffer();
      const found = securityHeaderProblems(response.headers, { secure: true });
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
    const home = await fetch(`${server.url}/`, { headers: overHttps });
    expect(home.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect(home.headers.getSetCookie().every((cookie) => /;\s*Secure/i.test(cookie))).toBe(true);
  });

  it("sends no HSTS over plain HTTP, where browsers ignore it", async () => {
    const response = await fetch(`${server.url}/about`);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("uses a fresh script nonce on every hydrated page, and script hashes on documents", async () => {
    const nonces = new Set<string>();
    // Every public page is a document (decision 078): the signed-in areas hydrate, each sign-in page with its nonce.
    for (const path of ["/account/sign-in", "/inbox/sign-in", "/account/sign-in"]) {
      const csp = (await fetch(server.url + path)).headers.get("content-security-policy") ?? "";
      const nonce = parseCsp(csp)
        .get("script-src")
        ?.find((source) => source.startsWith("'nonce-"));
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce ?? "");
    }
    expect(nonces.size).toBe(3);
    // The public form pages are documents too (decision 078), /apply and the calculator with figures rendered on request.
    for (const path of [
      "/",
      "/about",
      "/privacy-policy",
      "/contact",
      "/newsletter",
      "/apply",
      "/apply?raise=12000000",
      "/venture-debt-calculator",
      "/venture-debt-calculator?round=5000000",
    ]) {
      const [first, second] = await Promise.all([fetch(server.url + path), fetch(server.url + path)]);
      const sources = parseCsp(first.headers.get("content-security-policy") ?? "").get("script-src") ?? [];
      expect(
        sources.some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(false);
      expect(sources.filter((source) => source.startsWith("'sha256-")).length, path).toBeGreaterThan(0);
      expect(sources, path).toContain("'strict-dynamic'");
      expect(first.headers.get("content-security-policy")).toBe(second.headers.get("content-security-policy"));
    }
  });
});
