import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_ALTCHA_KEY, solvedCaptcha, storedContacts } from "#tests/contact-posts.ts";
import { formEnvelope } from "#tests/form-envelope.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * Public forms are guarded by Fetch Metadata, falling back to Origin (decision 066): they carry
 * no token and their pages set no cookie, and a post another site started gets a 403 page.
 */

const PUBLIC_PAGES = ["/contact", "/apply", "/newsletter", "/account/sign-in"];
/** Prerendered: its headers come from the fast path (server/prerendered), made cookie-free with issue 19. */
const PRERENDERED_FORM_PAGE = "/venture-debt-calculator";

describe("public forms without a CSRF token", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const stored = (lastName: string) => storedContacts(server.dataDir, lastName);

  /** A contact post with no cookie and no token, and only the headers given. */
  async function postContact(headers: Record<string, string>) {
    const lastName = `xsite-${randomUUID().slice(0, 8)}`;
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({
        firstName: "Ada",
        lastName,
        email: "ada@example.com",
        subject: "General Question",
        message: "Checking who may post this form.",
        ...formEnvelope({ captcha: await solvedCaptcha(BENCH_ALTCHA_KEY) }),
      }),
      redirect: "manual",
    });
    return { response, lastName, html: await response.text() };
  }

  it("serve their pages with no cookie and no token in the HTML", async () => {
    for (const pathname of PUBLIC_PAGES) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.getSetCookie(), pathname).toEqual([]);
      const html = await response.text();
      expect(html, pathname).not.toContain('name="csrf"');
      expect(html, pathname).not.toContain("csrfToken");
    }
    const prerendered = await (await fetch(`${server.url}${PRERENDERED_FORM_PAGE}`)).text();
    expect(prerendered).not.toContain('name="csrf"');
    expect(prerendered).not.toContain("csrfToken");
  });

  it("still hand the staff app its token", async () => {
    const response = await fetch(`${server.url}/inbox/sign-in`);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/^noema_csrf=[\w-]{43};/);
    expect(await response.text()).toContain('name="csrf"');
  });

  it("accept a post the browser marks same-origin, or its visitor's own (none)", async () => {
    for (const site of ["same-origin", "none"]) {
      const { response, lastName } = await postContact({ "sec-fetch-site": site, origin: server.url });
      expect(response.status, site).toBe(200);
      expect(stored(lastName), site).toBe(1);
    }
  });

  it("accept a post from this origin when the browser sends no Fetch Metadata", async () => {
    const { response, lastName } = await postContact({ origin: server.url });
    expect(response.status).toBe(200);
    expect(stored(lastName)).toBe(1);
    const byReferer = await postContact({ referer: `${server.url}/contact` });
    expect(byReferer.response.status).toBe(200);
  });

  it("refuse a post another site started with a 403 page that says why", async () => {
    const attempts: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site", origin: server.url },
      { "sec-fetch-site": "same-site", origin: "https://shop.localhost" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of attempts) {
      const { response, lastName, html } = await postContact(headers);
      const label = JSON.stringify(headers);
      expect(response.status, label).toBe(403);
      expect(response.headers.get("content-type"), label).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control"), label).toBe("no-store");
      expect(html, label).toContain("<h1>This form was sent from another website</h1>");
      expect(html, label).toContain('href="/contact"');
      expect(stored(lastName), label).toBe(0);
    }
  });

  it("refuse a post with neither Fetch Metadata nor Origin nor Referer, keeping the values", async () => {
    const { response, lastName, html } = await postContact({});
    expect(response.status).toBe(403);
    expect(html).toContain("This form was sent from another website. Please submit it from our site.");
    expect(html).toContain("Checking who may post this form.");
    expect(stored(lastName)).toBe(0);
  });

  it("refuse a cross-site post to the staff app and the founder sign-in too", async () => {
    for (const pathname of ["/inbox/sign-in", "/account/sign-in", "/newsletter"]) {
      const response = await fetch(`${server.url}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
        body: "email=ada%40example.com",
        redirect: "manual",
      });
      expect(response.status, pathname).toBe(403);
      expect(await response.text(), pathname).toContain(`href="${pathname}"`);
    }
  });
});
