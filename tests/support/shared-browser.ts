import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { connectBrowser } from "./browser";

/**
 * The suite's Chromium (global-setup.ts) for the calling test file (or describe block): connected before its
 * tests; closing the connection after them closes the contexts the file opened.
 * Returns a getter, since the browser exists only once `beforeAll` has run. Kept apart from browser.ts,
 * which scripts/audit and scripts/bench import outside Vitest.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser(inject("browserEndpoint"));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("sharedBrowser(): the browser exists only inside tests and hooks");
    return browser;
  };
}
