import { existsSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { buffer } from "node:stream/consumers";
import {
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
  chromium,
  type Download,
  type Locator,
  type Page,
} from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's Chromium (or CHROME_PATH). We never download a browser. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.`,
    );
  }
  return candidate;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}

/** The same Chromium, for test files to connect to (`connectBrowser`): launching one costs about 0.7 s of CPU. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}

/** A connection to a browser server; closing it closes the contexts it made, not the browser. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface TrackedPage {
  page: Page;
  /** Console errors, page errors and CSP violations seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/**
 * Chromium's own notices, not the page's errors: a cross-document view transition (decision 064) that
 * the browser skips (the viewport changed, the page was already shown) is reported as one.
 */
const BROWSER_NOTICES = [/^Transition was aborted because of invalid state/];

/** A page in a fresh context that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !BROWSER_NOTICES.some((notice) => notice.test(message.text()))) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => {
    if (!BROWSER_NOTICES.some((notice) => notice.test(error.message))) errors.push(error.message);
  });
  return { page, errors, close: () => context.close() };
}

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/** Resolves once React has hydrated the element (it carries React's internal keys), so handlers are live. */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return Boolean(element) && Object.keys(element as object).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/** The id of the element that has focus, if it has one. */
export async function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id);
}

/** Tabs on (at most ten times) until the focused element matches the selector, as a keyboard user would. */
export async function tabUntilFocused(page: Page, selector: string) {
  for (let step = 0; step < 10; step += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) === true, selector)) return;
    await page.keyboard.press("Tab");
  }
}

/**
 * Types each value into the focused field, pressing Tab between fields as a keyboard user would;
 * `null` passes over a field (an optional one left blank).
 */
export async function typeFieldByField(page: Page, values: Array<string | null>) {
  for (const [index, value] of values.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    if (value !== null) await page.keyboard.type(value);
  }
}

/**
 * A download's contents as text, byte for byte (a BOM included); streamed, since a connected browser keeps
 * the file on its own side.
 */
export async function downloadText(download: Download): Promise<string> {
  return (await buffer(await download.createReadStream())).toString("utf8");
}

/**
 * On how many lines the first text in `scope` matching `pattern` is laid out (0 when none matches):
 * a phrase that must not wrap, such as "2–3 business days".
 */
export async function linesOfText(scope: Locator, pattern: RegExp): Promise<number> {
  return scope.evaluate(
    (root, { source, flags }) => {
      const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const match = new RegExp(source, flags).exec(node.textContent ?? "");
        if (!match) continue;
        const range = root.ownerDocument.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
      }
      return 0;
    },
    { source: pattern.source, flags: pattern.flags },
  );
}
