// Public form pages keep their server-rendered form until the visitor shows intent (decision 071): nothing of the
// app loads before, every control works at once, and nothing typed or sent before hydration is lost.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clickAtDomContentLoaded } from "../../../scripts/audit/first-interaction";
import { openPage, VIEWPORTS, waitForHydration } from "../../support/browser";
import { fieldError, formTestbed, uniqueTag, waitForCaptcha } from "../../support/form-page";
import { holdAppScripts, isHydrated } from "../../support/hold-scripts";

const { baseURL, browser, rows } = formTestbed();
const CONTACT = "#contact-form";

/** Each form page and the field a visitor starts with. */
const FORM_PAGES = [
  { path: "/contact", first: `${CONTACT}-firstName` },
  { path: "/venture-debt-calculator", first: "#calculator-round" },
  { path: "/newsletter", first: "#newsletter-form-email" },
];

function storedMessages(email: string) {
  return rows<{ first_name: string; last_name: string; company: string; subject: string; message: string }>(
    "SELECT first_name, last_name, company, subject, message FROM contact_messages WHERE email = ?",
    email,
  );
}

/** Same-origin scripts the page fetched (inline ones are not requests). */
function trackScripts(page: Page, origin: string) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(origin)) scripts.push(request.url());
  });
  return scripts;
}

describe("form pages before the visitor shows intent", () => {
  for (const { path, first } of FORM_PAGES) {
    it(`${path} fetches no script until a form is focused, then hydrates`, async () => {
      const { page, errors, close } = await openPage(browser());
      const scripts = trackScripts(page, baseURL);
      await page.goto(baseURL + path, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      // Scrolling and reading are not intent.
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(300);
      expect(scripts).toEqual([]);
      expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);

      await page.focus(first);
      await waitForHydration(page, first);
      expect(scripts.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await close();
    });

    it(`${path}: the field takes typing and the menu opens 0 ms after DOMContentLoaded`, async () => {
      const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
      await holdAppScripts(page);
      const opened = await clickAtDomContentLoaded(
        page,
        baseURL + path,
        'header button[popovertarget="site-menu"]',
        "#site-menu:popover-open",
      );
      expect(opened).toBe(true);
      await page.keyboard.press("Escape");
      await page.click(first);
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("12");
      expect(await page.inputValue(first)).toBe("12");
      expect(await isHydrated(page)).toBe(false);
      expect(errors).toEqual([]);
      await close();
    });
  }
});

describe("contact form through hydration", () => {
  it("keeps every character typed fast before and during hydration, then validates and stores them", async () => {
    const { page, errors, close } = await openPage(browser());
    const { release } = await holdAppScripts(page);
    await page.goto(`${baseURL}/contact`, { waitUntil: "domcontentloaded" });
    const email = `${uniqueTag("quick")}@example.com`;
    await page.click(`${CONTACT}-firstName`);
    await page.keyboard.type("Ada");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Lovelace");
    // Hydration happens while the visitor goes on typing.
    release();
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Analytical Engines");
    await page.selectOption(`${CONTACT}-subject`, "Founder Inquiry");
    await page.click(`${CONTACT}-message`);
    await page.keyboard.type("We would like to discuss a facility.");
    await waitForHydration(page, CONTACT);
    // A re-render after hydration (a field message) must not put back what the server sent.
    await page.click(`${CONTACT}-email`);
    await page.keyboard.press("End");
    await page.keyboard.type("@");
    await page.keyboard.press("Tab");
    await expect.poll(() => fieldError(page, "contact-form", "email")).toBe("Invalid email format.");
    await page.click(`${CONTACT}-email`);
    await page.keyboard.press("End");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Tab");
    await expect.poll(() => fieldError(page, "contact-form", "email")).toBeNull();
    expect(await page.inputValue(`${CONTACT}-firstName`)).toBe("Ada");
    expect(await page.inputValue(`${CONTACT}-lastName`)).toBe("Lovelace");
    expect(await page.inputValue(`${CONTACT}-company`)).toBe("Analytical Engines");

    await waitForCaptcha(page, CONTACT);
    await page.click(`${CONTACT} button[type=submit]`);
    await page.getByRole("heading", { name: /your message is on its way/i }).waitFor();
    expect(storedMessages(email)).toEqual([
      {
        first_name: "Ada",
        last_name: "Lovelace",
        company: "Analytical Engines",
        subject: "Founder Inquiry",
        message: "We would like to discuss a facility.",
      },
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it("sends a submit pressed before hydration as a plain post once the captcha is solved", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    const { held } = await holdAppScripts(page);
    await page.goto(`${baseURL}/contact`, { waitUntil: "domcontentloaded" });
    const email = `${uniqueTag("early")}@example.com`;
    await page.fill(`${CONTACT}-firstName`, "Grace");
    await page.fill(`${CONTACT}-lastName`, "Hopper");
    await page.fill(`${CONTACT}-email`, email);
    await page.selectOption(`${CONTACT}-subject`, "Founder Inquiry");
    await page.fill(`${CONTACT}-message`, "Sent before the page hydrated.");
    // At once: the widget has not solved (or even loaded) yet, and React never arrives.
    await page.click(`${CONTACT} button[type=submit]`);
    await page.getByRole("heading", { name: /your message is on its way/i }).waitFor();
    expect(held.length).toBeGreaterThan(0);
    expect(storedMessages(email)).toMatchObject([{ first_name: "Grace", message: "Sent before the page hydrated." }]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("newsletter page before hydration", () => {
  it("holds a subscription sent at once until the captcha is solved, then stores it", async () => {
    const { page, errors, close } = await openPage(browser());
    await holdAppScripts(page);
    await page.goto(`${baseURL}/newsletter`, { waitUntil: "domcontentloaded" });
    const email = `${uniqueTag("reader")}@example.com`;
    await page.fill("#newsletter-form-email", email);
    await page.press("#newsletter-form-email", "Enter");
    await page.getByRole("heading", { name: "Check your inbox to confirm" }).waitFor();
    expect(rows("SELECT status FROM newsletter_subscribers WHERE email = ?", email)).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });
});
