import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { postDocuments } from "#tests/deal.ts";
import { expectNoViolations } from "#tests/founder.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * A free-text document request that is already open (same words, any case) is refused with a 409
 * and a reason beside the field, what was typed kept; nothing is added and no second e-mail queued.
 */

describe.each(testDialects)("a repeated free-text document request on %s", (dialect) => {
  const target = staffTargetFor(dialect);
  const browser = sharedBrowser();

  it("is refused with the reason and the text kept, on the plain post and in the page", async () => {
    const tag = randomUUID().slice(0, 8);
    const title = `Board minutes ${tag}`;
    const application = await target().read((db) => insertApplication(db, { business_name: `Minutes Co ${tag}` }));
    const partner = await target().createAccount("member");
    const staff = await staffClient(target().baseURL, partner);
    const requestCount = () =>
      target().read(
        async (db) =>
          (await db.selectFrom("document_requests").select("id").where("application_id", "=", application.id).execute())
            .length,
      );
    const ask = (key: string, other: string) =>
      postDocuments(target(), staff, application.id, [
        ["intent", "request"],
        ["other", other],
        ["idempotencyKey", key],
      ]);
    expect((await ask(`first-${tag}`, title)).status).toBe(303);
    const refused = await ask(`second-${tag}`, `  ${title.toUpperCase()} `);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("is already requested");
    expect(html).toContain(`value="  ${title.toUpperCase()} "`);
    expect(await requestCount()).toBe(1);

    const { page, errors, close } = await openPage(browser());
    try {
      await target().signIn(page, partner);
      await page.goto(`${target().baseURL}/inbox/applications/${application.id}`);
      await waitForHydration(page, "#doc-other");
      await page.getByLabel("Something else (optional)").fill(title);
      await page.getByRole("button", { name: "Request documents" }).click();
      await page.locator("#doc-other-error").filter({ hasText: "is already requested" }).waitFor();
      expect(await page.getByLabel("Something else (optional)").inputValue()).toBe(title);
      await expectNoViolations(page, "a refused document request");
      expect(await requestCount()).toBe(1);
      expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
