import { describe, expect, it } from "vitest";
import { addSolvedCaptcha, fillStep1, fillStep2, STEP2 } from "#tests/application-wizard.ts";
import { openPage } from "#tests/browser.ts";
import { fieldError, formTestbed, uniqueTag, waitForCaptcha } from "#tests/form-page.ts";

/*
 * Issue 18: a figure naming another currency than the one chosen ("£5m" in euros) is refused with a
 * message naming both, every value kept, with JavaScript on and off; the chosen currency's own sign is read.
 */

const { baseURL, browser, rows } = formTestbed();

const POUNDS_IN_EUROS = "You typed pounds, but your figures are in euros: change the currency above or remove the £.";
const FRANCS_IN_EUROS =
  "You typed Swiss francs, but your figures are in euros: change the currency above or remove the CHF.";

const stored = (businessName: string) =>
  rows<{ currency: string; annual_revenue: number; cash_balance: number }>(
    "SELECT currency, annual_revenue, cash_balance FROM applications WHERE business_name = ?",
    businessName,
  );

describe("a figure in another currency than the one chosen", () => {
  it("is refused in the browser, values kept, and the euro sign is read once the pound sign goes", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
    const businessName = uniqueTag("Pfund");
    await fillStep1(page, { businessName, country: "DE" });
    await page.click("button[value=continue]");
    await page.getByRole("heading", { level: 1, name: "Business Details" }).waitFor();
    expect(await page.inputValue(`#${STEP2}-currency`)).toBe("EUR");

    await fillStep2(page, { currency: "EUR", annualRevenue: "£5m", cashBalance: "CHF 2m" });
    await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
    await page.click("button[value=submit]");
    await expect.poll(() => fieldError(page, STEP2, "annualRevenue")).toBe(POUNDS_IN_EUROS);
    expect(await fieldError(page, STEP2, "cashBalance")).toBe(FRANCS_IN_EUROS);
    expect(await page.textContent("h1")).toBe("Business Details");
    expect(await page.inputValue(`#${STEP2}-annualRevenue`)).toBe("£5m");
    expect(await page.inputValue(`#${STEP2}-cashBalance`)).toBe("CHF 2m");
    expect(await page.inputValue(`#${STEP2}-businessDescription`)).toBe("Planning software for factories.");

    await page.fill(`#${STEP2}-annualRevenue`, "€5m");
    await page.fill(`#${STEP2}-cashBalance`, "2m");
    await expect.poll(() => fieldError(page, STEP2, "annualRevenue")).toBeNull();
    await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
    await page.click("button[value=submit]");
    await page.getByRole("heading", { level: 1, name: "Application Received" }).waitFor();
    expect(stored(businessName)).toEqual([{ currency: "EUR", annual_revenue: 5_000_000, cash_balance: 2_000_000 }]);
    expect(errors).toEqual([]);
    await close();
  });

  it("is refused by the server with a 400 and every value kept, without JavaScript", async () => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/apply`);
    const businessName = uniqueTag("PfundNoJs");
    await fillStep1(page, { businessName, country: "IT" });
    await page.click("button[value=continue]");
    await page.waitForLoadState();
    expect(await page.inputValue(`#${STEP2}-currency`)).toBe("EUR");

    await fillStep2(page, { currency: "EUR", annualRevenue: "£5m" });
    await addSolvedCaptcha(page, baseURL, `#${STEP2}`);
    const [response] = await Promise.all([
      page.waitForResponse((each) => each.request().method() === "POST"),
      page.click("button[value=submit]"),
    ]);
    await page.waitForLoadState();
    expect(response.status()).toBe(400);
    expect(await page.textContent("h1")).toBe("Business Details");
    expect(await fieldError(page, STEP2, "annualRevenue")).toBe(POUNDS_IN_EUROS);
    expect(await page.inputValue(`#${STEP2}-annualRevenue`)).toBe("£5m");
    expect(await page.inputValue(`#${STEP2}-currency`)).toBe("EUR");
    expect(stored(businessName)).toEqual([]);

    // Choosing pounds instead keeps the figure as typed, and it is stored in pounds.
    await page.selectOption(`#${STEP2}-currency`, "GBP");
    await addSolvedCaptcha(page, baseURL, `#${STEP2}`);
    await page.click("button[value=submit]");
    await page.waitForLoadState();
    expect(await page.textContent("h1")).toBe("Application Received");
    expect(stored(businessName)).toEqual([{ currency: "GBP", annual_revenue: 5_000_000, cash_balance: 2_400_000 }]);
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await close();
  });
});
