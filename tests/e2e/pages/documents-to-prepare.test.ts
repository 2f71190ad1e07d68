import { describe, expect, inject, it } from "vitest";
import { dueDiligenceChecklist } from "#app/content/shared/documents/checklist.ts";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import { openPage, VIEWPORTS } from "#tests/browser.ts";
import { get, mainText } from "#tests/html.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

describe("documents to have ready", () => {
  it("the application, /process and /faqs list the checklist staff request from", async () => {
    // Staff's request form offers documentsCopy.checklist: the same list, not a copy of it.
    expect(documentsCopy.checklist).toEqual(dueDiligenceChecklist);
    for (const path of ["/apply", "/process", "/faqs"]) {
      const text = mainText((await get(baseURL + path)).body);
      for (const item of dueDiligenceChecklist) expect(text, `${path}: ${item.title}`).toContain(item.title);
    }
  });

  it("/faqs at 1280 px uses the width: the questions are not held in the left third", async () => {
    const { page, close } = await openPage(browser(), { viewport: VIEWPORTS.desktop });
    await page.goto(`${baseURL}/faqs`);
    const question = await page.locator("details summary").first().boundingBox();
    expect(question?.x ?? 0).toBeGreaterThan(400);
    expect((question?.x ?? 0) + (question?.width ?? 0)).toBeGreaterThan(1100);
    await close();
  });
});
