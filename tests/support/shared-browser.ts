import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";

/**
 * One Chromium for the calling test file (or describe block): launched before its tests, closed after.
 * Returns a getter, since the browser exists only once `beforeAll` has run. Kept apart from browser.ts,
 * which scripts/audit and scripts/bench import outside Vitest.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("sharedBrowser(): the browser exists only inside tests and hooks");
    return browser;
  };
}
