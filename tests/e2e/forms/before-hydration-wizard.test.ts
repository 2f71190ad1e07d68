// The application before and through hydration (decision 071): both steps go through as plain posts if React
// never arrives, and step 1 typed before it does is kept.
import { describe, expect, it } from "vitest";
import {
  STEP1,
  STEP2,
  fillStep1,
  fillStep2,
  step1Defaults,
  storedApplications,
} from "../../support/application-wizard";
import { openPage, VIEWPORTS, waitForHydration } from "../../support/browser";
import { formTestbed, uniqueTag } from "../../support/form-page";
import { holdAppScripts } from "../../support/hold-scripts";

const { baseURL, dataDir, browser } = formTestbed();

describe("application before hydration", () => {
  it("goes through both steps as plain posts when React never arrives, captcha included", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    const { held } = await holdAppScripts(page);
    await page.goto(`${baseURL}/apply`, { waitUntil: "domcontentloaded" });
    const businessName = uniqueTag("Early");
    await fillStep1(page, { businessName });
    await page.click("button[value=continue]");
    await page.getByRole("heading", { level: 1, name: "Business Details" }).waitFor();
    await fillStep2(page);
    await page.click("button[value=submit]");
    await page.getByRole("heading", { level: 1, name: "Application Received" }).waitFor();
    expect(held.length).toBeGreaterThan(0);
    expect(storedApplications(dataDir, businessName)).toMatchObject([
      {
        applicant_first_name: step1Defaults.firstName,
        applicant_email: step1Defaults.email,
        annual_revenue: 6_500_000,
      },
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps step 1 typed before hydration and moves on in the browser once hydrated", async () => {
    const { page, errors, close } = await openPage(browser());
    const { release } = await holdAppScripts(page);
    await page.goto(`${baseURL}/apply`, { waitUntil: "domcontentloaded" });
    await page.click(`#${STEP1}-firstName`);
    await page.keyboard.type("Ada");
    release();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Lovelace");
    await waitForHydration(page, `#${STEP1}`);
    expect(await page.inputValue(`#${STEP1}-firstName`)).toBe("Ada");
    expect(await page.inputValue(`#${STEP1}-lastName`)).toBe("Lovelace");
    const businessName = uniqueTag("Hydrated");
    await fillStep1(page, { businessName, firstName: "Ada", lastName: "Lovelace" });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.click("button[value=continue]");
    await page.getByRole("heading", { level: 1, name: "Business Details" }).waitFor();
    // Moved on by the router, not by a page load.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(await page.locator(`#${STEP2}`).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
