import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_ALTCHA_KEY, openFormSession, solvedCaptcha, storedContacts } from "#tests/contact-posts.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { formEnvelope } from "#tests/form-envelope.ts";

/*
 * nginx's default proxy_pass sends the upstream address as Host, so the server sees
 * Host: 127.0.0.1:<port> while the browser's Origin is the public site (SITE_URL).
 */
const SITE_URL = "https://www.noema.example";

describe("behind a proxy that rewrites Host", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SITE_URL, ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function postContact(pathname: string, origin: string) {
    await openFormSession(server.url);
    const lastName = `proxy-${randomUUID().slice(0, 8)}`;
    const response = await fetch(`${server.url}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({
        firstName: "Ada",
        lastName,
        email: "ada@example.com",
        company: "Analytical Engines",
        subject: "General Question",
        message: "Posted through a proxy that rewrites Host.",
        ...formEnvelope({ captcha: await solvedCaptcha(BENCH_ALTCHA_KEY) }),
      }),
      redirect: "manual",
    });
    return { response, lastName };
  }

  const stored = (lastName: string) => storedContacts(server.dataDir, lastName);

  it("accepts a form posted from SITE_URL, with and without JavaScript", async () => {
    expect(new URL(server.url).host).toMatch(/^127\.0\.0\.1:\d+$/);
    for (const pathname of ["/contact", "/contact.data"]) {
      const { response, lastName } = await postContact(pathname, SITE_URL);
      expect(response.status, pathname).toBe(200);
      expect(stored(lastName), pathname).toBe(1);
    }
  });

  it("still refuses a form posted from another site", async () => {
    const { response, lastName } = await postContact("/contact", "https://evil.example");
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(stored(lastName)).toBe(0);
  });

  it("warns once when X-Forwarded-* headers come from a proxy it does not trust", async () => {
    for (let index = 0; index < 3; index++) {
      const response = await fetch(`${server.url}/contact`, {
        headers: { "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "https" },
      });
      expect(response.status).toBe(200);
    }
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.includes("Proxy headers from an untrusted address"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"level":40');
  });
});
