// The calculator is a document (decision 078): the page of a query is rendered on request, the same bytes for
// everyone who asks for it and cached by its address; one small script makes the results follow the typing.
import { describe, expect, inject, it } from "vitest";
import { ventureDebtCalculatorCopy as copy } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { formatMoney } from "#app/shared/money/format-money.ts";
import { calculate } from "#app/shared/venture-debt/calculator.ts";
import { openPage } from "#tests/browser.ts";
import { exampleInputs } from "#tests/calculator-inputs.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

const baseURL = inject("baseURL");
const browser = sharedBrowser();
const PATH = "/venture-debt-calculator";
const QUERY =
  "currency=GBP&round=20000000&valuation=100000000&facility=5000000&rate=12&term=48&interestOnly=6&fee=2&warrants=5&exit=400000000";
const totalCost = '[aria-labelledby="result-total-cost"] > p';
/** The total cost as a page's HTML states it. */
const totalCostIn = (html: string) =>
  /aria-labelledby="result-total-cost"[^>]*>[\s\S]*?<p[^>]*><output[^>]*>([^<]+)<\/output>/.exec(html)?.[1];

describe("the calculator's page for a query", () => {
  it("is the same bytes twice, with the same ETag, a public cache policy, hashes not a nonce, and a 304", async () => {
    const [first, second] = [await fetch(`${baseURL}${PATH}?${QUERY}`), await fetch(`${baseURL}${PATH}?${QUERY}`)];
    const [a, b] = [await first.text(), await second.text()];
    expect(first.status).toBe(200);
    expect(a).toBe(b);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=3600");
    expect(first.headers.getSetCookie()).toEqual([]);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src[^;]*'sha256-/);
    expect(csp).not.toContain("nonce-");
    expect(a).not.toContain("nonce=");
    // No React Router: the page's own inline scripts only.
    expect(a).not.toContain("__reactRouterContext");
    expect(a).not.toContain('type="module"');
    expect(totalCostIn(a)).toBe(
      formatMoney(
        calculate({
          ...exampleInputs,
          roundUsd: 20e6,
          valuationUsd: 100e6,
          facilityUsd: 5e6,
          annualRatePercent: 12,
          termMonths: 48,
          interestOnlyMonths: 6,
          feePercent: 2,
          warrantCoveragePercent: 5,
          exitValuationUsd: 400e6,
        }).cost.total,
        "GBP",
      ),
    );

    const revalidated = await fetch(`${baseURL}${PATH}?${QUERY}`, { headers: { "if-none-match": etag ?? "" } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
  });

  it("is prerendered without a query: the bare address is a built document", async () => {
    const response = await fetch(baseURL + PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=60, s-maxage=86400, stale-while-revalidate=604800",
    );
    const html = await response.text();
    expect(html).not.toContain("__reactRouterContext");
    expect(totalCostIn(html)).toBe(
      formatMoney(calculate({ ...exampleInputs, facilityUsd: 4_500_000 }).cost.total, "EUR"),
    );
  });

  it("loads only the Latin fonts its first screen needs, on a phone", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: { width: 375, height: 812 } });
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseURL}${PATH}`, { waitUntil: "networkidle" });
    // The currency list is in English: no name in it calls for the 86 KB Latin Extended subset (decision 078).
    expect(fonts.filter((font) => font.includes("latin-ext"))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the results for a query with JavaScript off", async () => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto(`${baseURL}${PATH}?${QUERY}`);
      const expected = totalCostIn(await (await fetch(`${baseURL}${PATH}?${QUERY}`)).text());
      await expect(page.locator(totalCost).first().textContent()).resolves.toBe(expected);
      await expect(page.inputValue("#calculator-currency")).resolves.toBe("GBP");
      await expect(page.locator("#calculator-round").inputValue()).resolves.toBe("20,000,000");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the calculator's script", () => {
  it("updates the results as the visitor types, without a navigation or a request for the page", async () => {
    const { page, errors, close } = await openPage(browser());
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" || request.url().includes(".data")) documents.push(request.url());
    });
    try {
      await page.goto(baseURL + PATH, { waitUntil: "networkidle" });
      documents.length = 0;
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await page.locator("#calculator-exit").fill("1bn");
      const atBillion = calculate({ ...exampleInputs, facilityUsd: 4_500_000, exitValuationUsd: 1e9 });
      await expect
        .poll(() => page.locator(totalCost).first().textContent())
        .toBe(formatMoney(atBillion.cost.total, "EUR"));
      await expect.poll(() => new URL(page.url()).searchParams.get("exit")).toBe("1000000000");
      expect(await page.evaluate(() => "samePage" in window)).toBe(true);
      expect(documents).toEqual([]);
      // What the server renders for the address the script wrote is what the page shows.
      const served = totalCostIn(await (await fetch(page.url())).text());
      expect(served).toBe(formatMoney(atBillion.cost.total, "EUR"));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("takes figures typed before it loaded as typed now", async () => {
    const { page, errors, close } = await openPage(browser());
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/calculator-script-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(baseURL + PATH, { waitUntil: "domcontentloaded" });
      const before = await page.locator(totalCost).first().textContent();
      await page.fill("#calculator-round", "30000000");
      await page.fill("#calculator-rate", "9");
      release();
      await expect.poll(() => new URL(page.url()).searchParams.get("rate")).toBe("9");
      const expected = totalCostIn(await (await fetch(page.url())).text());
      expect(expected).toBeDefined();
      expect(expected).not.toBe(before);
      await expect.poll(() => page.locator(totalCost).first().textContent()).toBe(expected);
      // The facility followed the new round, as it does when typed after.
      expect(await page.inputValue("#calculator-facility")).toBe("7,000,000");
      expect(await page.inputValue("#calculator-round")).toBe("30000000");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("brings the results back after a page answered with errors, from the markup the server kept aside", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      const response = await page.goto(`${baseURL}${PATH}?round=abc`, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(400);
      await expect(page.locator("#result-total-cost").count()).resolves.toBe(0);
      await page.locator("#calculator-round").fill("12000000");
      const expected = formatMoney(calculate({ ...exampleInputs, facilityUsd: 4_500_000 }).cost.total, "EUR");
      await expect.poll(() => page.locator(totalCost).first().textContent()).toBe(expected);
      await expect(page.getByRole("alert").isVisible()).resolves.toBe(false);
      await expect(page.getByRole("link", { name: copy.apply.link }).isVisible()).resolves.toBe(true);
      // The only console error is the browser noting the 400 status of the page itself.
      expect(errors.filter((error) => !error.includes("400"))).toEqual([]);
    } finally {
      await close();
    }
  });
});
