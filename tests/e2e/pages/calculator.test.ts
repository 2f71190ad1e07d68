import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { funding } from "#app/content/shared/funding/data.ts";
import { ventureDebtCalculatorCopy as copy } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { type CalculatorInputs, calculate } from "#app/shared/venture-debt/calculator.ts";
import { suggestedFacility } from "#app/shared/venture-debt/facility-rule.ts";
import { formatCompactMoney, formatMoney } from "#app/shared/money/format-money.ts";
import { fill } from "#app/shared/venture-debt/format.ts";

// Issue 18: the calculator starts in euros (decision 070); the figures are the same numbers.
const formatUsd = (value: number) => formatMoney(value, "EUR");
const formatCompactUsd = (value: number) => formatCompactMoney(value, "EUR");
import { axeViolations, openPage, VIEWPORTS } from "#tests/browser.ts";
import { exampleInputs } from "#tests/calculator-inputs.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

const baseURL = inject("baseURL");
const PATH = "/venture-debt-calculator";
const browser = sharedBrowser();

const scenario: CalculatorInputs = {
  roundUsd: 20_000_000,
  valuationUsd: 100_000_000,
  facilityUsd: 5_000_000,
  annualRatePercent: 12,
  termMonths: 48,
  interestOnlyMonths: 6,
  feePercent: 2,
  warrantCoveragePercent: 5,
  exitValuationUsd: 400_000_000,
};
const sharedQuery =
  "round=20000000&valuation=100000000&facility=5000000&rate=12&term=48&interestOnly=6&fee=2&warrants=5&exit=400000000";

const field = (page: Page, name: string) => page.locator(`#calculator-${name}`);
const totalCost = (page: Page) => page.locator('[aria-labelledby="result-total-cost"] > p').first().textContent();
const breakEven = (page: Page) => page.locator('[aria-labelledby="result-break-even"] > p').first().textContent();
/** The verdict sentence the page should show for these inputs. */
function verdictFor(inputs: CalculatorInputs): string {
  const result = calculate(inputs);
  return fill(copy.results.verdict[result.verdict], {
    exit: formatCompactUsd(inputs.exitValuationUsd),
    advantage: formatCompactUsd(Math.abs(result.advantageUsd)),
    breakEven: formatCompactUsd(result.breakEvenExitUsd),
  });
}

describe("venture-debt calculator without JavaScript", () => {
  it("sends the figures as a GET and the server renders the same results", async () => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto(baseURL + PATH);
      await expect(totalCost(page)).resolves.toBe(formatUsd(calculate(defaults()).cost.total));
      await field(page, "round").fill("20m");
      await field(page, "valuation").fill("100,000,000");
      await field(page, "facility").fill("");
      await field(page, "exit").fill("€400m");
      await Promise.all([page.waitForURL(/round=20m/), page.getByRole("button", { name: copy.form.submit }).click()]);
      const url = new URL(page.url());
      expect(url.pathname).toBe(PATH);
      expect(url.searchParams.get("valuation")).toBe("100,000,000");
      // A blank facility follows the firm's rule for the new round: the middle of 25-50% of 20M.
      const expected = calculate({
        ...defaults(),
        roundUsd: 20_000_000,
        valuationUsd: 100_000_000,
        facilityUsd: suggestedFacility(20_000_000, funding.rules.facility),
        exitValuationUsd: 400_000_000,
      });
      await expect(totalCost(page)).resolves.toBe(formatUsd(expected.cost.total));
      await expect(field(page, "round").inputValue()).resolves.toBe("20,000,000");
      await expect(page.locator("#calculator-rule").textContent()).resolves.toContain(
        "For a €20m round, that is €5m to €7m.",
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("renders a shared scenario's verdict, break-even, schedule and chart on the server", async () => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      const response = await page.goto(`${baseURL}${PATH}?${sharedQuery}`);
      expect(response?.status()).toBe(200);
      const result = calculate(scenario);
      await page.getByText(verdictFor(scenario), { exact: true }).waitFor({ state: "attached" });
      await expect(breakEven(page)).resolves.toBe(formatCompactUsd(result.breakEvenExitUsd));

      const schedule = page.locator("table").filter({ has: page.getByText(copy.schedule.heading, { exact: true }) });
      const rows = schedule.locator("tbody tr");
      await expect(rows.count()).resolves.toBe(scenario.termMonths);
      const cells = async (index: number) =>
        (await rows.nth(index).locator("th, td").allTextContents()).map((text) => text.trim());
      const [first, last] = [result.schedule[0], result.schedule.at(-1)];
      await expect(cells(0)).resolves.toEqual([
        "1",
        copy.schedule.phases["interest-only"],
        formatUsd(first?.payment ?? NaN),
        formatUsd(first?.interest ?? NaN),
        formatUsd(0),
        formatUsd(scenario.facilityUsd),
      ]);
      await expect(cells(scenario.termMonths - 1)).resolves.toEqual([
        String(scenario.termMonths),
        copy.schedule.phases.amortising,
        formatUsd(last?.payment ?? NaN),
        formatUsd(last?.interest ?? NaN),
        formatUsd(last?.principal ?? NaN),
        formatUsd(0),
      ]);

      // The chart is SVG in the HTML, named by its title and described in words.
      const description = fill(copy.chart.description, { breakEven: formatCompactUsd(result.breakEvenExitUsd) });
      const chart = page.getByRole("img", { name: `${copy.chart.heading} ${description}` });
      await expect(chart.count()).resolves.toBe(1);
      await expect(chart.getAttribute("aria-labelledby")).resolves.toBe("cost-chart-title cost-chart-desc");
      await expect(chart.locator("polyline").count()).resolves.toBe(2);
      await expect(chart.locator("desc").textContent()).resolves.toBe(description);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("answers absurd figures with a 400, clear messages and the visitor's values kept", async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      const response = await page.goto(`${baseURL}${PATH}?${sharedQuery.replace("rate=12", "rate=400")}&term=12.5`);
      expect(response?.status()).toBe(400);
      await expect(page.locator("#calculator-rate-error").textContent()).resolves.toBe(
        "The annual interest rate must be at most 40%.",
      );
      await expect(field(page, "rate").getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(field(page, "rate").inputValue()).resolves.toBe("400");
      await expect(page.getByRole("alert").textContent()).resolves.toContain(copy.errors.summary);
    } finally {
      await close();
    }
  });
});

/** Opens `url` (with JavaScript unless told), runs `steps`, then expects no console errors. */
async function onLivePage(url: string, steps: (page: Page) => Promise<void>, javaScriptEnabled = true) {
  const { page, errors, close } = await openPage(browser(), { javaScriptEnabled });
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    await steps(page);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

function defaults(): CalculatorInputs {
  return { ...exampleInputs, facilityUsd: suggestedFacility(exampleInputs.roundUsd, funding.rules.facility) };
}

describe("venture-debt calculator with JavaScript, from a shared URL", () => {
  it("opens the scenario, recomputes as the founder types and keeps the URL in step without new history", async () => {
    const { page, errors, close } = await openPage(browser());
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) dataRequests.push(request.url());
    });
    try {
      await page.goto(`${baseURL}${PATH}?${sharedQuery}`, { waitUntil: "networkidle" });
      await expect(totalCost(page)).resolves.toBe(formatUsd(calculate(scenario).cost.total));
      const historyLength = await page.evaluate(() => history.length);
      // A full navigation would drop this.
      await page.evaluate(() => Object.assign(window, { calculatorMarker: true }));

      await field(page, "exit").fill("1bn");
      const atBillion = calculate({ ...scenario, exitValuationUsd: 1_000_000_000 });
      await expect.poll(() => totalCost(page)).toBe(formatUsd(atBillion.cost.total));
      await expect.poll(() => new URL(page.url()).searchParams.get("exit")).toBe("1000000000");
      await expect(breakEven(page)).resolves.toBe(formatCompactUsd(atBillion.breakEvenExitUsd));
      await page.getByText(verdictFor({ ...scenario, exitValuationUsd: 1_000_000_000 }), { exact: true }).waitFor();

      await field(page, "rate").fill("9.5");
      const cheaper = calculate({ ...scenario, exitValuationUsd: 1_000_000_000, annualRatePercent: 9.5 });
      await expect.poll(() => totalCost(page)).toBe(formatUsd(cheaper.cost.total));
      // The address follows once the typing pauses (issue 27: each change made Chromium fetch the favicon again).
      await expect.poll(() => new URL(page.url()).searchParams.get("rate")).toBe("9.5");
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(dataRequests).toEqual([]);
      expect(await page.evaluate(() => "calculatorMarker" in window)).toBe(true);

      // An impossible figure: a message at once, and the results and the apply link withdrawn until it is fixed.
      await field(page, "term").fill("4");
      await expect
        .poll(() => page.locator("#calculator-term-error").textContent())
        .toBe("The term must be at least 6 months.");
      await expect(page.locator("#result-total-cost").count()).resolves.toBe(0);
      await expect(page.getByRole("link", { name: copy.apply.link }).count()).resolves.toBe(0);
      await field(page, "term").fill(String(scenario.termMonths));
      await expect.poll(() => totalCost(page)).toBe(formatUsd(cheaper.cost.total));

      const apply = page.getByRole("link", { name: copy.apply.link });
      const href = new URL((await apply.getAttribute("href")) ?? "", baseURL);
      expect(href.pathname).toBe("/apply");
      expect(href.searchParams.get("raise")).toBe("20000000");
      expect(href.searchParams.get("facility")).toBe("5000000");
      expect(href.searchParams.get("currency")).toBe("EUR");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("writes the schedule for the figures typed, at the latest when it is opened", async () => {
    await onLivePage(`${baseURL}${PATH}?${sharedQuery}`, async (page) => {
      const schedule = page.locator("details").filter({ has: page.locator('tbody[data-rows="schedule"]') });
      const rows = schedule.locator("tbody tr");
      await expect(rows.count()).resolves.toBe(scenario.termMonths);
      await field(page, "term").fill("36");
      await schedule.locator("summary").click();
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(36);
      const last = calculate({ ...scenario, termMonths: 36 }).schedule.at(-1);
      await expect(rows.last().locator("td").last().textContent()).resolves.toBe(formatUsd(last?.balance ?? NaN));
      await expect(rows.last().locator("th").textContent()).resolves.toBe("36");
    });
  });

  it("moves the facility with the round until the founder sets it", async () => {
    await onLivePage(baseURL + PATH, async (page) => {
      await field(page, "round").fill("16000000");
      await expect.poll(() => field(page, "facility").inputValue()).toBe("6,000,000");
      await expect(page.locator("#calculator-rule").textContent()).resolves.toContain("€4m to €7m");
      await field(page, "facility").fill("3000000");
      await field(page, "round").fill("8000000");
      await expect(field(page, "facility").inputValue()).resolves.toBe("3000000");
    });
  });

  // The link is in the page the server rendered for the query: it works with JavaScript off too.
  for (const javaScriptEnabled of [true, false]) {
    it(`'Apply with these figures' fills the application's equity raise, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async () => {
      await onLivePage(
        `${baseURL}${PATH}?${sharedQuery}`,
        async (page) => {
          await Promise.all([page.waitForURL(/\/apply\?/), page.getByRole("link", { name: copy.apply.link }).click()]);
          await expect
            .poll(() => page.locator('input[name="recentEquityRaise"]').first().inputValue())
            .toBe("20,000,000");
        },
        javaScriptEnabled,
      );
    });
  }
});

describe("venture-debt calculator is linked and accessible", () => {
  it("is linked from /companies, the FAQ and /apply", async () => {
    for (const path of ["/companies", "/faqs", "/apply"]) {
      const html = await (await fetch(baseURL + path)).text();
      expect(html, path).toContain(`href="${PATH}"`);
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`has no axe violations at ${viewport.width} px, tables open and with an error shown`, async () => {
      const { page, close } = await openPage(browser(), { viewport });
      try {
        await page.goto(`${baseURL}${PATH}?${sharedQuery}`, { waitUntil: "networkidle" });
        await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
        expect(await axeViolations(page), name).toEqual([]);
        await page.goto(`${baseURL}${PATH}?${sharedQuery}&fee=99`, { waitUntil: "networkidle" });
        expect(await axeViolations(page), `${name}, with an error`).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
