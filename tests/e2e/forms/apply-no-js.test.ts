import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillStep1, fillStep2, STEP1, STEP2, storedApplications } from "#tests/application-wizard.ts";
import { openPage } from "#tests/browser.ts";
import { fieldError, formTestbed, uniqueTag } from "#tests/form-page.ts";

const { baseURL, dataDir, browser, expectNoAxeViolationsWithoutJs } = formTestbed();

const heading = (page: Page) => page.textContent("h1");

describe("application wizard without JavaScript", () => {
  it("moves between steps through the action and keeps every value", async () => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/apply`);
    expect(await page.getAttribute("main a:has-text('Back')", "href")).toBe("/");
    // Before the first field, and only there: without JavaScript the application is confirmed by e-mail.
    expect(await page.$eval(`#${STEP1} noscript`, (element) => element.textContent)).toContain(
      "we'll e-mail you a link",
    );
    expect(
      await page.$eval(`#${STEP1}`, (form) => {
        const noscript = form.querySelector("noscript");
        const firstField = form.querySelector(`#${form.id}-firstName`);
        return Boolean(noscript && firstField && noscript.compareDocumentPosition(firstField) & 4);
      }),
    ).toBe(true);

    // Invalid Continue: errors from the server, values kept.
    await page.fill(`#${STEP1}-firstName`, "Ada");
    await page.fill(`#${STEP1}-email`, "ada@");
    await page.fill(`#${STEP1}-phone`, "12");
    await page.fill(`#${STEP1}-jobTitle`, "CEO");
    await page.fill(`#${STEP1}-website`, "not a url");
    await page.click("button[value=continue]");
    await page.waitForLoadState();
    expect(await heading(page)).toBe("Let's get started");
    expect(await fieldError(page, STEP1, "lastName")).toBe("Required");
    expect(await fieldError(page, STEP1, "email")).toBe("Invalid email format.");
    expect(await fieldError(page, STEP1, "phone")).toMatch(/country code/);
    expect(await fieldError(page, STEP1, "businessName")).toBe("Required");
    expect(await fieldError(page, STEP1, "website")).toBe("Valid URL required");
    expect(await page.inputValue(`#${STEP1}-firstName`)).toBe("Ada");
    expect(await page.inputValue(`#${STEP1}-email`)).toBe("ada@");
    expect(await page.inputValue(`#${STEP1}-phone`)).toBe("12");
    expect(await page.inputValue(`#${STEP1}-jobTitle`)).toBe("CEO");
    expect(await page.inputValue(`#${STEP1}-website`)).toBe("not a url");
    await expectNoAxeViolationsWithoutJs(page, "no-JS step 1 invalid");

    const businessName = uniqueTag("NoJs");
    await fillStep1(page, { businessName });
    await page.click("button[value=continue]");
    await page.waitForLoadState();
    expect(await heading(page)).toBe("Business Details");
    expect(await page.inputValue(`input[type=hidden][name=businessName]`)).toBe(businessName);
    expect(await page.inputValue(`input[type=hidden][name=email]`)).toBe("ada@analytical.example");

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
    expect(await heading(page)).toBe("Business Details");
    expect(await fieldError(page, STEP2, "cashBalance")).toMatch(/can't be negative/);
    for (const name of ["estimatedRunway", "recentEquityRaise", "debtOutstanding", "fundingDate"]) {
      expect(await fieldError(page, STEP2, name), name).toBe("Required");
    }
    expect(await page.inputValue(`#${STEP2}-annualRevenue`)).toBe("750000");
    expect(await page.inputValue(`#${STEP2}-cashBalance`)).toBe("-5");
    await expectNoAxeViolationsWithoutJs(page, "no-JS step 2 invalid");

    // Step 2 says nothing of its own without JavaScript (step 1 did).
    expect(await page.locator(`#${STEP2} noscript`).count()).toBe(0);
    // Valid data without the captcha: held until confirmed by e-mail (decision 076), not stored as a lead yet.
    await fillStep2(page);
    await page.click("button[value=submit]");
    await page.waitForLoadState();
    expect(await heading(page)).toBe("Check your e-mail");
    // The page says it once: the panel under that heading does not repeat it.
    expect(await page.getByRole("heading", { name: "Check your e-mail" }).count()).toBe(1);
    expect(await page.textContent("main [role=status]")).toContain(
      "Press the button in the e-mail we sent to ada@analytical.example to send your application.",
    );
    expect(storedApplications(dataDir, businessName)).toEqual([]);
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await close();
  });
});
