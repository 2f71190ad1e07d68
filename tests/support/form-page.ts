import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { axeViolations } from "./browser.ts";
import { sharedBrowser } from "./shared-browser.ts";

/** Read-only view of the test server's SQLite file: proves a submission was really stored. */
export function readRows<Row>(dataDir: string, sql: string, ...params: unknown[]): Row[] {
  const db = new Database(path.join(dataDir, "noema.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** A value no other test uses, so rows can be found again. */
export function uniqueTag(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function expectNoAxeViolations(page: Page, state: string) {
  expect(await axeViolations(page), `axe violations (${state})`).toEqual([]);
}

/**
 * True while `submit` cannot send: off (`disabled`) or waiting for the captcha (`aria-disabled`, which keeps it
 * focusable).
 */
export function submitBlocked(page: Page, submit: string): Promise<boolean> {
  return page.$eval(submit, (button) => (button as HTMLButtonElement).disabled || button.ariaDisabled === "true");
}

/** Waits until the real ALTCHA widget in `formSelector` has solved its challenge and enabled submit. */
export async function waitForCaptcha(page: Page, formSelector: string, submitSelector = "button[type=submit]") {
  await page.waitForFunction(
    ({ formSelector, submitSelector }) => {
      const form = document.querySelector(formSelector);
      const token = form?.querySelector<HTMLInputElement>('input[name="altcha"]')?.value;
      const submit = form?.querySelector<HTMLButtonElement>(submitSelector);
      const blocked = !submit || submit.disabled || submit.getAttribute("aria-disabled") === "true";
      return Boolean(token) && !blocked;
    },
    { formSelector, submitSelector },
    { timeout: 30_000 },
  );
}

/** The error text shown for a Conform field (`<form id>-<name>`), or null when none. */
export async function fieldError(page: Page, formId: string, name: string): Promise<string | null> {
  const errorElement = await page.$(`#${formId}-${name}-error`);
  return errorElement ? ((await errorElement.textContent())?.trim() ?? null) : null;
}

/**
 * axe needs JavaScript in the page, so a no-JS page is checked as a static copy:
 * its HTML without scripts, served at the same URL to a JS-enabled page (so styles load).
 */
export async function expectNoAxeViolationsWithoutJs(browser: Browser, page: Page, state: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const url = page.url();
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const copy = await context.newPage();
    await copy.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
    await copy.goto(url, { waitUntil: "load" });
    await expectNoAxeViolations(copy, state);
  } finally {
    await context.close();
  }
}

/**
 * What every form's browser test file starts from: the test server's URL, one Chromium for the file,
 * and the helpers that need either of them (its stored rows, the no-JS axe check) already bound.
 */
export function formTestbed() {
  const dataDir = inject("dataDir");
  const browser = sharedBrowser();
  return {
    baseURL: inject("baseURL"),
    dataDir,
    browser,
    rows: <Row>(sql: string, ...params: unknown[]) => readRows<Row>(dataDir, sql, ...params),
    expectNoAxeViolationsWithoutJs: (page: Page, state: string) =>
      expectNoAxeViolationsWithoutJs(browser(), page, state),
  };
}
