import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CSRF_FIELD } from "#app/shared/forms/field-names.ts";
import { axeViolations, openPage, VIEWPORTS } from "#tests/browser.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { type createStaffAccount } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/* Issue 20: every time read as New York's "EST"; each member now picks their zone, FIRM_TIME_ZONE by default. */

const target = staffTargetFor("sqlite", { env: () => ({ FIRM_TIME_ZONE: "Europe/Berlin" }) });
const browser = sharedBrowser();
let member: ReturnType<typeof createStaffAccount>;
let leadId: string;

beforeAll(async () => {
  member = await target().createAccount("member");
  const company = `Zeitzone ${randomUUID().slice(0, 8)}`;
  leadId = (
    await target().read((db) =>
      insertApplication(db, { business_name: company, created_at: "2025-01-15T12:00:00.000Z", founded_on: "2017-08" }),
    )
  ).id;
});

describe("a staff member's time zone", () => {
  it("starts as the firm's, and once chosen in the profile shows every time there", async () => {
    const { baseURL } = target();
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    await target().signIn(page, member);

    await page.goto(`${baseURL}/inbox/applications/${leadId}`);
    await page.getByText("15 Jan 2025, 13:00 CET").first().waitFor();
    await page.getByText("Aug 2017").waitFor();

    await page.getByRole("link", { name: member.name }).click();
    await page.getByRole("heading", { level: 1, name: "Your profile" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Show times in").selectOption("Asia/Tokyo");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. Times now show in your chosen zone.").waitFor();

    await page.goto(`${baseURL}/inbox/applications/${leadId}`);
    await page.getByText("15 Jan 2025, 21:00 Japan Standard Time").first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("refuses a zone that does not exist with a 400 and a message", async () => {
    const { baseURL } = target();
    const { page, close } = await openPage(browser(), { viewport: VIEWPORTS.desktop });
    await target().signIn(page, member);
    await page.goto(`${baseURL}/inbox/profile`);
    // The select offers only real zones: post a forged one, as a plain form post would arrive.
    const token = await page.locator(`input[name=${CSRF_FIELD}]`).first().inputValue();
    const answer = await page.request.post(`${baseURL}/inbox/profile`, {
      form: { [CSRF_FIELD]: token, timeZone: "Mars/Olympus_Mons" },
      headers: { origin: baseURL },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain("Choose a time zone from the list.");
    await close();
  });
});
