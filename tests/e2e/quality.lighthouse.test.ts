import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { lighthouseFailures, weightFailures } from "../../scripts/audit/checks";
import { type LighthouseRunner, runLighthouseWithRetries, startLighthouse } from "../../scripts/audit/lighthouse";
import { measurePageWeight } from "../../scripts/audit/page-weight";
import { isContentPage } from "../../scripts/audit/routes";
import { launchBrowser } from "./support/browser";

const baseURL = inject("baseURL");
let lighthouse: LighthouseRunner;

beforeAll(async () => {
  lighthouse = await startLighthouse();
});
afterAll(async () => {
  await lighthouse?.close();
});

// The full audit (`npm run audit`) covers every route with both presets; CI checks these four,
// in a Vitest project of their own that runs after the rest so nothing else competes for the CPU.
describe("Lighthouse, mobile preset, against the budgets", () => {
  for (const path of ["/", "/about", "/contact", "/apply"]) {
    it(`${path} stays within every Lighthouse budget, performance included`, async () => {
      const summary = await runLighthouseWithRetries(lighthouse, baseURL, path, "mobile");
      expect(summary.path).toBe(path);
      expect(lighthouseFailures(summary).map((failure) => failure.detail)).toEqual([]);
    });
  }
});

describe("JavaScript weight of content pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const path of ["/", "/about", "/insights", "/insights/reading-a-venture-debt-term-sheet"]) {
    it(`${path} ships no more gzip JS than the budget`, async () => {
      expect(isContentPage(path)).toBe(true);
      const weight = await measurePageWeight(browser, baseURL, path);
      expect(weight.js.gzip, "the page loaded scripts").toBeGreaterThan(0);
      expect(weightFailures(weight, true).map((failure) => failure.detail)).toEqual([]);
    });
  }
});
