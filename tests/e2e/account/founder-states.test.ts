import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/platform/db/db.server.ts";
import { openPage } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { expectNoViolations, founderMailbox } from "#tests/founder.ts";
import { insertApplication } from "#tests/leads.ts";
import { startSmtpServer } from "#tests/receivers.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { createStaffAccount, staffClient } from "#tests/staff.ts";

/* Issue 12, the states founder.test.ts does not reach: expired and used links, no-JS withdraw and erase, refusals. */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: RunningServer;
const browser = sharedBrowser();
let dataDir: string;
let database: DatabaseHandle;

const { linkIn, waitForMail } = founderMailbox(
  () => smtp,
  () => server.url,
);
const newFounder = () => `founder-${randomUUID().slice(0, 8)}@states.example`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(path.join(tmpdir(), "noema-founder-states-"));
  server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
  database = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Asks for a sign-in link from the page, as a founder does, and returns the mailed link. */
async function askForLink(page: Page, email: string): Promise<string> {
  const before = (await waitForMail(email, 0, /account\/link/)).length;
  await page.goto(`${server.url}/account/sign-in`);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await page.getByText(`If an application uses ${email}`).waitFor();
  return linkIn((await waitForMail(email, before + 1, /account\/link/)).at(-1));
}

/** What pressing a link's button posts, straight to the server: its status and any session cookie set. */
async function postLink(link: string) {
  const url = new URL(link);
  const response = await fetch(link, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: url.searchParams.get("token") ?? "", purpose: "sign_in" }),
  });
  const session = response.headers.getSetCookie().find((line) => /^noema_founder_session=[^;]+/.test(line));
  return { status: response.status, session };
}

describe("founder links that no longer work", () => {
  it("refuses an expired link and a used one on their page and their POST, signing nobody in", async () => {
    const email = newFounder();
    await insertApplication(database.db, { applicant_email: email });
    const { page, close } = await openPage(browser());
    try {
      const expired = await askForLink(page, email);
      // Fifteen minutes on: moved into the past in the stored row, as the clock would.
      await database.db
        .updateTable("founder_links")
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where("email", "=", email)
        .execute();
      const response = await page.goto(expired);
      expect(response?.status()).toBe(400);
      await page.getByText("This link has expired: links work for 15 minutes.").waitFor();
      expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
        "/account/sign-in",
      );
      await expectNoViolations(page, "expired link");
      expect(await postLink(expired)).toEqual({ status: 400, session: undefined });

      const used = await askForLink(page, email);
      expect((await postLink(used)).status).toBe(302);
      expect(await postLink(used)).toEqual({ status: 400, session: undefined });
      expect((await page.goto(used))?.status()).toBe(400);
      await page.getByText("This link has already been used.").waitFor();
      expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(0);
      // Neither visit signed this browser in.
      await page.goto(`${server.url}/account`);
      await page.waitForURL(`${server.url}/account/sign-in`);
    } finally {
      await close();
    }
  });
});

describe("the founder account without JavaScript", () => {
  it("withdraws with a plain form post, and staff see it withdrawn", async () => {
    const email = newFounder();
    const application = await insertApplication(database.db, { applicant_email: email, business_name: "Plain Post" });
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto(await askForLink(page, email));
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.url}/account`);
      await page.getByLabel("I want to withdraw this application").check();
      await page.getByRole("button", { name: "Withdraw this application" }).click();
      await page.getByText("The application is withdrawn").waitFor();
      expect(await page.locator("article").filter({ hasText: "Plain Post" }).textContent()).toContain(
        "Withdrawn by you",
      );
      const staff = await staffClient(server.url, createStaffAccount(dataDir, "admin"));
      const lead = await (await staff.get(`/inbox/applications/${application.id}`)).text();
      expect(lead).toContain("Withdrawn by the founder");
      const row = await database.db
        .selectFrom("applications")
        .select("status")
        .where("id", "=", application.id)
        .executeTakeFirst();
      expect(row?.status).toBe("withdrawn");
    } finally {
      await close();
    }
  });

  it("erases only after the freshly mailed link is used, and then nothing is left", async () => {
    const email = newFounder();
    const application = await insertApplication(database.db, { applicant_email: email });
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto(await askForLink(page, email));
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.url}/account`);
      await page.getByRole("button", { name: "Erase my data" }).click();
      await page.getByText("we've e-mailed you a link that confirms the erasure").waitFor();
      // Nothing is erased by the button itself.
      const stored = () =>
        database.db.selectFrom("applications").select("id").where("applicant_email", "=", email).execute();
      expect(await stored()).toEqual([{ id: application.id }]);

      const [mail] = await waitForMail(email, 1, /purpose=erase/);
      await page.goto(linkIn(mail));
      await page.getByRole("heading", { name: "Erase all your data" }).waitFor();
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST"),
        page.getByRole("button", { name: "Erase everything now" }).click(),
      ]);
      await page.getByRole("heading", { name: "Your data is erased" }).waitFor();
      // Issue 21: the page that says "erased" is a success, not the used link's 400.
      expect(answer.status()).toBe(200);

      expect(await stored()).toEqual([]);
      const staff = await staffClient(server.url, createStaffAccount(dataDir, "admin"));
      expect((await staff.get(`/inbox/applications/${application.id}`)).status).toBe(404);
      // The session went with the data.
      await page.goto(`${server.url}/account`);
      await page.waitForURL(`${server.url}/account/sign-in`);
    } finally {
      await close();
    }
  });
});

describe("refusals and the erased page", () => {
  it("answers a sixth request for one address with a 429 page that says to wait", async () => {
    const email = newFounder();
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto(`${server.url}/account/sign-in`);
      await page.getByLabel("Work e-mail").fill(email);
      for (let i = 1; i <= 6; i++) {
        const [answer] = await Promise.all([
          page.waitForResponse((response) => response.request().method() === "POST"),
          page.getByRole("button", { name: "Send me a sign-in link" }).click(),
        ]);
        expect(answer.status(), `request ${i}`).toBe(i <= 5 ? 200 : 429);
        if (i === 6) expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
        await page.waitForLoadState();
      }
      await page.getByText("Too many requests. Please try again in 10 minutes.").waitFor();
      expect(await page.getByLabel("Work e-mail").inputValue()).toBe(email);
    } finally {
      await close();
    }
  });

  // axe runs in the page, so these states are reached with JavaScript on.
  it("has no axe violations on the link-request page's notice and refusal, nor once erased", async () => {
    const email = newFounder();
    await insertApplication(database.db, { applicant_email: email });
    const { page, close } = await openPage(browser());
    try {
      const link = await askForLink(page, email);
      await expectNoViolations(page, "link requested");
      await page.goto(link);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.url}/account`);
      await page.getByRole("button", { name: "Erase my data" }).click();
      await page.getByText("we've e-mailed you a link that confirms the erasure").waitFor();
      const [mail] = await waitForMail(email, 1, /purpose=erase/);
      await page.goto(linkIn(mail));
      const refused: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
      });
      await page.getByRole("button", { name: "Erase everything now" }).click();
      await page.getByRole("heading", { name: "Your data is erased" }).waitFor();
      await page.waitForLoadState("networkidle");
      // With JavaScript the action and any reload of the page's data must not answer an error either.
      expect(refused).toEqual([]);
      await expectNoViolations(page, "erased");

      await page.goto(`${server.url}/account/sign-in`);
      await page.getByLabel("Work e-mail").fill(email);
      // Its sixth request: the link above was the first.
      for (let i = 2; i <= 6; i++) {
        await Promise.all([
          page.waitForResponse((response) => response.request().method() === "POST"),
          page.getByRole("button", { name: "Send me a sign-in link" }).click(),
        ]);
      }
      await page.getByText("Too many requests. Please try again in 10 minutes.").waitFor();
      await expectNoViolations(page, "too many link requests");
    } finally {
      await close();
    }
  });
});
