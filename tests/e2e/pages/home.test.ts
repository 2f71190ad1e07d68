import { describe, expect, inject, it } from "vitest";
import { openPage, VIEWPORTS } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

/**
 * Chromium always allows muted autoplay, so this stands in for a browser that blocks it
 * (Low Power Mode, data saver, strict settings): autoplay is stripped and play() rejects
 * until a trusted event has given the page user activation, by the HTML standard's list.
 * `navigator.userActivation` cannot be used here: Playwright's own evaluate() calls (its
 * selector polling included) count as gestures, so the page could start before any test input.
 */
const blockAutoplay = () => {
  let activated = false;
  const activate = (event: Event) => {
    if (!event.isTrusted) return;
    if (event instanceof KeyboardEvent && event.key === "Escape") return;
    if (event instanceof PointerEvent && (event.type === "pointerdown") !== (event.pointerType === "mouse")) return;
    activated = true;
  };
  for (const type of ["keydown", "pointerdown", "pointerup", "touchend"])
    window.addEventListener(type, activate, { capture: true });
  const realPlay = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    if (!activated) return Promise.reject(new DOMException("blocked", "NotAllowedError"));
    return realPlay.call(this);
  };
  new MutationObserver(() => {
    for (const video of document.querySelectorAll("video[autoplay]")) video.removeAttribute("autoplay");
  }).observe(document, { childList: true, subtree: true });
};

const videoState = () =>
  document.querySelector("video") instanceof HTMLVideoElement
    ? {
        paused: (document.querySelector("video") as HTMLVideoElement).paused,
        playing: (document.querySelector("video") as HTMLVideoElement).dataset.playing,
      }
    : null;

describe("home background video", () => {
  it("is muted, looping, inline and autoplaying, over a preloaded poster", async () => {
    const { page, errors, close } = await openPage(browser());
    const response = await page.goto(`${baseURL}/`);
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<link[^>]*rel="preload"[^>]*as="image"[^>]*hero-poster/i);
    const video = page.locator("video");
    expect(await video.evaluate((el: HTMLVideoElement) => [el.muted, el.loop, el.autoplay, el.playsInline])).toEqual([
      true,
      true,
      true,
      true,
    ]);
    await page.waitForFunction(() => document.querySelector("video")?.dataset.playing === "true");
    expect(
      await page
        .locator("img[data-hero-poster]")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  for (const gesture of ["click", "key press", "touch"] as const) {
    it(`starts on the first ${gesture} when autoplay is blocked`, async () => {
      const { page, errors, close } = await openPage(
        browser(),
        gesture === "touch" ? { viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true } : {},
      );
      await page.addInitScript(blockAutoplay);
      await page.goto(`${baseURL}/`);
      // The page noticed the refusal and is waiting for a gesture.
      await page.waitForSelector('video[data-autoplay="blocked"]', { state: "attached" });
      expect(await page.evaluate(videoState)).toEqual({ paused: true, playing: "false" });
      await expect(page.locator("img[data-hero-poster]").isVisible()).resolves.toBe(true);

      if (gesture === "click") await page.locator("h1").click();
      if (gesture === "key press") await page.keyboard.press("a");
      if (gesture === "touch") await page.touchscreen.tap(20, 300);

      await page.waitForFunction(() => document.querySelector("video")?.dataset.playing === "true");
      expect(await page.evaluate(videoState)).toEqual({ paused: false, playing: "true" });
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("waits past a gesture the browser does not count (Escape) for one it does", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.addInitScript(blockAutoplay);
    await page.goto(`${baseURL}/`);
    await page.waitForSelector('video[data-autoplay="blocked"]', { state: "attached" });
    // Escape is no user activation, nor is a touch that scrolls: play() is still refused.
    await page.keyboard.press("Escape");
    await page.waitForTimeout(200);
    expect(await page.evaluate(videoState)).toEqual({ paused: true, playing: "false" });
    await page.locator("h1").click();
    await page.waitForFunction(() => document.querySelector("video")?.dataset.playing === "true");
    expect(errors).toEqual([]);
    await close();
  });

  it("shows only the poster with prefers-reduced-motion and never downloads the clip", async () => {
    const { page, errors, close } = await openPage(browser(), { reducedMotion: "reduce" });
    const mediaRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/media\/hero\.(?:webm|mp4)/.test(request.url())) mediaRequests.push(request.url());
    });
    await page.goto(`${baseURL}/`, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    expect(await page.evaluate(videoState)).toEqual({ paused: true, playing: "false" });
    expect(await page.locator("video").isVisible()).toBe(false);
    await expect(page.locator("img[data-hero-poster]").isVisible()).resolves.toBe(true);
    await page.locator("h1").click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(videoState)).toEqual({ paused: true, playing: "false" });
    expect(mediaRequests).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
