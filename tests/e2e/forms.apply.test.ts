import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, VIEWPORTS } from "./support/browser";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJs,
  fieldError,
  focusedId,
  readRows,
  uniqueTag,
  waitForCaptcha,
} from "./forms.helpers";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const STEP1 = "application-step-1";
const STEP2 = "application-step-2";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.textContent("h1");
const currentStep = (page: Page) => page.textContent('[aria-current="step"]');

async function fillStep1(page: Page, businessName: string) {
  await page.fill(`#${STEP1}-jobTitle`, "CEO");
  await page.fill(`#${STEP1}-businessName`, businessName);
  await page.fill(`#${STEP1}-website`, "https://www.analytical.example");
  await page.selectOption(`#${STEP1}-country`, "CH");
  await page.selectOption(`#${STEP1}-referralSource`, "From an investor");
}

async function fillStep2(page: Page) {
  await page.fill(`#${STEP2}-annualRevenue`, "$6,500,000");
  await page.fill(`#${STEP2}-cashBalance`, "2400000");
  await page.fill(`#${STEP2}-estimatedRunway`, "18");
  await page.fill(`#${STEP2}-debtOutstanding`, "0");
  await page.fill(`#${STEP2}-recentEquityRaise`, "12000000");
  await page.fill(`#${STEP2}-fundingDate`, "03/15/2024");
  await page.selectOption(`#${STEP2}-fundingRoundType`, "Series A");
  await page.selectOption(`#${STEP2}-useOfProceeds`, "Runway extension");
  await page.selectOption(`#${STEP2}-revenueModel`, "B2B Subscription");
  await page.selectOption(`#${STEP2}-industry`, "Software Services");
  await page.fill(`#${STEP2}-businessDescription`, "Planning software for factories.");
  await page.fill(`#${STEP2}-majorInvestors`, "Example Ventures");
}

interface StoredApplication {
  country: string;
  annual_revenue: number;
  cash_balance: number;
  estimated_runway: number;
  funding_date: string;
}

function storedApplications(businessName: string) {
  return readRows<StoredApplication>(
    dataDir,
    "SELECT country, annual_revenue, cash_balance, estimated_runway, funding_date FROM applications WHERE business_name = ?",
    businessName,
  );
}

describe("application wizard with JavaScript", () => {
  it("walks Continue, Back, reload and Submit to 'Application Received' and stores the row", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
    expect(await heading(page)).toBe("Let's get started");
    expect(await currentStep(page)).toContain("Company Info");
    expect(await page.textContent("main")).toContain("Before we create your account");
    await expectNoAxeViolations(page, "step 1");

    // Continue with nothing filled: every step-1 field is marked, focus on the first.
    await page.click("button[value=continue]");
    await expect.poll(() => focusedId(page)).toBe(`${STEP1}-jobTitle`);
    for (const name of ["jobTitle", "businessName", "country", "referralSource"]) {
      expect(await fieldError(page, STEP1, name), name).toBe("Required");
    }
    expect(await fieldError(page, STEP1, "website")).toBe("Valid URL required");
    expect(await heading(page)).toBe("Let's get started");
    await expectNoAxeViolations(page, "step 1 invalid");

    const businessName = uniqueTag("Engines");
    await fillStep1(page, businessName);
    await page.click("button[value=continue]");
    await page.getByRole("heading", { level: 1, name: "Business Information" }).waitFor();
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
    await page.getByRole("heading", { level: 1, name: "Business Information" }).waitFor();
    expect(await page.inputValue(`#${STEP2}-annualRevenue`)).toBe("6500000");

    // A reload mid-wizard restores the step and every value, but never a captcha token.
    await page.fill(`#${STEP2}-cashBalance`, "lots");
    await page.reload({ waitUntil: "networkidle" });
    expect(await heading(page)).toBe("Business Information");
    expect(await page.inputValue(`#${STEP2}-annualRevenue`)).toBe("6500000");
    expect(await page.inputValue(`#${STEP2}-cashBalance`)).toBe("lots");
    expect(await page.inputValue(`input[type=hidden][name=businessName]`)).toBe(businessName);
    expect(await page.evaluate(() => sessionStorage.getItem("noema:application-draft"))).not.toContain("altcha");

    // Invalid submit: each numeric field has its own message; focus on the first invalid field.
    await page.fill(`#${STEP2}-annualRevenue`, "");
    await page.fill(`#${STEP2}-estimatedRunway`, "-2");
    await page.fill(`#${STEP2}-fundingDate`, "13/45/2024");
    await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
    await page.click("button[value=submit]");
    await expect.poll(() => focusedId(page)).toBe(`${STEP2}-annualRevenue`);
    expect(await fieldError(page, STEP2, "annualRevenue")).toBe("Required");
    expect(await fieldError(page, STEP2, "cashBalance")).toMatch(/amount in dollars/);
    expect(await fieldError(page, STEP2, "estimatedRunway")).toMatch(/can't be negative/);
    expect(await fieldError(page, STEP2, "recentEquityRaise")).toBe("Required");
    expect(await fieldError(page, STEP2, "debtOutstanding")).toBe("Required");
    expect(await fieldError(page, STEP2, "fundingDate")).toMatch(/doesn't exist/);
    await expectNoAxeViolations(page, "step 2 invalid");

    await fillStep2(page);
    await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
    await page.click("button[value=submit]");
    await page.getByRole("heading", { level: 1, name: "Application Received" }).waitFor();
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain("2–3 business days");
    expect(await page.getAttribute("main a:has-text('Read Our Insights')", "href")).toBe("/insights");
    expect(await page.getAttribute("main a:has-text('Return to Home')", "href")).toBe("/");
    expect(await currentStep(page)).toContain("Done");
    expect(await page.evaluate(() => sessionStorage.getItem("noema:application-draft"))).toBeNull();
    await expectNoAxeViolations(page, "step 3");

    expect(storedApplications(businessName)).toEqual([
      {
        country: "CH",
        annual_revenue: 6_500_000,
        cash_balance: 2_400_000,
        estimated_runway: 18,
        funding_date: "2024-03-15",
      },
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it("goes back to the previous page from step 1", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: VIEWPORTS.mobile });
    await page.goto(`${baseURL}/about`, { waitUntil: "networkidle" });
    await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
    await page.click("main a:has-text('Back')");
    await page.waitForURL(`${baseURL}/about`);
    expect(errors).toEqual([]);
    await close();
  });

  it("can be completed with the keyboard alone", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
    const businessName = uniqueTag("Keys");
    await page.focus(`#${STEP1}-jobTitle`);
    await page.keyboard.type("Founder");
    await page.keyboard.press("Tab");
    await page.keyboard.type(businessName);
    await page.keyboard.press("Tab");
    await page.keyboard.type("keys.example");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ire"); // Ireland
    await page.keyboard.press("Tab");
    await page.keyboard.type("Search");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.value)).toBe("continue");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Business Information" }).waitFor();

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
    await typeInto("fundingDate", "01/31/2025");
    await typeInto("fundingRoundType", "Early");
    await typeInto("useOfProceeds", "Working");
    await typeInto("revenueModel", "B2C Sub");
    await typeInto("industry", "Education");
    await typeInto("businessDescription", "Tutoring platform.");
    await typeInto("majorInvestors", "None");
    await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
    for (let step = 0; step < 10; step += 1) {
      const onSubmit = await page.evaluate(
        () => (document.activeElement as HTMLButtonElement | null)?.value === "submit",
      );
      if (onSubmit) break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Application Received" }).waitFor();
    expect(storedApplications(businessName)).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("application wizard without JavaScript", () => {
  it("moves between steps through the action and keeps every value", async () => {
    const { page, errors, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseURL}/apply`);
    expect(await page.getAttribute("main a:has-text('Back')", "href")).toBe("/");

    // Invalid Continue: errors from the server, values kept.
    await page.fill(`#${STEP1}-jobTitle`, "CEO");
    await page.fill(`#${STEP1}-website`, "not a url");
    await page.click("button[value=continue]");
    await page.waitForLoadState();
    expect(await heading(page)).toBe("Let's get started");
    expect(await fieldError(page, STEP1, "businessName")).toBe("Required");
    expect(await fieldError(page, STEP1, "website")).toBe("Valid URL required");
    expect(await page.inputValue(`#${STEP1}-jobTitle`)).toBe("CEO");
    expect(await page.inputValue(`#${STEP1}-website`)).toBe("not a url");
    await expectNoAxeViolationsWithoutJs(browser, page, "no-JS step 1 invalid");

    const businessName = uniqueTag("NoJs");
    await fillStep1(page, businessName);
    await page.click("button[value=continue]");
    await page.waitForLoadState();
    expect(await heading(page)).toBe("Business Information");
    expect(await page.inputValue(`input[type=hidden][name=businessName]`)).toBe(businessName);

    // Back and Continue again: both steps' values survive.
    await page.fill(`#${STEP2}-annualRevenue`, "750000");
    await page.click("button[value=back]");
    await page.waitForLoadState();
    expect(await heading(page)).toBe("Let's get started");
    expect(await page.inputValue(`#${STEP1}-businessName`)).toBe(businessName);
    expect(await page.inputValue(`#${STEP1}-country`)).toBe("CH");
    await page.click("button[value=continue]");
    await page.waitForLoadState();
    expect(await page.inputValue(`#${STEP2}-annualRevenue`)).toBe("750000");

    // Invalid submit: every numeric field answers for itself.
    await page.fill(`#${STEP2}-cashBalance`, "-5");
    await page.click("button[value=submit]");
    await page.waitForLoadState();
    expect(await heading(page)).toBe("Business Information");
    expect(await fieldError(page, STEP2, "cashBalance")).toMatch(/can't be negative/);
    for (const name of ["estimatedRunway", "recentEquityRaise", "debtOutstanding", "fundingDate"]) {
      expect(await fieldError(page, STEP2, name), name).toBe("Required");
    }
    expect(await page.inputValue(`#${STEP2}-annualRevenue`)).toBe("750000");
    expect(await page.inputValue(`#${STEP2}-cashBalance`)).toBe("-5");
    await expectNoAxeViolationsWithoutJs(browser, page, "no-JS step 2 invalid");

    // Valid data without the captcha: a clear message, nothing stored.
    await fillStep2(page);
    await page.click("button[value=submit]");
    await page.waitForLoadState();
    expect(await page.textContent(`#${STEP2} [role=alert]`)).toBe("Please complete the CAPTCHA.");
    expect(await page.textContent(`#${STEP2}`)).toContain("needs JavaScript");
    expect(await page.inputValue(`#${STEP2}-majorInvestors`)).toBe("Example Ventures");
    expect(storedApplications(businessName)).toEqual([]);
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await close();
  });
});
