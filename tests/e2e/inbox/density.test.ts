import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { openPage, VIEWPORTS } from "#tests/browser.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 26, item 18: list rows were about 99 px high, so about 7 fitted above the fold at 1280 px, and
 * long addresses broke mid-word. There was no facility column, and the order could only be changed in
 * the filters panel. The lead page packed its cards into a narrow right column, and on a phone the
 * workflow card came after every field.
 */

const columns = inboxCopy.list.columns;
const LONG_EMAIL = "maximilian.oberhauser-von-lichtenberg@extraordinarily-long-company-name.example";

describe("the staff list's density and order", () => {
  const target = staffTargetFor("sqlite", { ownServer: true });
  const browser = sharedBrowser();
  const tag = randomUUID().slice(0, 8);
  let account: { email: string; password: string };
  let leadId: string;

  beforeAll(async () => {
    account = await target().createAccount("admin");
    await target().read(async (db) => {
      for (let index = 0; index < 24; index++) {
        const row = await insertApplication(db, {
          business_name: `Dense ${tag} ${String(index).padStart(2, "0")}${index === 22 ? " Extraordinarily Long Holdings International" : ""}`,
          applicant_email: index === 23 ? LONG_EMAIL : `founder${index}@dense-${tag}.example`,
          // Figures in another currency, so the amounts show both (the widest cells).
          ...(index === 22 ? { currency: "DKK", annual_revenue: 23_900_000, facility_requested: 52_000_000 } : {}),
          facility_requested: 1_000_000 + index * 250_000,
          facility_requested_normalized: 1_000_000 + index * 250_000,
          created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        });
        if (index === 23) leadId = row.id;
      }
    });
  });

  it("fits at least 15 one-line rows above the fold at 1280 × 800, long addresses cut with an ellipsis", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.desktop });
    try {
      await target().signIn(page, account);
      const rows = page.locator("tbody tr");
      await page.getByTitle(LONG_EMAIL, { exact: true }).waitFor();
      const bottoms = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().bottom));
      expect(bottoms.filter((bottom) => bottom <= VIEWPORTS.desktop.height).length).toBeGreaterThanOrEqual(15);
      const heights = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThanOrEqual(40);
      // The long address: one line, cut visibly, whole in its title and in the text a screen reader reads.
      const email = page.getByTitle(LONG_EMAIL, { exact: true });
      const box = await email.evaluate((element) => ({
        cut: element.scrollWidth > element.clientWidth,
        ellipsis: getComputedStyle(element).textOverflow,
        text: element.textContent,
        lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
      }));
      expect(box).toEqual({ cut: true, ellipsis: "ellipsis", text: LONG_EMAIL, lines: 1 });
      // No column runs off the side of the page.
      const wrap = await page.locator("table").evaluate((table) => table.parentElement!.scrollWidth);
      expect(wrap).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([true, false])("sorts by a column heading, facility included (JavaScript %s)", async (javaScriptEnabled) => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled });
    try {
      await target().signIn(page, account);
      const heading = (name: string) => page.getByRole("columnheader", { name });
      // Waits (a client navigation changes the URL before the new rows show) until the heading says its order.
      const sortedBy = (name: string, order: "ascending" | "descending") =>
        heading(name)
          .and(page.locator(`[aria-sort="${order}"]`))
          .waitFor();
      await sortedBy(columns.received, "descending");
      expect(await heading(columns.facility).getAttribute("aria-sort")).toBeNull();
      await heading(columns.facility).getByRole("link").click();
      await page.waitForURL(/sort=facility/);
      await sortedBy(columns.facility, "descending");
      expect(await heading(columns.received).getAttribute("aria-sort")).toBeNull();
      const firstCompany = () => page.locator("tbody tr").first().getByRole("link").first().textContent();
      expect(await firstCompany()).toBe(`Dense ${tag} 23`);
      // The facility in its currency, the reporting currency's equivalent beside it when they differ.
      expect(await page.locator("tbody tr").first().textContent()).toContain("€6.75m");
      // The active heading again turns the order round.
      await heading(columns.facility).getByRole("link").click();
      await page.waitForURL(/dir=asc/);
      await sortedBy(columns.facility, "ascending");
      expect(await firstCompany()).toBe(`Dense ${tag} 00`);
      await heading(columns.company).getByRole("link").click();
      await page.waitForURL(/sort=company/);
      await sortedBy(columns.company, "ascending");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("balances the lead page at 1280 px and puts the workflow first on a phone", async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const { page, errors, close } = await openPage(browser(), { viewport });
      try {
        await target().signIn(page, account);
        await page.goto(`${target().baseURL}/inbox/applications/${leadId}`);
        const top = (name: string) =>
          page.getByRole("heading", { name, exact: true }).evaluate((element) => {
            const box = element.closest("section")!.getBoundingClientRect();
            return { top: box.top + window.scrollY, left: box.left, bottom: box.bottom + window.scrollY };
          });
        const workflow = await top(inboxCopy.lead.workflow);
        const applicant = await top(inboxCopy.lead.sections.applicant);
        if (viewport === VIEWPORTS.mobile) {
          expect(workflow.top).toBeLessThan(applicant.top);
        } else {
          // Two columns that both hold cards, neither running far below the other.
          const heights = await page.locator("[data-lead-cards] > section").evaluateAll((cards) => {
            const columns = new Map<number, { top: number; bottom: number }>();
            for (const card of cards) {
              const box = card.getBoundingClientRect();
              const column = columns.get(Math.round(box.left)) ?? { top: box.top, bottom: box.bottom };
              columns.set(Math.round(box.left), {
                top: Math.min(column.top, box.top),
                bottom: Math.max(column.bottom, box.bottom),
              });
            }
            return [...columns.values()].map((column) => column.bottom - column.top);
          });
          expect(heights).toHaveLength(2);
          const [left = 0, right = 0] = heights;
          expect(Math.max(left, right) / Math.min(left, right)).toBeLessThan(1.6);
          expect(workflow.top).toBeLessThan(300);
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
