import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_FIELD, INTENT_FIELD } from "#app/shared/forms/field-names.ts";
import { applyThroughWizard } from "#tests/application-wizard.ts";
import { openPage } from "#tests/browser.ts";
import { formTestbed, uniqueTag, waitForCaptcha } from "#tests/form-page.ts";

/*
 * Issue 21, item 3: a deploy can reset a post the server had already taken, or refuse one it
 * had not. With JavaScript the form sends it once more with the same idempotency key, so the
 * server stores it once; a second failure is shown in the form, with what was typed kept.
 */
const { baseURL, browser, rows } = formTestbed();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** How the page's form posts go: "deliver-then-reset" reaches the server, then loses its answer. */
type Fate = "reset" | "deliver-then-reset" | "pass";

/**
 * Routes every post to `path` through `fates` in turn (then "pass"); returns the keys each carried. With
 * `intent`, only the posts of that intent: the wizard's Continue may go to the server too, as when its
 * browser-side check has not started yet on a busy machine.
 */
async function interceptPosts(page: Page, path: string, fates: Fate[], intent?: string) {
  const keys: string[] = [];
  await page.route(`${baseURL}${path}`, async (route: Route) => {
    if (route.request().method() !== "POST") return route.continue();
    const posted = new URLSearchParams(route.request().postData() ?? "");
    if (intent !== undefined && posted.get(INTENT_FIELD) !== intent) return route.continue();
    keys.push(posted.get(IDEMPOTENCY_FIELD) ?? "");
    const fate = fates.shift() ?? "pass";
    if (fate === "pass") return route.continue();
    if (fate === "deliver-then-reset") await route.fetch();
    await route.abort("connectionreset");
  });
  return keys;
}

/** Console lines other than the browser's own report of the connections the test reset. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes("ERR_CONNECTION_RESET"));

async function fillContact(page: Page, email: string) {
  await page.goto(`${baseURL}/contact`, { waitUntil: "networkidle" });
  await page.fill("#contact-form-firstName", "Ada");
  await page.fill("#contact-form-lastName", "Lovelace");
  await page.fill("#contact-form-email", email);
  await page.selectOption("#contact-form-subject", "Founder Inquiry");
  await page.fill("#contact-form-message", "A facility for our next round.");
  await waitForCaptcha(page, "#contact-form");
}

const storedMessages = (email: string) => rows("SELECT id FROM contact_messages WHERE email = ?", email);

describe("a public form post that gets no answer (JavaScript on)", () => {
  it("is sent once more with the same key when the answer is lost, and stored once", async () => {
    const { page, errors, close } = await openPage(browser());
    const email = `${uniqueTag("retry")}@example.com`;
    await fillContact(page, email);
    const keys = await interceptPosts(page, "/contact", ["deliver-then-reset"]);
    await page.click("#contact-form button[type=submit]");
    await page.getByRole("heading", { name: /your message is on its way/i }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(storedMessages(email)).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("says so in the form when the retry fails too, keeping what was typed, and sends on the next click", async () => {
    const { page, errors, close } = await openPage(browser());
    const email = `${uniqueTag("offline")}@example.com`;
    await fillContact(page, email);
    const keys = await interceptPosts(page, "/contact", ["reset", "reset"]);
    await page.click("#contact-form button[type=submit]");
    await page
      .locator("#contact-form-status")
      .getByRole("alert")
      .getByText(/could not reach us/i)
      .waitFor();
    expect(keys).toHaveLength(2);
    expect(await page.inputValue("#contact-form-email")).toBe(email);
    expect(storedMessages(email)).toHaveLength(0);

    await page.click("#contact-form button[type=submit]");
    await page.getByRole("heading", { name: /your message is on its way/i }).waitFor();
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(storedMessages(email)).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("retries the newsletter page's post the same way", async () => {
    const { page, errors, close } = await openPage(browser());
    const email = `${uniqueTag("reader")}@example.com`;
    await page.goto(`${baseURL}/newsletter`, { waitUntil: "networkidle" });
    await page.fill("#newsletter-form-email", email);
    await waitForCaptcha(page, "#newsletter-form");
    const keys = await interceptPosts(page, "/newsletter", ["deliver-then-reset"]);
    await page.click("#newsletter-form button[type=submit]");
    await page.getByRole("heading", { name: "Check your inbox to confirm" }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(rows("SELECT id FROM newsletter_subscribers WHERE email = ?", email)).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("retries the application's submit the same way", async () => {
    const { page, errors, close } = await openPage(browser());
    const businessName = uniqueTag("Retry Robotics");
    const keys = await interceptPosts(page, "/apply", ["deliver-then-reset"], "submit");
    await applyThroughWizard(page, baseURL, { businessName });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(rows("SELECT id FROM applications WHERE business_name = ?", businessName)).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});
