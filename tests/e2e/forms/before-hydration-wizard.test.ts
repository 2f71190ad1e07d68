// The calculator before and through hydration (decision 071): figures typed before React arrives drive the live
// results. (The application is a document now, decision 078: apply*.test.ts cover it with and without scripts.)
import { describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "../../support/browser";
import { formTestbed } from "../../support/form-page";
import { holdAppScripts } from "../../support/hold-scripts";

const { baseURL, browser } = formTestbed();
const CALCULATOR = "/venture-debt-calculator";
const totalCost = '[aria-labelledby="result-total-cost"] > p';

describe("calculator through hydration", () => {
  it("shows the results of figures typed before hydration as soon as it hydrates, and keeps them", async () => {
    const { page, errors, close } = await openPage(browser());
    const { release } = await holdAppScripts(page);
    await page.goto(baseURL + CALCULATOR, { waitUntil: "domcontentloaded" });
    const before = await page.locator(totalCost).first().textContent();
    await page.fill("#calculator-round", "30000000");
    await page.fill("#calculator-rate", "9");
    release();
    await waitForHydration(page, "#calculator-round");
    // What the server renders for the same figures is what the live results must say, without another keystroke.
    await expect.poll(() => new URL(page.url()).searchParams.get("rate")).toBe("9");
    const shared = await (await fetch(page.url())).text();
    const expected = /aria-labelledby="result-total-cost"[^>]*>[\s\S]*?<p[^>]*>([^<]+)<\/p>/.exec(shared)?.[1];
    expect(expected).toBeDefined();
    expect(expected).not.toBe(before);
    await expect.poll(() => page.locator(totalCost).first().textContent()).toBe(expected);
    // Typing elsewhere re-renders every field: the earlier figures stay as typed.
    await page.fill("#calculator-term", "36");
    await expect.poll(() => new URL(page.url()).searchParams.get("term")).toBe("36");
    expect(await page.inputValue("#calculator-round")).toBe("30000000");
    expect(await page.inputValue("#calculator-rate")).toBe("9");
    expect(errors).toEqual([]);
    await close();
  });
});
