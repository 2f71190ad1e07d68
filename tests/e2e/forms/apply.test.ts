import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillStep1, fillStep2, STEP1, STEP2, storedApplications } from "#tests/application-wizard.ts";
import { focusedId, openPage, tabUntilFocused, typeFieldByField, VIEWPORTS } from "#tests/browser.ts";
import {
  expectNoAxeViolations,
  fieldError,
  formTestbed,
  readRows,
  uniqueTag,
  waitForCaptcha,
} from "#tests/form-page.ts";
import { facts } from "#app/content/shared/facts/data.ts";
import { applicationReference } from "#app/shared/application-reference.ts";

const { baseURL, dataDir, browser } = formTestbed();

const heading = (page: Page) => page.textContent("h1");
const currentStep = (page: Page) => page.textContent('[aria-current="step"]');

describe("application wizard with JavaScript", () => {
  it("walks Continue, Back, reload and Submit to 'Application Received' and stores the row", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
    expect(await heading(page)).toBe("Let's get started");
    expect(await currentStep(page)).toContain("Company Info");
    expect(await page.textContent("main")).toContain("Before we create your account");
    await expectNoAxeViolations(page, "step 1");

    // Continue with nothing filled: every required step-1 field is marked, focus on the first. Pressed
    // before the step's check has loaded (it loads on the form's first focus), the server checks it (400).
    await page.click("button[value=continue]");
    await expect.poll(() => focusedId(page)).toBe(`${STEP1}-firstName`);
    for (const name of ["firstName", "lastName", "jobTitle", "businessName", "country", "referralSource"]) {
      expect(await fieldError(page, STEP1, name), name).toBe("Required");
    }
    expect(await fieldError(page, STEP1, "email")).toBe("Email is required.");
    expect(await fieldError(page, STEP1, "website")).toBe("Valid URL required");
    // Phone and LinkedIn are optional: blank is fine, a wrong value is not.
    expect(await fieldError(page, STEP1, "phone")).toBeNull();
    expect(await fieldError(page, STEP1, "linkedin")).toBeNull();
    await page.fill(`#${STEP1}-phone`, "call me");
    await page.fill(`#${STEP1}-linkedin`, "twitter.com/ada");
    await page.click("button[value=continue]");
    await expect.poll(() => fieldError(page, STEP1, "phone")).toMatch(/country code/);
    expect(await fieldError(page, STEP1, "linkedin")).toMatch(/LinkedIn profile address/);
    expect(await heading(page)).toBe("Let's get started");
    await expectNoAxeViolations(page, "step 1 invalid");

    const businessName = uniqueTag("Engines");
    await fillStep1(page, { businessName });
    await page.click("button[value=continue]");
    await page.getByRole("heading", { level: 1, name: "Business Details" }).waitFor();
    expect(await currentStep(page)).toContain("Business Details");
    // Step 2's fields were not touched by Continue.
    expect(await fieldError(page, STEP2, "annualRevenue")).toBeNull();
    await expectNoAxeViolations(page, "step 2");

    // Back keeps step 1's values; Continue again keeps step 2's.
    await page.fill(`#${STEP2}-annualRevenue`, "6500000");
    await page.click("button[value=back]");
    await page.getByRole("heading", { level: 1, name: "Let's get started" }).waitFor();
    expect(await page.inputValue(`#${STEP1}-businessName`)).toBe(businessName);
    expect(await page.inputValue(`#${STEP1}-country`)).toBe("CH");
    await page.click("button[value=continue]");
    await page.getByRole("heading", { level: 1, name: "Business Details" }).waitFor();
    expect(await page.inputValue(`#${STEP2}-annualRevenue`)).toBe("6500000");

    // A reload mid-wizard restores the step and every value, but never a captcha token.
    await page.fill(`#${STEP2}-cashBalance`, "lots");
    await page.reload({ waitUntil: "networkidle" });
    expect(await heading(page)).toBe("Business Details");
    expect(await page.inputValue(`#${STEP2}-annualRevenue`)).toBe("6500000");
    expect(await page.inputValue(`#${STEP2}-cashBalance`)).toBe("lots");
    expect(await page.inputValue(`input[type=hidden][name=businessName]`)).toBe(businessName);
    expect(await page.inputValue(`input[type=hidden][name=email]`)).toBe("ada@analytical.example");
    expect(await page.evaluate(() => sessionStorage.getItem("noema:application-draft"))).not.toContain("altcha");

    // Invalid submit: each numeric field has its own message; focus on the first invalid field.
    await page.fill(`#${STEP2}-annualRevenue`, "");
    await page.fill(`#${STEP2}-estimatedRunway`, "-2");
    // Issue 18: a month control; the month picker cannot produce a day to misread.
    expect(await page.getAttribute(`#${STEP2}-fundingDate`, "type")).toBe("month");
    await page.fill(`#${STEP2}-fundingDate`, "1989-12");
    await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
    await page.click("button[value=submit]");
    await expect.poll(() => focusedId(page)).toBe(`${STEP2}-annualRevenue`);
    expect(await fieldError(page, STEP2, "annualRevenue")).toBe("Required");
    expect(await fieldError(page, STEP2, "cashBalance")).toMatch(/Enter an amount using digits/);
    expect(await fieldError(page, STEP2, "estimatedRunway")).toMatch(/can't be negative/);
    expect(await fieldError(page, STEP2, "recentEquityRaise")).toBe("Required");
    expect(await fieldError(page, STEP2, "debtOutstanding")).toBe("Required");
    expect(await fieldError(page, STEP2, "fundingDate")).toBe("Enter a month from January 1990 on.");
    await expectNoAxeViolations(page, "step 2 invalid");

    await fillStep2(page);
    await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
    await page.click("button[value=submit]");
    await page.getByRole("heading", { level: 1, name: "Application Received" }).waitFor();
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain(facts.replyTime);
    // Issue 26: the reference the receipt mail and the account show, here too.
    const [stored] = readRows<{ id: string }>(
      dataDir,
      "SELECT id FROM applications WHERE business_name = ?",
      businessName,
    );
    expect(main).toContain(`Your reference: ${applicationReference(stored?.id ?? "")}`);
    expect(await page.getAttribute("main a:has-text('Read Our Insights')", "href")).toBe("/insights");
    expect(await page.getAttribute("main a:has-text('Return to Home')", "href")).toBe("/");
    expect(await currentStep(page)).toContain("Done");
    expect(await page.evaluate(() => sessionStorage.getItem("noema:application-draft"))).toBeNull();
    await expectNoAxeViolations(page, "step 3");

    expect(storedApplications(dataDir, businessName)).toEqual([
      {
        applicant_first_name: "Ada",
        applicant_last_name: "Lovelace",
        applicant_email: "ada@analytical.example",
        applicant_phone: "+41 44 668 18 00",
        applicant_linkedin: "https://www.linkedin.com/in/ada-lovelace",
        country: "CH",
        annual_revenue: 6_500_000,
        cash_balance: 2_400_000,
        estimated_runway: 18,
        funding_date: "2024-03",
      },
    ]);
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await close();
  });

  it("goes back to the previous page from step 1", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    await page.goto(`${baseURL}/about`, { waitUntil: "networkidle" });
    await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
    await page.click("main a:has-text('Back')");
    await page.waitForURL(`${baseURL}/about`);
    expect(errors).toEqual([]);
    await close();
  });

  it("can be completed with the keyboard alone", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
    const businessName = uniqueTag("Keys");
    await page.focus(`#${STEP1}-firstName`);
    await typeFieldByField(page, [
      "Grace",
      "Hopper",
      "grace@keys.example",
      null, // phone, optional
      null, // LinkedIn, optional
      "Founder",
      businessName,
      "keys.example",
      "Ire", // Ireland
      "Search",
      "01/2020", // founded (optional)
    ]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.value)).toBe("continue");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Business Details" }).waitFor();

    const typeInto = async (name: string, text: string) => {
      // Tab from wherever focus is until the named field has it.
      for (let step = 0; step < 20 && (await focusedId(page)) !== `${STEP2}-${name}`; step += 1) {
        await page.keyboard.press("Tab");
      }
      expect(await focusedId(page)).toBe(`${STEP2}-${name}`);
      await page.keyboard.type(text);
    };
    await typeInto("annualRevenue", "1000000");
    await typeInto("cashBalance", "500000");
    await typeInto("estimatedRunway", "12");
    await typeInto("debtOutstanding", "0");
    await typeInto("recentEquityRaise", "3000000");
    // The native month control: month, Tab to its year, the year (issue 18).
    await typeInto("fundingDate", "1");
    await page.keyboard.press("Tab");
    await page.keyboard.type("2025");
    expect(await page.inputValue(`#${STEP2}-fundingDate`)).toBe("2025-01");
    await typeInto("fundingRoundType", "Early");
    await typeInto("useOfProceeds", "Working");
    await typeInto("revenueModel", "B2C Sub");
    await typeInto("industry", "Education");
    await typeInto("businessDescription", "Tutoring platform.");
    await typeInto("majorInvestors", "None");
    await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
    await tabUntilFocused(page, "button[value=submit]");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Application Received" }).waitFor();
    expect(storedApplications(dataDir, businessName)).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });
});
