import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterPages } from "#app/content/pages/newsletter/copy.ts";
import { resetEnvForTests } from "#app/platform/env.server.ts";
import { createNewsletterToken } from "#app/public-forms/newsletter/newsletter.server.ts";
import { rawRequest } from "#tests/http.ts";
import { openPage } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * The links in newsletter mails. A mail scanner fetches every link (GET, no JavaScript), so a GET
 * must change nothing; a person presses the button, a plain form post that works without JavaScript.
 */
const SESSION_SECRET = "newsletter-links-test-secret-0123456789abcdef";
let server: RunningServer;
const browser = sharedBrowser();
let dataDir: string;

function addSubscriber(status: "pending" | "confirmed"): string {
  const id = randomUUID();
  const db = new Database(path.join(dataDir, "noema.sqlite"));
  db.prepare(
    "insert into newsletter_subscribers (id, email, status, created_at, confirmed_at, unsubscribed_at) values (?, ?, ?, ?, null, null)",
  ).run(id, `reader-${id}@example.com`, status, new Date().toISOString());
  db.close();
  return id;
}

function statusOf(id: string): string {
  const db = new Database(path.join(dataDir, "noema.sqlite"), { readonly: true });
  const row = db.prepare("select status from newsletter_subscribers where id = ?").get(id) as { status: string };
  db.close();
  return row.status;
}

/** Signs a link token with the server's secret, as the mail would carry it. */
function tokenFor(purpose: "confirm" | "unsubscribe", id: string): string {
  const previous = process.env.SESSION_SECRET;
  process.env.SESSION_SECRET = SESSION_SECRET;
  resetEnvForTests();
  try {
    return createNewsletterToken(purpose, id);
  } finally {
    if (previous === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = previous;
    resetEnvForTests();
  }
}

/** The path of the `purpose` link in the subscriber's mail. */
function linkPath(purpose: "confirm" | "unsubscribe", id: string): string {
  return `/newsletter/${purpose}?token=${encodeURIComponent(tokenFor(purpose, id))}`;
}

/**
 * Opens the `purpose` link of a new `status` subscriber without JavaScript, checks that the GET
 * changed nothing, then runs `steps` (which press the button).
 */
async function onLinkPage(
  purpose: "confirm" | "unsubscribe",
  status: "pending" | "confirmed",
  steps: (page: Page, id: string) => Promise<void>,
) {
  const id = addSubscriber(status);
  const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
  try {
    await page.goto(server.url + linkPath(purpose, id));
    expect(statusOf(id)).toBe(status);
    await steps(page, id);
  } finally {
    await close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "noema-newsletter-links-"));
  server = await startServer({ DATA_DIR: dataDir, SESSION_SECRET });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("double opt-in link", () => {
  it("does not confirm on the GET a link scanner makes", async () => {
    const id = addSubscriber("pending");
    const response = await rawRequest(server.url, { path: linkPath("confirm", id) });
    expect(response.status).toBe(200);
    expect(statusOf(id)).toBe("pending");
  });

  it("confirms when the person presses the button, without JavaScript", async () => {
    await onLinkPage("confirm", "pending", async (page, id) => {
      await page.getByRole("button", { name: newsletterPages.confirm.prompt.button }).click();
      await page.getByRole("heading", { name: newsletterPages.confirm.confirmed.heading }).waitFor();
      expect(statusOf(id)).toBe("confirmed");
    });
  });
});

describe("unsubscribe link", () => {
  it("unsubscribes when the person presses the button, without JavaScript", async () => {
    await onLinkPage("unsubscribe", "confirmed", async (page, id) => {
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.request().method() === "POST"),
        page.getByRole("button", { name: newsletterPages.unsubscribe.prompt.button }).click(),
      ]);
      expect(response.status()).toBe(200);
      await page.getByRole("heading", { name: newsletterPages.unsubscribe.done.heading }).waitFor();
      expect(statusOf(id)).toBe("unsubscribed");
    });
  });

  it("still takes the mail client's one-click POST (RFC 8058), which sends no Origin", async () => {
    const id = addSubscriber("confirmed");
    const response = await rawRequest(server.url, {
      method: "POST",
      path: linkPath("unsubscribe", id),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(statusOf(id)).toBe("unsubscribed");
  });
});
