import type { Page } from "playwright-core";

/** The captcha's own files (the widget and its workers), which the document script loads before hydration. */
const CAPTCHA_FILE = /\/assets\/(?:altcha-[\w-]+|pbkdf2-[\w-]+|sha-[\w-]+)\.js$/;

/**
 * Holds back every script of the app (React, React Router, the routes) until `release()`: the page stays as the
 * server sent it, however fast the machine, so a test can act before hydration and then let it happen. The
 * captcha's files pass, as they do not hydrate anything.
 */
export async function holdAppScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!CAPTCHA_FILE.test(route.request().url())) {
      held.push(route.request().url());
      await released;
    }
    await route.continue();
  });
  return { release, held };
}
