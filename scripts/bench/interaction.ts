// Issue 27: typing into the public forms on a slow phone. Each page is opened in Chromium with the CPU slowed
// 4× (CDP Emulation.setCPUThrottlingRate); a required field is focused first and left empty, then the next fields
// are typed into. Interaction to Next Paint is the worst interaction the Event Timing API reports
// (PerformanceObserver 'event', durationThreshold 16); the first message is the time from the field's focusout
// to the frame after its message is in the page and visible, the form's module loading included. Baseline: the
// same page and keystrokes with the forms' scripts refused (the browser's own cost of typing into that page).
import { loadavg } from "node:os";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "#tests/browser.ts";

export const CPU_SLOWDOWN = 4;

interface Journey {
  path: string;
  /** The required field focused first and left empty (a control's id; its message is `<id>-error`). */
  leftEmpty: string;
  /** Cleared before leaving it (the calculator's fields start filled). */
  clear?: boolean;
  /** Then typed into, field by field. */
  typed: [id: string, text: string][];
}

const JOURNEYS: Journey[] = [
  {
    path: "/contact",
    leftEmpty: "contact-form-email",
    typed: [
      ["contact-form-firstName", "Ada"],
      ["contact-form-message", "We are raising a Series A and want to talk about venture debt."],
    ],
  },
  {
    path: "/apply",
    leftEmpty: "application-step-1-firstName",
    typed: [
      ["application-step-1-lastName", "Lovelace"],
      ["application-step-1-email", "ada@example.com"],
    ],
  },
  {
    path: "/venture-debt-calculator",
    leftEmpty: "calculator-round",
    clear: true,
    typed: [
      ["calculator-round", "15000000"],
      ["calculator-valuation", "60000000"],
    ],
  },
];

/** The forms' own scripts: the contact form's module, the wizard's and the calculator's. */
const FORM_SCRIPTS = /\/assets\/(form-enhance|wizard-script|calculator-script|altcha|pbkdf2|sha)-[^/]*\.js$/;

export interface InteractionCase {
  path: string;
  /** Worst interaction (ms) with the page's scripts, and the same keystrokes with them refused. */
  inpMs: number;
  baselineInpMs: number;
  interactions: number;
  /** From leaving the empty field to its message on screen; null when it never showed. */
  firstMessageMs: number | null;
}

export interface InteractionBench {
  cpuSlowdown: number;
  runs: number;
  loadAverage: number;
  cases: InteractionCase[];
}

// Runs in the page before its own scripts: records every interaction's duration and when the watched field was left.
const RECORDER = `(() => {
  const seen = new Map();
  window.__interactions = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) seen.set(entry.interactionId, Math.max(seen.get(entry.interactionId) ?? 0, entry.duration));
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  document.addEventListener("focusout", (event) => {
    const id = window.__watched;
    if (!id || event.target?.id !== id || window.__leftAt !== undefined) return;
    window.__leftAt = performance.now();
    const visible = () => {
      const message = document.getElementById(id + "-error");
      return message && !message.hidden && message.textContent.trim() !== "" && message.checkVisibility();
    };
    const poll = () => {
      if (visible()) requestAnimationFrame(() => { window.__shownAt = performance.now(); });
      else if (performance.now() - window.__leftAt < 10000) requestAnimationFrame(poll);
    };
    poll();
  }, true);
})();`;

async function walk(browser: Browser, baseUrl: string, journey: Journey, withScripts: boolean) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  try {
    const page: Page = await context.newPage();
    if (!withScripts) await page.route(FORM_SCRIPTS, (route) => route.abort());
    await page.addInitScript(`${RECORDER}; window.__watched = ${JSON.stringify(journey.leftEmpty)};`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(baseUrl + journey.path, { waitUntil: "load" });
    const empty = page.locator(`#${journey.leftEmpty}`);
    await empty.focus();
    if (journey.clear) {
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Backspace");
    }
    await page.keyboard.press("Tab");
    await page.waitForTimeout(withScripts ? 1500 : 300);
    for (const [id, text] of journey.typed) {
      await page.locator(`#${id}`).focus();
      if (journey.clear) await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(text, { delay: 60 });
    }
    // Event Timing entries are reported after the next paint: let the last ones arrive.
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const state = window as unknown as { __interactions: Map<number, number>; __leftAt?: number; __shownAt?: number };
      const durations = [...state.__interactions.values()];
      return {
        inpMs: Math.max(0, ...durations),
        interactions: durations.length,
        firstMessageMs:
          state.__leftAt !== undefined && state.__shownAt !== undefined ? state.__shownAt - state.__leftAt : null,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Each journey `runs` times with the scripts and as often without; medians of the worst interaction and the message. */
export async function benchInteraction(baseUrl: string, runs: number): Promise<InteractionBench> {
  const loadAverage = Number(loadavg()[0]?.toFixed(2));
  const browser = await launchBrowser();
  try {
    const cases: InteractionCase[] = [];
    for (const journey of JOURNEYS) {
      const withScripts = [];
      const without = [];
      for (let run = 0; run < runs; run++) {
        withScripts.push(await walk(browser, baseUrl, journey, true));
        without.push(await walk(browser, baseUrl, journey, false));
      }
      const messages = withScripts.map((run) => run.firstMessageMs);
      cases.push({
        path: journey.path,
        inpMs: Math.round(median(withScripts.map((run) => run.inpMs))),
        baselineInpMs: Math.round(median(without.map((run) => run.inpMs))),
        interactions: Math.round(median(withScripts.map((run) => run.interactions))),
        firstMessageMs: messages.includes(null) ? null : Math.round(median(messages as number[])),
      });
    }
    return { cpuSlowdown: CPU_SLOWDOWN, runs, loadAverage, cases };
  } finally {
    await browser.close();
  }
}

const GOALS = { inpMs: 100, firstMessageMs: 200 };

export function renderInteraction(bench: InteractionBench): string[] {
  const met = (value: number | null, goal: number) => (value !== null && value < goal ? "met" : "**not met**");
  return [
    "## 2b. Typing into the forms on a slow phone",
    "",
    `Chromium at 375 px with the CPU slowed ${bench.cpuSlowdown}× (CDP \`Emulation.setCPUThrottlingRate\`), the production server on loopback: a required field focused and left empty, then two fields typed into (60 ms between keys). ` +
      "INP is the worst interaction the Event Timing API reports (`PerformanceObserver` type `event`, `durationThreshold` 16); the first message is the time from leaving the empty field to the frame after its message shows, the form's module loading on that first focus included. " +
      `Baseline: the same page and keystrokes with the forms' scripts refused, the browser's own cost of typing into that page. Median of ${bench.runs} run(s) each; load average (1 min) at the start ${bench.loadAverage}.`,
    "",
    "| Page | INP | INP, forms' scripts refused (baseline) | Interactions | First message after leaving the field | Goals (INP < 100 ms, message < 200 ms) |",
    "|---|--:|--:|--:|--:|---|",
    ...bench.cases.map(
      (entry) =>
        `| ${entry.path} | ${entry.inpMs} ms | ${entry.baselineInpMs} ms | ${entry.interactions} | ${entry.firstMessageMs === null ? "never" : `${entry.firstMessageMs} ms`} | ${met(entry.inpMs, GOALS.inpMs)}, ${met(entry.firstMessageMs, GOALS.firstMessageMs)} |`,
    ),
    "",
  ];
}
