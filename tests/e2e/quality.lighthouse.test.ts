import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { lighthouseFailures } from "../../scripts/audit/checks";
import { type LighthouseRunner, runLighthouseWithRetries, startLighthouse } from "../../scripts/audit/lighthouse";

const baseURL = inject("baseURL");
let lighthouse: LighthouseRunner;

beforeAll(async () => {
  lighthouse = await startLighthouse();
});
afterAll(async () => {
  await lighthouse?.close();
});

// The full audit (`npm run audit`) covers every route with both presets; CI checks these four.
describe("Lighthouse, mobile preset, against the budgets", () => {
  for (const path of ["/", "/about", "/contact", "/apply"]) {
    it(`${path} stays within budget`, { timeout: 150_000 }, async () => {
      const summary = await runLighthouseWithRetries(lighthouse, baseURL, path, "mobile");
      expect(summary.path).toBe(path);
      expect(lighthouseFailures(summary).map((failure) => failure.detail)).toEqual([]);
    });
  }
});
