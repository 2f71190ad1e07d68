import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { parseEcbRates } from "#app/shared/money/ecb-rates.ts";
import { storeEcbRates } from "#app/shared/money/rates.server.ts";
import { fillStep1, fillStep2, STEP2 } from "#tests/application-wizard.ts";
import { openPage } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { uniqueTag, waitForCaptcha } from "#tests/form-page.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 18 (decision 070): a Swiss founder sizes a facility in francs, applies with those figures,
 * and staff see the francs and their value in euros at the ECB reference rate of the fixture's day.
 */

const ecb = parseEcbRates(readFileSync("tests/fixtures/ecb/eurofxref-daily.xml", "utf8"));
const CHF_PER_EUR = ecb.rates.CHF!;

/** A franc amount converted at the fixture's rate, as staff read it: in whole euros (no cents a rate cannot give). */
const euros = (francs: number) => `€${Math.round(francs / CHF_PER_EUR).toLocaleString("en-GB")}`;

/** A dollar threshold in francs at the fixture's rates, as the fit words it: "CHF 4.4m". */
const chf = (usd: number) =>
  `CHF\u00a0${(Math.round(((usd / ecb.rates.USD!) * CHF_PER_EUR) / 100_000) / 10).toString()}m`;

describe.each(testDialects)("the currency round trip on %s", (dialect) => {
  const target = staffTargetFor(dialect);
  const browser = sharedBrowser();
  beforeAll(async () => {
    await target().read((db) => storeEcbRates(db, ecb));
  });

  async function staffSignIn(page: Page) {
    const account = await target().createAccount("member");
    await target().signIn(page, account);
  }

  it(
    "carries francs from the calculator into the application, and staff see them in euros too",
    { timeout: 120_000 },
    async () => {
      const { baseURL } = target();
      const founder = await openPage(browser());
      const { page } = founder;
      await page.goto(`${baseURL}/venture-debt-calculator`, { waitUntil: "networkidle" });
      expect(await page.inputValue("#calculator-currency")).toBe("EUR");

      // Swiss grouping and a franc sign switch the calculator to francs; the results follow.
      await page.fill("#calculator-round", "CHF 12'000'000");
      await expect.poll(() => page.inputValue("#calculator-currency")).toBe("CHF");
      await page.fill("#calculator-valuation", "60'000'000");
      await page.fill("#calculator-facility", "4,5m");
      await expect.poll(() => page.textContent("#result-total-cost + p")).toMatch(/^CHF\s[\d,]+$/);

      // While a figure is invalid, neither results nor the apply link are shown.
      await page.fill("#calculator-rate", "twelve");
      await page.getByText("Enter the annual interest rate as a percentage, such as 12 or 12.5%.").first().waitFor();
      expect(await page.locator("#result-total-cost").count()).toBe(0);
      expect(await page.getByRole("link", { name: "Apply with these figures" }).count()).toBe(0);
      await page.fill("#calculator-rate", "12,5");
      await page.getByRole("link", { name: "Apply with these figures" }).click();

      await page.waitForURL(/\/apply\?/);
      expect(new URL(page.url()).searchParams.get("currency")).toBe("CHF");
      const businessName = uniqueTag("Franken");
      await fillStep1(page, { businessName, country: "DE" });
      await page.click("button[value=continue]");
      await page.getByRole("heading", { level: 1, name: "Business Details" }).waitFor();
      // The calculator's currency wins over Germany's euro; its figures come along.
      expect(await page.inputValue(`#${STEP2}-currency`)).toBe("CHF");
      expect(await page.inputValue(`#${STEP2}-recentEquityRaise`)).toBe("12,000,000");
      expect(await page.inputValue(`#${STEP2}-facilityRequested`)).toBe("4,500,000");
      expect(await page.textContent("form")).not.toContain("US dollars");
      await fillStep2(page, { currency: "CHF", annualRevenue: "6'500'000", recentEquityRaise: "12.000.000" });
      await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
      await page.click("button[value=submit]");
      await page.getByRole("heading", { level: 1, name: "Application Received" }).waitFor();
      // Step 3's fit speaks francs at the rate it compared with, the rule's dollars beside (not "$5M+ in ARR").
      const fit = (await page.textContent("section[aria-labelledby=indicative-fit-heading]")) ?? "";
      expect(fit).toContain("Indicative facility: CHF\u00a03m to CHF\u00a06m.");
      expect(fit).toContain(`${chf(5_000_000)}+ in ARR (US$5m)`);
      expect(fit).not.toMatch(/(?<!US)\$/);
      expect(founder.errors).toEqual([]);
      await founder.close();

      const row = await target().read((db) =>
        db.selectFrom("applications").selectAll().where("business_name", "=", businessName).executeTakeFirstOrThrow(),
      );
      expect(row).toMatchObject({
        currency: "CHF",
        annual_revenue: 6_500_000,
        recent_equity_raise: 12_000_000,
        facility_requested: 4_500_000,
        reporting_currency: "EUR",
        rate_date: ecb.date,
      });
      expect(Number(row.annual_revenue_normalized)).toBeCloseTo(6_500_000 / CHF_PER_EUR, 1);

      const staff = await openPage(browser());
      await staffSignIn(staff.page);
      await staff.page.goto(`${baseURL}/inbox/applications?q=${encodeURIComponent(businessName)}&sort=revenue`);
      const listRow = staff.page.locator("tbody tr", { hasText: businessName });
      await listRow.waitFor();
      // The compact heading names the ranked figure in full on hover: it is the normalized amount.
      expect(await staff.page.locator("thead th[aria-sort] a").getAttribute("title")).toBe(
        "Annual revenue (normalized)",
      );
      // The row shows three figures; each amount's title holds the full figures, euros first.
      expect(await listRow.textContent()).toContain("CHF\u00a06.5m");
      const titles = await listRow
        .locator("span[title]")
        .evaluateAll((spans) => spans.map((span) => span.getAttribute("title") ?? ""));
      const revenue = titles.find((title) => title.startsWith(euros(6_500_000)));
      expect(revenue).toContain("from CHF\u00a06,500,000 at the ECB rate of 15 Mar 2024");

      await staff.page.goto(`${baseURL}/inbox/applications/${row.id}`);
      const financials = (await staff.page.locator("main").textContent()) ?? "";
      expect(financials).toContain("CHF\u00a012,000,000");
      expect(financials).toContain(`≈ ${euros(12_000_000)}, normalized at the ECB reference rate of 15 Mar 2024`);
      expect(financials).toContain("Indicative facility: CHF\u00a03m to CHF\u00a06m.");
      expect(staff.errors).toEqual([]);
      await staff.close();
    },
  );
});
