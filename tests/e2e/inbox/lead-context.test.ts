import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, openPage, VIEWPORTS, waitForHydration } from "#tests/browser.ts";
import { insertApplication, insertMessage } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { type createStaffAccount } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 20: "Back to the list" dropped the filters and there was no previous/next; an application
 * search missed the contact message from the same e-mail; an accented name typed without accents
 * found nothing.
 */

const target = staffTargetFor("sqlite");
const browser = sharedBrowser();
const tag = randomUUID().slice(0, 8);
let member: ReturnType<typeof createStaffAccount>;

beforeAll(async () => {
  member = await target().createAccount("member");
  await target().read(async (db) => {
    for (const [index, name] of ["Alpha", "Bravo", "Charlie"].entries()) {
      await insertApplication(db, {
        business_name: `${name} ${tag}`,
        applicant_last_name: index === 1 ? "Schröder" : "Okafor",
        applicant_email: `${name.toLowerCase()}-${tag}@deal.example`,
        country: "DE",
      });
    }
    await insertMessage(db, { email: `bravo-${tag}@deal.example`, subject: `Question ${tag}` });
  });
});

async function signIn(page: Page) {
  await target().signIn(page, member);
}

describe("a lead opened from a filtered, sorted list", () => {
  it("steps to the next and previous lead in that view and goes back to it, by keyboard", async () => {
    const { baseURL } = target();
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.desktop });
    await signIn(page);
    const view = `?q=${tag}&country=DE&sort=company`;
    await page.goto(`${baseURL}/inbox/applications${view}`);
    await page.getByRole("link", { name: `Alpha ${tag}` }).click();
    await page.getByRole("heading", { level: 1, name: `Alpha ${tag}` }).waitFor();
    expect(await page.getByRole("link", { name: /Previous lead/ }).count()).toBe(0);

    await page.getByRole("link", { name: /Next lead/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: `Bravo ${tag}` }).waitFor();
    // Focus moved to the new lead's heading, where a screen reader starts reading: at once after a move
    // within the app, or once the page hydrates when the step loaded it as a document (the page was
    // not hydrated yet when Enter was pressed, which a busy machine makes likely).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 10_000 }).toBe("H1");
    // Bravo's applicant also wrote a message: it is linked from here.
    await page.getByRole("link", { name: `Message: Question ${tag}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: /Previous lead/ }).click();
    await page.getByRole("heading", { level: 1, name: `Alpha ${tag}` }).waitFor();
    await page.getByRole("link", { name: /Back to the list/ }).click();
    await page.waitForURL((url) => url.pathname === "/inbox/applications");
    const back = new URL(page.url()).searchParams;
    expect([back.get("q"), back.get("country"), back.get("sort")]).toEqual([tag, "DE", "company"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps a keyboard user's place after a post: focus is never left on the page's body", async () => {
    const { baseURL } = target();
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.desktop });
    await signIn(page);
    const alpha = await target().read((db) =>
      db.selectFrom("applications").select("id").where("business_name", "=", `Alpha ${tag}`).executeTakeFirstOrThrow(),
    );
    await page.goto(`${baseURL}/inbox/applications/${alpha.id}`);
    await waitForHydration(page, "textarea");
    await page.getByLabel("New note").fill("Called the CFO.");
    await page.getByRole("button", { name: "Add note" }).focus();
    await page.keyboard.press("Enter");
    const notes = page.locator("section", { has: page.locator("#notes-title") });
    await expect.poll(() => notes.locator("li").allInnerTexts()).toEqual([expect.stringContaining("Called the CFO.")]);
    // The button was disabled while the note was saved; focus came back to it, not to <body>.
    // The note is saved on a loaded machine in more than expect.poll's default second.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 15_000 })
      .toBe("Add note");
    expect(errors).toEqual([]);
    await close();
  });

  it("finds Schröder typed without accents, and says a message matches the same search", async () => {
    const { baseURL } = target();
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    await signIn(page);
    await page.goto(`${baseURL}/inbox/applications?q=schroder+${tag}`);
    await page.getByRole("link", { name: `Bravo ${tag}` }).waitFor();
    expect(await page.getByRole("link", { name: `Alpha ${tag}` }).count()).toBe(0);

    await page.goto(`${baseURL}/inbox/applications?q=bravo-${tag}%40deal.example`);
    // A click while React takes over the page can still be dropped (issue 26's note: the bootstrap narrows that
    // window, it does not close it); this test is about search, so it clicks once the page is hydrated.
    await waitForHydration(page, "main a");
    await page.getByRole("link", { name: "Messages (1)" }).click();
    await page.getByRole("link", { name: /Grace Hopper/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
