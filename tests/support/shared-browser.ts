import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { connectBrowser } from "./browser.ts";

/**
 * The suite's Chromium (global-setup.ts) for the calling test file (or describe block): connected before its
 * tests; closing the connection after them closes the contexts the file opened. A context a test opens is
 * closed after it even when the test fails before its own `close()` (those opened in `beforeAll` stay open).
 * Returns a getter, since the browser exists only once `beforeAll` has run. Kept apart from browser.ts,
 * which scripts/audit and scripts/bench import outside Vitest.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  let before = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await connectBrowser(inject("browserEndpoint"));
  });
  beforeEach(() => {
    before = new Set(browser?.contexts());
  });
  afterEach(async () => {
    const opened = (browser?.contexts() ?? []).filter((context) => !before.has(context));
    await Promise.all(opened.map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("sharedBrowser(): the browser exists only inside tests and hooks");
    return browser;
  };
}
