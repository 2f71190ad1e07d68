import { describe, expect, inject, it } from "vitest";
import { budgets } from "#tests/quality/budgets.ts";
import { weightFailures } from "#tests/quality/checks.ts";
import { compressedSizes, measurePageWeight } from "#tests/quality/page-weight.ts";
import { fillStep1, STEP2 } from "#tests/application-wizard.ts";
import { waitForCaptcha } from "#tests/form-page.ts";
import { isDocumentPage } from "#tests/routes.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

// The JavaScript each kind of page runs, and when: what its Lighthouse performance rests on (lighthouse.test.ts).
const baseURL = inject("baseURL");

describe("JavaScript weight", () => {
  const browser = sharedBrowser();

  // Content pages are documents (decision 064): their inline script, nothing fetched.
  for (const path of ["/", "/about", "/insights", "/insights/reading-a-venture-debt-term-sheet", "/privacy-policy"]) {
    it(`${path} runs no React and no more than the document budget of JS`, async () => {
      expect(isDocumentPage(path)).toBe(true);
      const weight = await measurePageWeight(browser(), baseURL, path);
      expect(
        weight.files.filter((file) => file.endsWith(".js")),
        "scripts fetched",
      ).toEqual([]);
      expect(weight.js.gzip, "the page runs its enhancement script").toBeGreaterThan(0);
      expect(weightFailures(weight).map((failure) => failure.detail)).toEqual([]);
    });
  }

  // The calculator is a document too (decision 078): its one script loads when the visitor engages with the form.
  it("/venture-debt-calculator fetches no script until the first input, then only its own, within its budget", async () => {
    const path = "/venture-debt-calculator";
    expect(isDocumentPage(path)).toBe(true);
    const weight = await measurePageWeight(browser(), baseURL, path, { interact: true });
    expect(
      weight.files.filter((file) => file.endsWith(".js")),
      "scripts fetched with no interaction",
    ).toEqual([]);
    expect(weight.afterInput?.files.filter((file) => file.endsWith(".js"))).toEqual([
      expect.stringMatching(/^\/assets\/calculator-script-[\w-]+\.js$/),
    ]);
    console.log(
      `${path}: ${kb(weight.js.gzip)} KB gzip JS at load, ${kb(weight.afterInput?.js.gzip ?? 0)} KB after input`,
    );
    expect(weight.afterInput?.js.gzip).toBeLessThanOrEqual(budgets.formDocumentJsAfterInputGzipBytes[path] ?? 0);
    expect(weightFailures(weight).map((failure) => failure.detail)).toEqual([]);
  });
});

// Public forms served as documents (decision 078): nothing fetched until the visitor engages with the form, then
// the form's module, the captcha widget (minified) and its worker, within the page's own budget.
describe("JavaScript weight of the forms served as documents", () => {
  const browser = sharedBrowser();

  for (const path of ["/contact", "/newsletter"]) {
    it(`${path} fetches no script until the first input, then stays within its budget`, async () => {
      expect(isDocumentPage(path)).toBe(true);
      const weight = await measurePageWeight(browser(), baseURL, path, { interact: true });
      const after = weight.afterInput?.js.gzip ?? 0;
      console.log(
        `${path}: ${(weight.js.gzip / 1024).toFixed(1)} KB gzip JS at load, ${(after / 1024).toFixed(1)} KB after input`,
        weight.afterInput?.files,
      );
      expect(weight.files.filter((file) => file.endsWith(".js"))).toEqual([]);
      expect(weight.afterInput?.files.some((file) => /\/assets\/form-enhance-/.test(file))).toBe(true);
      expect(weight.afterInput?.files.some((file) => /\/assets\/altcha-[\w-]+\.js$/.test(file))).toBe(true);
      expect(after).toBeLessThanOrEqual(budgets.formDocumentJsAfterInputGzipBytes[path] ?? 0);
      expect(weightFailures(weight).map((failure) => failure.detail)).toEqual([]);
    });
  }
});

// /apply is a document (decision 078): no React Router, its wizard's script and the form module, and on step 2
// the captcha widget.
describe("JavaScript weight of /apply", () => {
  const browser = sharedBrowser();
  const limit = budgets.formDocumentJsAfterInputGzipBytes["/apply"] ?? 0;

  it("fetches no script until the first input, then stays within its budget", async () => {
    const weight = await measurePageWeight(browser(), baseURL, "/apply", { interact: true });
    expect(weight.files.filter((file) => file.endsWith(".js"))).toEqual([]);
    const scripts = (weight.afterInput?.files ?? []).filter((file) => file.endsWith(".js"));
    console.log(
      `/apply: ${kb(weight.js.gzip)} KB gzip JS at load, ${kb(weight.afterInput?.js.gzip ?? 0)} KB after input`,
    );
    expect(scripts.some((file) => file.includes("wizard-script"))).toBe(true);
    expect(scripts.filter((file) => !/\/assets\/(?:wizard-script|form-enhance)-[\w-]+\.js$/.test(file))).toEqual([]);
    expect(weightFailures(weight).map((failure) => failure.detail)).toEqual([]);
  });

  it("stays within its budget on step 2 with the captcha solved", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script" && request.url().startsWith(baseURL)) scripts.add(request.url());
    });
    await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
    await fillStep1(page);
    await page.click("button[value=continue]");
    await page.focus(`#${STEP2}-annualRevenue`);
    await waitForCaptcha(page, `#${STEP2}`, "button[value=submit]");
    const inline = await page.$$eval("script:not([src])", (all) =>
      all.filter((script) => !/json/.test(script.getAttribute("type") ?? "")).map((script) => script.textContent),
    );
    await context.close();
    let gzip = compressedSizes(Buffer.from(inline.join("\n"))).gzip;
    for (const url of scripts) gzip += compressedSizes(Buffer.from(await (await fetch(url)).arrayBuffer())).gzip;
    console.log(`/apply step 2 with the captcha: ${kb(gzip)} KB gzip JS (${[...scripts].length} files)`);
    expect(gzip).toBeLessThanOrEqual(limit);
  });
});

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
