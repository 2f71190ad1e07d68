// Issue 19's check that a page is alive from the first paint: each control is clicked inside the
// page's own DOMContentLoaded listener, 0 ms after it, and what it should do is looked for at once.
import type { Browser, Page } from "playwright-core";
import { VIEWPORTS } from "#tests/browser.ts";

export interface FirstInteraction {
  label: string;
  path: string;
  viewport: keyof typeof VIEWPORTS;
  /** What is clicked. */
  selector: string;
  /** What must exist right after the click. */
  check: string;
}

export const FIRST_INTERACTIONS: FirstInteraction[] = [
  {
    label: "a team card",
    path: "/about",
    viewport: "desktop",
    selector: "[data-member] button",
    check: "dialog:modal",
  },
  {
    label: "the menu button",
    path: "/",
    viewport: "mobile",
    selector: 'header button[popovertarget="site-menu"]',
    check: "#site-menu:popover-open",
  },
  {
    label: "the map consent",
    path: "/contact",
    viewport: "desktop",
    selector: "[data-map-show]",
    check: "[data-map-frame] iframe",
  },
];

/** true when `check` matched right after the click; "missing" when there was nothing to click. */
export async function clickAtDomContentLoaded(page: Page, url: string, selector: string, check: string) {
  await page.addInitScript(
    ({ selector, check }) => {
      document.addEventListener("DOMContentLoaded", () => {
        const target = document.querySelector<HTMLElement>(selector);
        target?.click();
        (window as unknown as { __firstInteraction: unknown }).__firstInteraction = target
          ? document.querySelector(check) !== null
          : "missing";
      });
    },
    { selector, check },
  );
  await page.goto(url, { waitUntil: "domcontentloaded" });
  return page.evaluate(() => (window as unknown as { __firstInteraction: boolean | "missing" }).__firstInteraction);
}

/** Runs every first interaction in a fresh context; the map's host is answered locally. */
export async function measureFirstInteractions(browser: Browser, baseUrl: string) {
  const results: { label: string; path: string; works: boolean }[] = [];
  for (const interaction of FIRST_INTERACTIONS) {
    const context = await browser.newContext({ viewport: VIEWPORTS[interaction.viewport] });
    const page = await context.newPage();
    await page.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, body: "<p>map</p>" }));
    const works = await clickAtDomContentLoaded(
      page,
      baseUrl + interaction.path,
      interaction.selector,
      interaction.check,
    );
    await context.close();
    results.push({ label: interaction.label, path: interaction.path, works: works === true });
  }
  return results;
}
