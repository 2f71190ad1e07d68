import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyThroughWizard } from "#tests/application-wizard.ts";
import { openPage } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { expectNoViolations, founderMailbox } from "#tests/founder.ts";
import { startSmtpServer } from "#tests/receivers.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { createStaffAccount, staffClient } from "#tests/staff.ts";

/* Issue 12: a founder applies, signs in from the mailed link, follows the stage staff set, and withdraws. */

const tag = randomUUID().slice(0, 8);
const founderEmail = `founder-${tag}@lumen-${tag}.example`;
const company = `Lumen Grid ${tag}`;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: RunningServer;
const browser = sharedBrowser();
let dataDir: string;

const { linkIn, waitForMail } = founderMailbox(
  () => smtp,
  () => server.url,
);

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(path.join(tmpdir(), "noema-founder-"));
  // Stage e-mails go at once here; their delay has tests of its own (tests/e2e/inbox/stage-mail.test.ts).
  server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    RATE_LIMIT_FORM_MAX: "10000",
    FOUNDER_STAGE_MAIL_DELAY_MINUTES: "0",
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the founder account", () => {
  // The longest journey in the suite (two mails through the outbox): room for a loaded CI machine.
  it(
    "applies, signs in from the mailed link, sees Initial Review once staff move it, and withdraws",
    { timeout: 120_000 },
    async () => {
      const baseURL = server.url;
      const { page, errors, close } = await openPage(browser());
      await applyThroughWizard(page, baseURL, {
        firstName: "Lena",
        lastName: "Moreau",
        email: founderEmail,
        businessName: company,
      });
      expect(await page.getByRole("link", { name: /ask for a new one/i }).getAttribute("href")).toBe(
        "/account/sign-in",
      );

      const [receipt] = await waitForMail(founderEmail, 1, /account\/link/);
      const link = linkIn(receipt);
      // The link's page only shows a button: a mail scanner's GET signs nobody in.
      await page.goto(link);
      await page.getByRole("heading", { name: "Sign in to your founder account" }).waitFor();
      await expectNoViolations(page, "link prompt");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${baseURL}/account`);
      await page.getByRole("heading", { level: 2, name: company }).waitFor();
      expect(await page.textContent("main")).toContain("Received: waiting for Initial Review");
      await expectNoViolations(page, "account");

      // A used link is refused with a clear message (already on its GET: there is nothing to press).
      await page.goto(link);
      await page.getByText("This link has already been used").waitFor();
      await expectNoViolations(page, "used link");

      // Staff move it to review: the founder's page and one mail follow.
      const admin = createStaffAccount(dataDir, "admin");
      const staff = await staffClient(baseURL, admin);
      const list = await (await staff.get(`/inbox/applications?q=${encodeURIComponent(founderEmail)}`)).text();
      const id = /\/inbox\/applications\/([0-9a-f-]{36})/.exec(list)?.[1];
      expect(id).toBeDefined();
      const move = { intent: "status", status: "reviewing", founderMail: "reviewing" };
      expect((await staff.post(`/inbox/applications/${id}`, move)).status).toBe(200);
      const updates = await waitForMail(founderEmail, 1, /initial review of/);
      expect(updates).toHaveLength(1);
      expect(updates[0]?.header("subject")).toContain("Initial Review");

      await page.goto(`${baseURL}/account`);
      const standing = page.locator("article").filter({ hasText: company });
      expect(await standing.textContent()).toMatch(/Where it stands\s*Initial Review\s*since/);
      expect(await standing.locator("[aria-current=step]").textContent()).toContain("Initial Review");

      await standing.getByLabel("I want to withdraw this application").check();
      await standing.getByRole("button", { name: "Withdraw this application" }).click();
      await page.getByText("The application is withdrawn").waitFor();
      await expect.poll(() => standing.textContent()).toContain("Withdrawn by you");
      const lead = await (await staff.get(`/inbox/applications/${id}`)).text();
      expect(lead).toContain("Withdrawn by the founder");
      expect(lead).toMatch(/The founder<\/strong>[^<]*(<!-- -->)?withdrew the application from their account/);

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${baseURL}/account/sign-in`);
      await page.goto(`${baseURL}/account`);
      await page.waitForURL(`${baseURL}/account/sign-in`);
      await expectNoViolations(page, "sign-in");
      // The used link's page answers 400 by design; nothing else may fail.
      expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
      await close();
    },
  );

  it("works without JavaScript: ask for a link, sign in, update details", async () => {
    const baseURL = server.url;
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/account/sign-in`);
    await page.getByLabel("Work e-mail").fill(founderEmail);
    const before = (await waitForMail(founderEmail, 1, /account\/link/)).length;
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await page.getByText(`If an application uses ${founderEmail}`).waitFor();
    const mails = await waitForMail(founderEmail, before + 1, /account\/link/);
    await page.goto(linkIn(mails.at(-1)));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${baseURL}/account`);
    await page.getByLabel("Phone (optional)").fill("+33 1 23 45 67 89");
    await page.getByRole("button", { name: "Save details" }).click();
    await page.getByText("Your details are saved.").waitFor();
    expect(await page.getByLabel("Phone (optional)").inputValue()).toBe("+33 1 23 45 67 89");
    await close();
  });
});
