import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { openPage, type TrackedPage, waitForHydration } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { expectNoViolations } from "#tests/founder.ts";
import { holdAppScripts } from "#tests/hold-scripts.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { type createStaffAccount, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 21, items 14 to 16, in the browser as a partner meets them: what the move control offers after
 * a move, a decline that needs confirming, which e-mail goes (and stopping it), and a note box that
 * empties once its note is saved. With JavaScript and without.
 */

const target = staffTargetFor("sqlite");
const browser = sharedBrowser();
let member: ReturnType<typeof createStaffAccount>;

beforeAll(async () => {
  member = await target().createAccount("member");
});

async function newLead() {
  const tag = randomUUID().slice(0, 8);
  const row = await target().read((db) =>
    insertApplication(db, { applicant_email: `f-${tag}@lead-${tag}.example`, business_name: `Actions ${tag}` }),
  );
  return { id: row.id, company: row.business_name, url: `${target().baseURL}/inbox/applications/${row.id}` };
}

async function signIn(page: Page) {
  await target().signIn(page, member);
}

const workflow = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: "Workflow" }) });
const statusBadge = (page: Page) => workflow(page).getByTestId("lead-status");

async function moveTo(page: Page, label: string) {
  await page.getByLabel("Move to").selectOption({ label });
  await page.getByRole("button", { name: "Move", exact: true }).click();
}

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("the lead page %s", (_name, javaScriptEnabled) => {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await openPage(browser(), { javaScriptEnabled });
    await signIn(tracked.page);
  });
  afterAll(async () => {
    // The refused decline answers 400 by design; nothing else may fail.
    expect(tracked.errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await tracked?.close();
  });

  it("offers the next forward stage after a move, and declines only once confirmed", async () => {
    const { page } = tracked;
    const lead = await newLead();
    await page.goto(lead.url);
    expect(await page.getByLabel("Move to").inputValue()).toBe("reviewing");
    await moveTo(page, "Initial Review");
    await statusBadge(page).getByText("Initial Review", { exact: true }).waitFor();
    expect(await page.getByLabel("Move to").inputValue()).toBe("due_diligence");

    await page.getByLabel("Move to").selectOption({ label: "Declined" });
    await page.getByRole("checkbox", { name: "Send the founder this e-mail" }).check();
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await page.getByRole("alert").getByText("Tick “Yes, decline this application” to decline it.").waitFor();
    expect(await statusBadge(page).textContent()).toBe("Initial Review");
    // The refusal keeps the partner's choice, so ticking the box and pressing Move again declines; it
    // never falls back to the next stage, where a second press would move the deal on instead.
    expect(await page.getByLabel("Move to").inputValue()).toBe("declined");
    expect(await page.getByRole("checkbox", { name: "Send the founder this e-mail" }).isChecked()).toBe(true);
    // Without JavaScript the answer is a new page: it starts on the box to tick. With it, focus stays on Move.
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("name") ?? "");
    expect(focused).toBe(javaScriptEnabled ? "" : "confirmDecline");

    await page.getByRole("checkbox", { name: "Yes, decline this application" }).check();
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await statusBadge(page).getByText("Declined", { exact: true }).waitFor();
    expect(await page.getByLabel("Move to").inputValue()).toBe("");
  });

  it("says which e-mail a move sends, lets the partner stop it, and moves back", async () => {
    const { page } = tracked;
    const lead = await newLead();
    await page.goto(lead.url);
    const send = page.getByRole("checkbox", { name: "Send the founder this e-mail" });
    // Only the chosen destination's e-mail is shown: the move to Initial Review shows that stage's e-mail.
    await expect.poll(() => send.count()).toBe(1);
    expect(await send.isChecked()).toBe(true);
    await workflow(page).getByText(`${lead.company}'s application is in Initial Review`).waitFor();
    // axe runs in the page, so only where scripts run; the markup is the same either way.
    if (javaScriptEnabled) await expectNoViolations(page, "move control");

    await page.getByLabel("Move to").selectOption({ label: "Declined" });
    await workflow(page).getByText(`An update on ${lead.company}'s application`).waitFor();
    expect(await send.isChecked()).toBe(false);

    await moveTo(page, "Initial Review");
    await statusBadge(page).getByText("Initial Review", { exact: true }).waitFor();
    const pending = workflow(page).getByRole("region", { name: "E-mail to the founder, waiting" });
    await pending.getByText(/goes at/).waitFor();
    if (javaScriptEnabled) await expectNoViolations(page, "pending e-mail");
    // With a documents e-mail waiting too, each button names the e-mail it stops.
    // With a documents e-mail waiting too, each button names the e-mail it stops.
    await pending
      .getByRole("button", { name: `Cancel e-mail: ${lead.company}'s application is in Initial Review`, exact: true })
      .click();
    await page.getByRole("status").getByText("The e-mail will not be sent.").waitFor();
    await expect.poll(() => pending.count()).toBe(0);
    await page.locator("li", { hasText: "stopped the founder's e-mail about Initial Review" }).waitFor();

    await moveTo(page, "Back to New");
    await statusBadge(page).getByText("New", { exact: true }).waitFor();
    await page.locator("li", { hasText: "moved it back from Initial Review to New" }).waitFor();
    expect(await page.getByLabel("Move to").inputValue()).toBe("reviewing");
  });

  it("empties the note box once the note is saved", async () => {
    const { page } = tracked;
    const lead = await newLead();
    await page.goto(lead.url);
    const box = page.getByLabel("New note");
    await box.fill("Intro call booked.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.locator("li", { hasText: "Intro call booked." }).waitFor();
    await expect.poll(() => box.inputValue()).toBe("");
    expect(await page.locator("li", { hasText: "Intro call booked." }).count()).toBe(1);
  });

  it('confirms a saved note with "Saved."', async () => {
    const { page } = tracked;
    const lead = await newLead();
    await page.goto(lead.url);
    if (javaScriptEnabled) await waitForHydration(page, "#note-body");
    await page.getByLabel("New note").fill("Deck read.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.locator("li", { hasText: "Deck read." }).waitFor();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor({ timeout: 10_000 });
  });
});

describe("the lead page while it hydrates", () => {
  it("leaves focus where a keyboard user already put it", async () => {
    const tracked = await openPage(browser());
    await signIn(tracked.page);
    const { page } = tracked;
    const lead = await newLead();
    const scripts = await holdAppScripts(page);
    await page.goto(lead.url, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Move", exact: true }).focus();
    scripts.release();
    await waitForHydration(page, "#move-to");
    // The heading takes focus when a lead opens (an effect, run by the next frame), never from where the reader is.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Move");
    expect(tracked.errors).toEqual([]);
    await tracked.close();
  });
});

describe.each(testDialects)("notes over HTTP on %s", (dialect) => {
  const server = staffTargetFor(dialect);

  it("stores a note posted twice with one idempotency key once", async () => {
    const lead = await server().read((db) => insertApplication(db));
    const staff = await staffClient(server().baseURL, await server().createAccount("member"));
    const path = `/inbox/applications/${lead.id}`;
    const keyIn = (html: string) => new RegExp(`name="${IDEMPOTENCY_FIELD}" value="([^"]+)"`).exec(html)?.[1];
    const key = keyIn(await (await staff.get(path)).text());
    expect(key).toBeDefined();
    const post = () => staff.post(path, { intent: "note", body: "Deck received.", [IDEMPOTENCY_FIELD]: key! });
    const [first, second] = await Promise.all([post(), post()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await post()).status).toBe(200);
    const notes = await server().read((db) =>
      db.selectFrom("lead_notes").select("body").where("lead_id", "=", lead.id).execute(),
    );
    expect(notes).toEqual([{ body: "Deck received." }]);
    expect(keyIn(await (await staff.get(path)).text())).not.toBe(key);
    const keyless = await staff.post(path, { intent: "note", body: "No key." });
    expect(keyless.status).toBe(400);
  });
});
