import { describe, expect, it } from "vitest";
import type { Response as PageResponse } from "playwright-core";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { focusedId, openPage, VIEWPORTS } from "#tests/browser.ts";
import { expectNoAxeViolations, fieldError, formTestbed, uniqueTag, waitForCaptcha } from "#tests/form-page.ts";

const { baseURL, browser, rows, expectNoAxeViolationsWithoutJs } = formTestbed();
const FORM = "#newsletter-form";

function subscribers(email: string) {
  return rows<{ status: string }>("SELECT status FROM newsletter_subscribers WHERE email = ?", email);
}

/** /insights is a document (decision 064): the box posts as a plain form and /newsletter answers. */
async function subscribeOnInsights(email: string) {
  const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
  await page.goto(`${baseURL}/insights`, { waitUntil: "domcontentloaded" });
  await page.fill(`${FORM}-email`, email);
  await waitForCaptcha(page, FORM);
  await page.click(`${FORM} button[type=submit]`);
  await page.getByRole("heading", { name: "Check your inbox to confirm" }).waitFor();
  expect(page.url()).toBe(`${baseURL}/newsletter`);
  return { page, errors, close };
}

describe("newsletter box", () => {
  it("subscribes from /insights in one step and stores the address once, even when sent twice", async () => {
    const email = `${uniqueTag("reader")}@example.com`;
    const first = await subscribeOnInsights(email);
    await expectNoAxeViolations(first.page, "newsletter confirmation");
    expect(first.errors).toEqual([]);
    await first.close();
    expect(subscribers(email)).toHaveLength(1);

    const second = await subscribeOnInsights(email);
    expect(second.errors).toEqual([]);
    await second.close();
    expect(subscribers(email)).toHaveLength(1);
  });

  it("on /newsletter swaps the confirmation in by keyboard and focuses its heading without drawing a ring", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    await page.goto(`${baseURL}/newsletter`, { waitUntil: "domcontentloaded" });
    await page.focus(`${FORM}-email`);
    await page.keyboard.type(`${uniqueTag("reader")}@example.com`);
    await waitForCaptcha(page, FORM);
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { name: "Check your inbox to confirm" });
    await heading.waitFor();
    expect(page.url()).toBe(`${baseURL}/newsletter`);
    // The focus is moved there by script to announce the change: a heading is not a control, so no ring shows.
    await page.waitForFunction(() => document.activeElement?.tagName === "H2");
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the email message for a bad address, keeping what was typed", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/insights`, { waitUntil: "domcontentloaded" });
    await page.fill(`${FORM}-email`, "reader@");
    await waitForCaptcha(page, FORM);
    await page.click(`${FORM} button[type=submit]`);
    await page.waitForURL(`${baseURL}/newsletter`);
    await expect
      .poll(() => fieldError(page, "newsletter-form", "email"), { timeout: 10_000 })
      .toBe("Invalid email format.");
    expect(await page.inputValue(`${FORM}-email`)).toBe("reader@");
    await expectNoAxeViolations(page, "newsletter invalid");
    // The refused post is a document answered 400, which Chromium reports as a failed load; nothing else.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await close();
  });

  it("loads no captcha, Conform or zod code on /insights until the visitor engages with the box", async () => {
    const { page, errors, close } = await openPage(browser());
    const requests: string[] = [];
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on("request", (request) => requests.push(request.url()));
    // A body read fails once the page closes; it is kept as text so no rejection goes unhandled.
    const collectScript = (response: PageResponse) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push({ url: response.url(), body: response.text().catch((error: unknown) => `unreadable: ${error}`) });
    };
    page.on("response", collectScript);
    await page.goto(`${baseURL}/insights`, { waitUntil: "networkidle" });
    page.off("response", collectScript);
    expect(requests.filter((url) => /altcha/i.test(url))).toEqual([]);
    for (const script of scripts) {
      const body = await script.body;
      expect(body, script.url).not.toMatch(/^unreadable|ZodError|\$ZodType|getZodConstraint/);
    }
    expect(await page.evaluate(() => customElements.get("altcha-widget") === undefined)).toBe(true);

    // Typing at once: the captcha loads and solves beside the keystrokes, which stay where they were typed.
    await page.click(`${FORM}-email`);
    await page.keyboard.type("early.reader@example.com");
    await waitForCaptcha(page, FORM);
    expect(requests.some((url) => /\/assets\/altcha-[\w-]+\.js$/.test(url))).toBe(true);
    expect(await page.inputValue(`${FORM}-email`)).toBe("early.reader@example.com");
    expect(await focusedId(page)).toBe("newsletter-form-email");
    expect(errors).toEqual([]);
    await close();
  });

  it("still posts as a plain form on /insights when the captcha's code cannot be loaded", async () => {
    const { page, close } = await openPage(browser());
    await page.route(/\/assets\/altcha-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${baseURL}/insights`, { waitUntil: "domcontentloaded" });
    const email = `${uniqueTag("offline")}@example.com`;
    await page.fill(`${FORM}-email`, email);
    await page.waitForTimeout(200);
    await page.click(`${FORM} button[type=submit]`);
    await page.waitForURL(`${baseURL}/newsletter`);
    expect(await page.textContent(`${FORM} [role=alert]`)).toBe("Please complete the CAPTCHA.");
    expect(await page.inputValue(`${FORM}-email`)).toBe(email);
    await close();
  });

  it("holds a post sent before the captcha is solved until it is, then sends it once", async () => {
    const email = `${uniqueTag("quick")}@example.com`;
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/insights`, { waitUntil: "domcontentloaded" });
    await page.fill(`${FORM}-email`, email);
    await page.press(`${FORM}-email`, "Enter");
    await page.getByRole("heading", { name: "Check your inbox to confirm" }).waitFor();
    expect(errors).toEqual([]);
    await close();
    expect(subscribers(email)).toHaveLength(1);
  });

  for (const path of ["/insights", "/newsletter"]) {
    it(`says up front on ${path} without JavaScript that subscribing needs it, offers the feed, and shows no active button`, async () => {
      const { page, close } = await openPage(browser(), { javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
      await page.goto(`${baseURL}${path}`);
      const note = page.locator(`${FORM} [data-no-script-note]`);
      expect(await note.textContent()).toContain(formCopy.newsletter.noScript.text);
      // Before the button, so it is read before the click it explains.
      expect(
        await page.$eval(FORM, (form) => {
          const noteElement = form.querySelector("[data-no-script-note]");
          const button = form.querySelector("button[type=submit]");
          return Boolean(
            noteElement && button && noteElement.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
        }),
      ).toBe(true);
      expect(await page.$eval(`${FORM} button[type=submit]`, (button) => (button as HTMLButtonElement).disabled)).toBe(
        true,
      );
      // The widget that cannot run keeps no empty space above the note.
      expect(await page.locator(`${FORM} altcha-widget`).isVisible()).toBe(false);

      // Enter in the field sends nothing that could only fail: the page stays as it was.
      await page.fill(`${FORM}-email`, "reader@example.com");
      await page.press(`${FORM}-email`, "Enter");
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.$(`${FORM} [role=alert]:not(:empty)`)).toBeNull();

      // The path it offers works without JavaScript: the insights feed.
      const feed = await page.request.get(
        new URL((await note.locator("a").getAttribute("href")) ?? "", page.url()).href,
      );
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain("<rss");
      await expectNoAxeViolationsWithoutJs(page, `newsletter box on ${path}, no JS`);
      await close();
    });

    it(`changes nothing on ${path} with JavaScript: no note, and Subscribe is live once the captcha can run`, async () => {
      const { page, errors, close } = await openPage(browser());
      await page.goto(`${baseURL}${path}`, { waitUntil: "networkidle" });
      expect(await page.locator(`${FORM} [data-no-script-note]`).count()).toBe(0);
      const email = `${uniqueTag("js")}@example.com`;
      await page.fill(`${FORM}-email`, email);
      await waitForCaptcha(page, FORM);
      await page.click(`${FORM} button[type=submit]`);
      await page.getByRole("heading", { name: "Check your inbox to confirm" }).waitFor();
      expect(subscribers(email)).toHaveLength(1);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
