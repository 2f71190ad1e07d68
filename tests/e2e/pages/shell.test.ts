import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, openPage, VIEWPORTS } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { mainPaths, publicPaths } from "#tests/routes.ts";
import { startServer } from "#tests/server.ts";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

function titleOf(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

describe("routes", () => {
  it("every public route answers 200 with its own title", async () => {
    const titles = new Map<string, string>();
    for (const path of publicPaths) {
      const response = await fetch(baseURL + path, { redirect: "manual" });
      expect(response.status, path).toBe(200);
      const title = titleOf(await response.text());
      expect(title, `${path} has a title`).toBeTruthy();
      titles.set(path, title ?? "");
    }
    expect(new Set(titles.values()).size, "titles are unique").toBe(titles.size);
  });

  it("answers /contact directly, without a trailing-slash redirect", async () => {
    const response = await fetch(`${baseURL}/contact`, { redirect: "manual" });
    expect(response.status).toBe(200);
    const slashed = await fetch(`${baseURL}/about/`, { redirect: "manual" });
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get("location")).toBe("/about");
  });

  it("answers an unknown path with a 404 page that links onward", async () => {
    const response = await fetch(`${baseURL}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("We couldn&#x27;t find that page");
    expect(titleOf(html)).toBe("We couldn&#x27;t find that page | Noema Capital");
    for (const href of ['href="/"', 'href="/companies"', 'href="/apply"']) expect(html).toContain(href);
  });

  it("caches fingerprinted assets for a year and HTML briefly", async () => {
    const html = await (await fetch(`${baseURL}/about`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.css/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(baseURL + asset);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(`${baseURL}/about`);
    expect(page.headers.get("cache-control")).toMatch(/max-age=60\b/);
  });

  it("reports health and readiness", async () => {
    expect((await fetch(`${baseURL}/healthz`)).status).toBe(200);
    expect((await fetch(`${baseURL}/readyz`)).status).toBe(200);
  });
});

describe("configuration", () => {
  it("refuses to start on a bad setting and names the variable", async () => {
    await expect(startServer({ SITE_URL: "not-a-url" })).rejects.toThrow(/SITE_URL/);
    await expect(startServer({ CONTACT_EMAIL: "nobody" })).rejects.toThrow(/CONTACT_EMAIL/);
  });
});

describe("header", () => {
  it("is transparent at 50 px of scroll and solid at 51 px", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/about`);
    await page.evaluate(() => document.body.style.setProperty("min-height", "4000px"));
    const background = () => page.$eval("header", (el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForFunction(() => document.querySelector("header")?.dataset.scrolled === "false");
    await page.waitForTimeout(250);
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 51));
    await page.waitForFunction(() => document.querySelector("header")?.dataset.scrolled === "true");
    await page.waitForTimeout(250);
    expect(await background()).toBe("rgb(7, 11, 20)");
    expect(errors).toEqual([]);
    await close();
  });

  it("has a mobile menu at 375 px that works at once, closes on navigation, on Escape and outside", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    await page.goto(`${baseURL}/`, { waitUntil: "domcontentloaded" });
    const header = page.locator("header");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    // A popover: no script to wait for, and its button names what it will do.
    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(header.getByRole("button", { name: "Close menu" }).isVisible()).resolves.toBe(true);
    await menu.getByRole("link", { name: "About" }).click();
    await page.waitForURL(`${baseURL}/about`);
    await expect(menu.isVisible()).resolves.toBe(false);
    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(
      header.getByRole("button", { name: "Open menu" }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await header.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(200, 700);
    await expect(menu.isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows no menu button at 1280 px", async () => {
    const { page, close } = await openPage(browser(), { viewport: VIEWPORTS.desktop });
    await page.goto(`${baseURL}/`);
    await expect(page.locator('header button[popovertarget="site-menu"]').isVisible()).resolves.toBe(false);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "For Companies" }).isVisible(),
    ).resolves.toBe(true);
    await close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`opens 'For Companies' by keyboard at 1280 px and reaches every companies page (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.desktop, javaScriptEnabled });
      await page.goto(`${baseURL}/about`, { waitUntil: "domcontentloaded" });
      const nav = page.getByRole("navigation", { name: "Main" });
      const button = nav.getByRole("button", { name: "For Companies" });
      await button.focus();
      await page.keyboard.press("Enter");
      const menu = page.locator("#companies-menu");
      // Polled: under load the opening may be painted a frame after the key press returns.
      await expect.poll(() => menu.isVisible()).toBe(true);
      const hrefs = await menu.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual([
        "/companies",
        "/who-we-fund",
        "/process",
        "/case-studies",
        "/faqs",
        // Issue 26: the calculator was in no menu.
        "/venture-debt-calculator",
        "/fintech",
        "/software",
        "/deeptech",
        "/healthtech",
      ]);
      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);
      await page.keyboard.press("Enter");
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseURL}/who-we-fund`);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("lists the companies pages and industries as a group in the mobile menu", async () => {
    const { page, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
    await page.goto(`${baseURL}/`);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of [
      "Who We Fund",
      "Our Process",
      "Case Studies",
      "FAQs",
      "Venture Debt Calculator",
      "Fintech",
      "DeepTech",
    ]) {
      await expect(menu.getByRole("link", { name, exact: false }).first().isVisible(), name).resolves.toBe(true);
    }
    await menu.getByRole("link", { name: "Case Studies" }).click();
    await page.waitForURL(`${baseURL}/case-studies`);
    await close();
  });

  it("offers a skip link to the main content", async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${baseURL}/about`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await skip.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await close();
  });
});

describe("footer", () => {
  it("links the founders' and resource pages, legal pages, mail and social profiles", async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${baseURL}/`);
    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: "Our Process" }).getAttribute("href")).toBe("/process");
    expect(await footer.getByRole("link", { name: "Case Studies" }).getAttribute("href")).toBe("/case-studies");
    expect(await footer.getByRole("link", { name: "Join the waitlist" }).getAttribute("href")).toBe("/apply");
    expect(await footer.getByRole("link", { name: "About Us" }).getAttribute("href")).toBe("/about");
    expect(await footer.getByRole("link", { name: "Contact", exact: true }).getAttribute("href")).toBe("/contact");
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    await expect(footer.textContent()).resolves.toContain("Wilmington, Delaware");
    await expect(footer.textContent()).resolves.toContain(`© ${new Date().getFullYear()}`);
    for (const name of ["Terms and Conditions", "Privacy Policy", "Disclosures"]) {
      await expect(footer.getByRole("link", { name }).count()).resolves.toBe(1);
    }
    for (const name of [/LinkedIn/, /^X /]) {
      const link = footer.getByRole("link", { name });
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    await close();
  });
});

describe("scrolling", () => {
  it("puts /companies#process 80 px below the viewport top on a fresh load and from another page", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/companies#process`);
    await page.waitForTimeout(400);
    const top = () => page.$eval("#process", (el) => el.getBoundingClientRect().top);
    expect(Math.abs((await top()) - 80)).toBeLessThanOrEqual(2);

    await page.goto(`${baseURL}/`);
    await page.evaluate(() => location.assign("/companies#process"));
    await page.waitForURL(`${baseURL}/companies#process`);
    await page.waitForTimeout(400);
    expect(Math.abs((await top()) - 80)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    await close();
  });

  it("scrolls to the top on navigation and restores the position on back", async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${baseURL}/about`);
    const target = await page.evaluate(() =>
      Math.floor((document.documentElement.scrollHeight - window.innerHeight) / 2),
    );
    expect(target, "the page is long enough to scroll").toBeGreaterThan(200);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await page.waitForTimeout(100);
    // A plain click() would first scroll the footer into view, changing the position being saved.
    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).dispatchEvent("click");
    await page.waitForURL(`${baseURL}/contact`);
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${baseURL}/about`);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(target);
    await close();
  });
});

describe("without JavaScript", () => {
  it("renders every page's heading", async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    for (const path of mainPaths) {
      await page.goto(baseURL + path);
      const heading = page.locator("main h1").first();
      expect((await heading.textContent())?.trim().length, path).toBeGreaterThan(0);
    }
    await close();
  });
});

describe("accessibility", () => {
  // One test per page and width, so a slow page cannot push the whole audit past the timeout.
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    describe(`at ${viewport.width} px (${name})`, () => {
      let tracked: Awaited<ReturnType<typeof openPage>>;
      beforeAll(async () => {
        tracked = await openPage(browser(), { viewport });
      });
      afterAll(async () => {
        await tracked?.close();
      });
      for (const path of mainPaths) {
        it(`has no axe violations on ${path}`, async () => {
          await tracked.page.goto(baseURL + path, { waitUntil: "load" });
          expect(await axeViolations(tracked.page)).toEqual([]);
          expect(tracked.errors).toEqual([]);
        });
      }

      it("has no axe violations on the 404 page, whose eyebrow is legible on its dark hero", async () => {
        await tracked.page.goto(`${baseURL}/no-such-page`, { waitUntil: "load" });
        expect(await axeViolations(tracked.page)).toEqual([]);
      });

      it("has no axe violations with the companies menu open", async () => {
        await tracked.page.goto(`${baseURL}/about`, { waitUntil: "load" });
        const opener = viewport.width < 992 ? "site-menu" : "companies-menu";
        await tracked.page.click(`button[popovertarget="${opener}"]`);
        expect(await axeViolations(tracked.page)).toEqual([]);
      });
    });
  }
});
