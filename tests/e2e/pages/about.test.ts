import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, VIEWPORTS } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

// One <dialog> per member; the open one is modal.
const dialog = (page: Page) => page.locator("dialog[open]");
const isOpen = (page: Page) => page.evaluate(() => document.querySelector("dialog:modal") !== null);
const activeInfo = (page: Page) =>
  page.evaluate(() => ({
    insideDialog: Boolean(document.activeElement?.closest("dialog")),
    member: document.activeElement?.closest("[data-member]")?.getAttribute("data-member") ?? null,
    tag: document.activeElement?.tagName,
  }));

async function openCard(page: Page, slug: string, how: "click" | "enter") {
  // A document: the cards work as soon as the HTML is parsed, with nothing to wait for.
  const trigger = page.locator(`section[aria-labelledby="leadership-heading"] [data-member="${slug}"] button`);
  if (how === "click") {
    // Click the card's text, as a visitor would; the stretched name button receives it.
    const card = page.locator(`section[aria-labelledby="leadership-heading"] [data-member="${slug}"]`);
    await card.scrollIntoViewIfNeeded();
    const role = await card.locator("p").first().boundingBox();
    if (!role) throw new Error(`no card for ${slug}`);
    await page.mouse.click(role.x + 10, role.y + role.height / 2);
  } else {
    await trigger.focus();
    await page.keyboard.press("Enter");
  }
  await expect.poll(() => isOpen(page), { timeout: 5000 }).toBe(true);
}

/** A fresh page on /about with `slug`'s biography opened by `how`. */
async function aboutWithCardOpen(slug: string, how: "click" | "enter", options?: BrowserContextOptions) {
  const opened = await openPage(browser(), options);
  await opened.page.goto(`${baseURL}/about`, { waitUntil: "networkidle" });
  await openCard(opened.page, slug, how);
  return opened;
}

describe("about team dialog", () => {
  it("opens on a card click as a modal with image, name, role, bio paragraphs and social links", async () => {
    const { page, errors, close } = await aboutWithCardOpen("elena-marchetti", "click");
    const box = dialog(page);
    await expect(box.locator("h2").textContent()).resolves.toBe("Elena Marchetti");
    await expect(box.textContent()).resolves.toContain("Managing Partner");
    await expect(box.locator("img").count()).resolves.toBe(1);
    const paragraphs = await box.locator("[data-member] p").allTextContents();
    expect(paragraphs.join(" ")).toContain("over 50");
    expect(paragraphs.join(" ")).toContain("18+ years");
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    const linkedIn = box.locator('a[href^="https://www.linkedin.com/"]');
    expect(await linkedIn.getAttribute("target")).toBe("_blank");
    expect(await linkedIn.getAttribute("rel")).toBe("noopener noreferrer");
    await expect(linkedIn.textContent()).resolves.toContain("linkedin.com/in/");
    expect(await linkedIn.locator("svg").count()).toBe(1);
    expect((await activeInfo(page)).insideDialog).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("cites 16+ years in the general partner's biography", async () => {
    const { page, close } = await aboutWithCardOpen("lukas-brandt", "enter");
    await expect(dialog(page).textContent()).resolves.toContain("16+ years");
    await expect(dialog(page).textContent()).resolves.toContain("General Partner & COO");
    await close();
  });

  for (const way of ["× button", "Escape", "backdrop click"] as const) {
    it(`closes with the ${way} and returns focus to the card`, async () => {
      const { page, errors, close } = await aboutWithCardOpen("lukas-brandt", "enter");
      if (way === "× button") await page.getByRole("button", { name: "Close biography" }).click();
      if (way === "Escape") await page.keyboard.press("Escape");
      if (way === "backdrop click") await page.mouse.click(5, 5);
      await expect.poll(() => isOpen(page), { timeout: 5000 }).toBe(false);
      expect(await activeInfo(page)).toEqual({ insideDialog: false, member: "lukas-brandt", tag: "BUTTON" });
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("does not close when the dialog content itself is clicked", async () => {
    const { page, close } = await aboutWithCardOpen("elena-marchetti", "click");
    await dialog(page).locator("h2").click();
    expect(await isOpen(page)).toBe(true);
    await close();
  });

  it("keeps focus inside while open", async () => {
    const { page, close } = await aboutWithCardOpen("elena-marchetti", "enter");
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press("Tab");
      const { insideDialog, tag } = await activeInfo(page);
      // Tab may leave for the browser's own UI (activeElement = body), never for the page behind.
      expect(insideDialog || tag === "BODY", `Tab ${step + 1}`).toBe(true);
    }
    await close();
  });

  it("opens from the team grid too", async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${baseURL}/about`, { waitUntil: "networkidle" });
    await page.locator('section[aria-labelledby="team-heading"] [data-member="sofia-lindqvist"] button').click();
    await expect.poll(() => isOpen(page), { timeout: 5000 }).toBe(true);
    await expect(dialog(page).locator("h2").textContent()).resolves.toBe("Sofia Lindqvist");
    await close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`has the spec's size at ${viewport.width} px (${name})`, async () => {
      const { page, errors, close } = await aboutWithCardOpen("elena-marchetti", "click", { viewport });
      await page.waitForTimeout(300);
      const size = await dialog(page).evaluate((el) => {
        const rect = el.getBoundingClientRect();
        const image = el.querySelector("img")?.closest("div")?.getBoundingClientRect();
        const content = el.querySelector("h2")?.closest("div")?.getBoundingClientRect();
        return {
          width: rect.width,
          height: rect.height,
          scrollHeight: el.scrollHeight,
          overflowY: getComputedStyle(el).overflowY,
          imageWidth: image?.width ?? 0,
          imageLeft: image?.left ?? 0,
          contentLeft: content?.left ?? 0,
          contentTop: content?.top ?? 0,
          imageBottom: image?.bottom ?? 0,
        };
      });
      const expectedWidth = viewport.width < 768 ? viewport.width * 0.9 : Math.min(viewport.width * 0.6, 900);
      expect(Math.abs(size.width - expectedWidth)).toBeLessThanOrEqual(1);
      expect(size.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
      expect(size.overflowY).toBe("auto");
      if (viewport.width >= 768) {
        expect(Math.round(size.imageWidth)).toBe(300);
        expect(size.contentLeft).toBeGreaterThanOrEqual(size.imageLeft + 300 - 1);
      } else {
        // Stacked: the text starts below the image.
        expect(size.contentTop).toBeGreaterThanOrEqual(size.imageBottom - 1);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("caps the dialog at 900 px wide on a very wide screen", async () => {
    const { page, close } = await aboutWithCardOpen("elena-marchetti", "click", {
      viewport: { width: 1920, height: 1080 },
    });
    await page.waitForTimeout(300);
    expect(Math.round(await dialog(page).evaluate((el) => el.getBoundingClientRect().width))).toBe(900);
    await close();
  });
});
