import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { expectNoViolations } from "#tests/founder.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * A task form with a slip in it (no title, a day not on the calendar, a colleague who is gone) is
 * answered 400 with the reason beside the field and what was typed still there, with JavaScript on
 * and off; nothing is stored.
 */

describe.each(testDialects)("refused task forms on %s", (dialect) => {
  const target = staffTargetFor(dialect);
  const browser = sharedBrowser();

  async function setUp() {
    const tag = randomUUID().slice(0, 8);
    const lead = await target().read((db) => insertApplication(db, { business_name: `Slip Co ${tag}` }));
    const partner = await target().createAccount("member");
    const partnerId = await target().read(
      async (db) =>
        (await db.selectFrom("staff_users").select("id").where("email", "=", partner.email).executeTakeFirstOrThrow())
          .id,
    );
    const taskCount = () =>
      target().read(async (db) =>
        Number(
          (
            await db
              .selectFrom("deal_tasks")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("application_id", "=", lead.id)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      );
    return { tag, lead, partner, partnerId, taskCount };
  }

  it("answers 400 with the field's reason and the typed values, and stores nothing", async () => {
    const { tag, lead, partner, partnerId, taskCount } = await setUp();
    const client = await staffClient(target().baseURL, partner);
    const url = `/inbox/applications/${lead.id}/tasks`;
    const cases = [
      { fields: { title: "  ", dueOn: "2099-03-04", assignee: partnerId }, reason: "Say what the next step is" },
      { fields: { title: `Visit ${tag}`, dueOn: "2099-02-30", assignee: partnerId }, reason: "That day is not" },
      { fields: { title: `Visit ${tag}`, dueOn: "2099-03-04", assignee: randomUUID() }, reason: "not on the team" },
    ];
    for (const { fields, reason } of cases) {
      const response = await client.post(url, { intent: "add", ...fields });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(reason);
      expect(html).toMatch(/aria-invalid="true"/);
      if (fields.title.trim()) expect(html).toContain(`value="${fields.title}"`);
      expect(html).toContain(`value="${fields.dueOn}"`);
    }
    expect(await taskCount()).toBe(0);
  }, 60_000);

  async function refuseInBrowser(page: Page, tag: string, scripts: boolean) {
    await page.getByLabel("Next step").fill("   ");
    await page.getByLabel("Due on").fill("2099-03-04");
    await page.getByRole("button", { name: "Add task" }).click();
    const reason = page.locator("#task-title-error");
    await reason.waitFor();
    expect(await reason.textContent()).toContain("Say what the next step is");
    expect(await page.getByLabel("Next step").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Due on").inputValue()).toBe("2099-03-04");
    // axe runs in the page: only where the page runs scripts (the no-JavaScript page shares these fields).
    if (scripts) await expectNoViolations(page, "a refused task form");
    // Mended in place, it goes through.
    await page.getByLabel("Next step").fill(`Call the bank ${tag}`);
    await page.getByRole("button", { name: "Add task" }).click();
    await page.getByRole("status").filter({ hasText: "Task added." }).waitFor();
    await page
      .getByTestId("deal-task")
      .filter({ hasText: `Call the bank ${tag}` })
      .waitFor();
  }

  it.each([
    ["off", false],
    ["on", true],
  ])(
    "keeps what was typed with JavaScript %s",
    async (_, javaScriptEnabled) => {
      const { tag, lead, partner, taskCount } = await setUp();
      const { page, errors, close } = await openPage(browser(), { javaScriptEnabled });
      try {
        await target().signIn(page, partner);
        await page.goto(`${target().baseURL}/inbox/applications/${lead.id}`);
        if (javaScriptEnabled) await waitForHydration(page, "#task-title");
        await refuseInBrowser(page, tag, javaScriptEnabled);
        expect(await taskCount()).toBe(1);
        // The browser's own line for the 400 answer is not the page's error.
        expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
      } finally {
        await close();
      }
    },
    60_000,
  );
});
