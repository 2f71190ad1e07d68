import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { insertApplication } from "#tests/leads.ts";
import { smtpServerForSuite } from "#tests/receivers.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Decision 061: a partner moves a deal across the board with the keyboard alone (Tab to the card's
 * "Move to" list, choose, Tab to Move, Enter), and the founder e-mail rules of decision 058 hold:
 * a forward move queues the stage e-mail after the delay rather than sending it, and a decline asks
 * for its confirmation first and sends nothing.
 */

const DELAY_MINUTES = 10;

describe.each(testDialects)("the pipeline board on %s", (dialect) => {
  const smtp = smtpServerForSuite();
  const target = staffTargetFor(dialect, {
    env: () => ({ SMTP_URL: smtp().url, FOUNDER_STAGE_MAIL_DELAY_MINUTES: String(DELAY_MINUTES) }),
  });
  const browser = sharedBrowser();

  async function newApplication() {
    const tag = randomUUID().slice(0, 8);
    const email = `founder-${tag}@board-${tag}.example`;
    const row = await target().read((db) =>
      insertApplication(db, {
        applicant_email: email,
        business_name: `Board Co ${tag}`,
        facility_requested: 2_000_000,
      }),
    );
    return { id: row.id, email, company: row.business_name };
  }
  const statusOf = (id: string) =>
    target().read(
      async (db) =>
        (await db.selectFrom("applications").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status,
    );
  const founderMails = (id: string) =>
    target().read((db) =>
      db
        .selectFrom("outbox")
        .select(["status", "next_attempt_at"])
        .where("kind", "=", "founder_status_update")
        .where("payload", "like", `%${id}%`)
        .execute(),
    );

  /** The board, signed in as a member, once hydrated: keys pressed as it hydrates can be lost (seen under CI load). */
  async function openBoard(page: Page, leadId: string) {
    await target().signIn(page, await target().createAccount("member"));
    await page.goto(`${target().baseURL}/inbox/board`);
    await waitForHydration(page, `#move-${leadId}`);
  }

  it("moves a deal forward by keyboard; the founder's e-mail waits out its delay", async () => {
    const lead = await newApplication();
    const { page, errors, close } = await openPage(browser());
    try {
      await openBoard(page, lead.id);
      const newColumn = page.getByRole("region", { name: /^New/ });
      await expect.poll(() => newColumn.getByRole("link", { name: lead.company }).count()).toBe(1);
      const select = `#move-${lead.id}`;
      await page.locator(`#card-${lead.id} a`).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`move-${lead.id}`);
      // Nothing is chosen to start with: a stray press of Move moves nothing and says why (400).
      expect(await page.locator(select).inputValue()).toBe("");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.getByRole("alert").filter({ hasText: "Choose where to move it." }).waitFor();
      expect(await statusOf(lead.id)).toBe("new");
      await page.locator(select).focus();
      await page.keyboard.press("ArrowDown");
      expect(await page.locator(select).inputValue()).toBe("reviewing");
      const movedAt = Date.now();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page
        .getByRole("status")
        .filter({ hasText: `${lead.company} moved to Initial Review` })
        .waitFor();
      await expect
        .poll(() =>
          page
            .getByRole("region", { name: /^Initial Review/ })
            .getByRole("link", { name: lead.company })
            .count(),
        )
        .toBe(1);
      // The card left for another column; the answer takes the focus, so the keyboard carries on from there.
      expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("moved to Initial Review");
      expect(await statusOf(lead.id)).toBe("reviewing");
      const [mail, ...others] = await founderMails(lead.id);
      expect(others).toEqual([]);
      expect(mail?.status).toBe("pending");
      expect(Date.parse(mail!.next_attempt_at) - movedAt).toBeGreaterThan((DELAY_MINUTES - 1) * 60_000);
      expect(await page.getByText(/goes at/).count()).toBe(1);
      expect(smtp().mails.filter((sent) => sent.to.includes(lead.email))).toEqual([]);
      // Each column says how its cards are ordered.
      expect(await page.getByRole("region", { name: /^Initial Review/ }).textContent()).toContain(
        "Longest in stage first",
      );
      // Its preview is there, and it can be stopped from here through the lead page's own cancel.
      expect(await page.getByText("Show the e-mail").count()).toBe(1);
      await page.getByRole("button", { name: "Cancel e-mail" }).click();
      await page.waitForURL(`${target().baseURL}/inbox/applications/${lead.id}`);
      await expect.poll(async () => (await founderMails(lead.id)).map((row) => row.status)).toEqual(["skipped"]);
      // The console error of the 400 answer is the browser's, for the stray press.
      expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it("asks for confirmation before a decline, then declines without mailing the founder", async () => {
    const lead = await newApplication();
    const { page, errors, close } = await openPage(browser());
    try {
      await openBoard(page, lead.id);
      await page.locator(`#card-${lead.id} a`).focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      expect(await page.locator(`#move-${lead.id}`).inputValue()).toBe("declined");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: `Decline ${lead.company}?` }).waitFor();
      expect(await statusOf(lead.id)).toBe("new");
      await waitForHydration(page, "input[type=checkbox]");
      await page.getByLabel("Yes, decline this application").focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page
        .getByRole("status")
        .filter({ hasText: `${lead.company} moved to Declined` })
        .waitFor();
      expect(await statusOf(lead.id)).toBe("declined");
      expect(await founderMails(lead.id)).toEqual([]);
      // The console error of a 400 answer is the browser's, for the confirmation step.
      expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it("moves a deal with JavaScript off, through the plain form", async () => {
    const lead = await newApplication();
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await target().signIn(page, await target().createAccount("member"));
      await page.goto(`${target().baseURL}/inbox/board`);
      await page.getByRole("button", { name: `Move ${lead.company}` }).click();
      await page.getByText("Choose where to move it.").waitFor();
      expect(await statusOf(lead.id)).toBe("new");
      await page.locator(`#move-${lead.id}`).selectOption("reviewing");
      await page.getByRole("button", { name: `Move ${lead.company}` }).click();
      await page.getByText(`${lead.company} moved to Initial Review`).waitFor();
      expect(await statusOf(lead.id)).toBe("reviewing");
    } finally {
      await close();
    }
  }, 60_000);
});
