import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/platform/db/db.server.ts";
import { openPage } from "#tests/browser.ts";
import { insertApplication } from "#tests/leads.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

/*
 * Issue 20: on a fresh machine, `npm start` without SMTP_URL kept every mail queued, so a founder's
 * sign-in link appeared nowhere; and mails linked to port 3000 whatever PORT served the site.
 */

const browser = sharedBrowser();
let server: RunningServer;

beforeAll(async () => {
  // As a newcomer runs it: `npm start`, no mail server, no public address, a port other than 3000.
  server = await startServer(
    { SMTP_URL: undefined, SITE_URL: undefined, LOCAL_MAILBOX: undefined, LOG_LEVEL: "info" },
    { command: ["npm", "start", "--silent"] },
  );
}, 120_000);
afterAll(async () => server?.stop());

const mailboxFiles = () => {
  const dir = path.join(server.dataDir, "mailbox");
  return existsSync(dir) ? readdirSync(dir).map((name) => readFileSync(path.join(dir, name), "utf8")) : [];
};

describe("npm start without a mail server", () => {
  it("writes the founder's sign-in mail to data/mailbox, with a link to the port it serves", async () => {
    const email = `newcomer-${randomUUID().slice(0, 8)}@founder.example`;
    const database = openDatabase({ sqliteFile: path.join(server.dataDir, "noema.sqlite") });
    await insertApplication(database.db, { applicant_email: email });
    await database.close();
    await expect.poll(() => server.output()).toMatch(/e-mails are written to the local mailbox folder/);

    const { page, errors, close } = await openPage(browser());
    await page.goto(`${server.url}/account/sign-in`);
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await page.getByText(`If an application uses ${email}`).waitFor();

    await expect.poll(() => mailboxFiles().filter((text) => text.includes(`To: ${email}`)).length).toBe(1);
    const mail = mailboxFiles().find((text) => text.includes(`To: ${email}`)) ?? "";
    const link = /https?:\/\/\S+\/account\/link\?\S+/.exec(mail)?.[0] ?? "";
    const served = new URL(server.url);
    expect(new URL(link).port).toBe(served.port);
    expect(served.port).not.toBe("3000");

    // The link opens this server's page (as 127.0.0.1, the host the test browser uses), whose button signs in.
    await page.goto(link.replace("localhost", "127.0.0.1"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/account`);
    expect(errors).toEqual([]);
    await close();
  });

  it("names the port it serves in the sitemap, the feed, robots.txt and every page's canonical link (issue 26)", async () => {
    const served = new URL(server.url.replace("127.0.0.1", "localhost")).origin;
    const text = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();
    const [sitemap, feed, robots] = await Promise.all([text("/sitemap.xml"), text("/feed.xml"), text("/robots.txt")]);
    const origins = (body: string) =>
      new Set([...body.matchAll(/https?:\/\/localhost(?::\d+)?/g)].map(([origin]) => origin));
    expect(origins(sitemap)).toEqual(new Set([served]));
    expect(origins(feed)).toEqual(new Set([served]));
    expect(robots).toContain(`Sitemap: ${served}/sitemap.xml`);
    // A prerendered document (the same bytes for everyone, built once) and a page rendered per request.
    for (const pathname of ["/about", "/contact"]) {
      const response = await fetch(`${server.url}${pathname}`);
      const html = await response.text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], pathname).toBe(`${served}${pathname}`);
      expect(origins(html), pathname).toEqual(new Set([served]));
    }
    // The document is still answered whole from memory: cacheable, with a validator that matches.
    const about = await fetch(`${server.url}/about`);
    expect(about.headers.get("cache-control")).toMatch(/public/);
    const etag = about.headers.get("etag") ?? "";
    expect((await fetch(`${server.url}/about`, { headers: { "if-none-match": etag } })).status).toBe(304);
    // Its inline scripts still match the CSP hashes sent with it: the menu opens, nothing is refused.
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${server.url}/about`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "For Companies" }).click();
    await expect.poll(() => page.locator("#companies-menu").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
