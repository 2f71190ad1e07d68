import { describe, expect, inject, it } from "vitest";
import { budgets } from "../../../scripts/audit/budgets";
import { weightFailures } from "../../../scripts/audit/checks";
import { measurePageWeight } from "../../../scripts/audit/page-weight";
import { AFTER_FORM_INTENT } from "../../../app/server/deferred-hydration.server";
import { isDocumentPage, publicPaths } from "../../support/routes";
import { sharedBrowser } from "../../support/shared-browser";

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
      expect(weightFailures(weight, "document").map((failure) => failure.detail)).toEqual([]);
    });
  }

  for (const path of ["/venture-debt-calculator"]) {
    it(`${path} fetches no script until the first input, then hydrates within the form-page budgets`, async () => {
      expect(isDocumentPage(path)).toBe(false);
      const weight = await measurePageWeight(browser(), baseURL, path, { interact: true });
      expect(
        weight.files.filter((file) => file.endsWith(".js")),
        "scripts fetched with no interaction",
      ).toEqual([]);
      expect(
        weight.afterInput?.files.some((file) => file.endsWith(".js")),
        "scripts after input",
      ).toBe(true);
      expect(weightFailures(weight, "form").map((failure) => failure.detail)).toEqual([]);
    });
  }
});

describe("JavaScript weight of the form pages", () => {
  const browser = sharedBrowser();

  for (const path of ["/apply"]) {
    it(`${path} loads at most 120 KB gzip of JS with no interaction, and its measured figure after input`, async () => {
      const weight = await measurePageWeight(browser(), baseURL, path, { interact: true });
      const after = weight.afterInput?.js.gzip ?? 0;
      console.log(
        `${path}: ${(weight.js.gzip / 1024).toFixed(1)} KB gzip JS at load, ${(after / 1024).toFixed(1)} KB after input`,
      );
      expect(weight.js.gzip, "the page runs its inline scripts").toBeGreaterThan(0);
      expect(weight.js.gzip).toBeLessThanOrEqual(budgets.maxFormPageJsGzipBytes);
      expect(after).toBeLessThanOrEqual(budgets.maxFormPageJsAfterInputGzipBytes);
      // React Router, the captcha widget and zod all wait for the visitor's first intent on the form (decision 071).
      expect(weight.files.filter((file) => file.endsWith(".js"))).toEqual([]);
    });
  }
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
      expect(weightFailures(weight, "document").map((failure) => failure.detail)).toEqual([]);
    });
  }
});

// Mobile performance of hydrating pages rests on first paint needing only HTML, CSS and fonts (decision 043); the
// public form pages start React Router only on the visitor's first intent on a form (decision 071).
describe("scripts wait for first paint, or for intent on a form", () => {
  for (const path of publicPaths.filter((path) => !isDocumentPage(path))) {
    it(`${path} preloads no module and starts React Router only on the first intent on its form`, async () => {
      const html = await (await fetch(baseURL + path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      const bootstrap = [...html.matchAll(/<script\s[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1] ?? "")
        .filter((body) => body.includes("__reactRouterRouteModules"));
      expect(bootstrap).toHaveLength(1);
      expect(bootstrap[0]?.startsWith(AFTER_FORM_INTENT)).toBe(true);
      expect(bootstrap[0]).not.toMatch(/^\s*import\s/m);
    });
  }
});
