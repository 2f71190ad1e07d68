import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { createFounderSession } from "#app/founder/server/sessions.server.ts";
import { openPage, VIEWPORTS } from "#tests/browser.ts";
import { expectNoViolations } from "#tests/founder.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffTargetFor } from "#tests/staff-target.ts";
import {
  camtEntries,
  camtFile,
  camtWithDoctype,
  formulaCsv,
  kpiPackCsv,
  mt940JanFeb,
} from "#tests/statements/shared-files.ts";

/*
 * Issue 29 §1: a founder shares a camt.053 statement, an MT940 file and the KPI pack on "Your data",
 * sees what was read, uploads one file again to no effect, is refused hostile files with a message,
 * maps a bank CSV's columns, corrects an entry, and deletes a file without JavaScript.
 */

const target = staffTargetFor("sqlite");
const browser = sharedBrowser();
const files = mkdtempSync(path.join(tmpdir(), "noema-shared-"));
const SHOTS = "/tmp/import29";
afterAll(() => rmSync(files, { recursive: true, force: true }));

function fileOf(name: string, bytes: Buffer | string) {
  const full = path.join(files, name);
  writeFileSync(full, bytes);
  return full;
}

async function signedInPage(email: string, javaScriptEnabled = true) {
  const tracked = await openPage(browser(), { javaScriptEnabled });
  const setCookie = await target().read((db) => createFounderSession(db, email, false));
  const [name = "", value = ""] = (setCookie.split(";")[0] ?? "").split("=");
  await tracked.page.context().addCookies([{ name, value, url: target().baseURL }]);
  return tracked;
}

async function upload(page: Page, file: string, label = "Bank statement or KPI pack") {
  await page.getByLabel(label).setInputFiles(file);
  await page.getByRole("button", { name: /^Read the file/ }).click();
}

const say = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 10_000 });

async function shots(page: Page, name: string) {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

const entryCount = (applicationId: string) =>
  target().read(async (db) =>
    Number(
      (
        await db
          .selectFrom("data_entries")
          .select(db.fn.countAll().as("n"))
          .where("application_id", "=", applicationId)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );

describe("the founder's data page", () => {
  it(
    "imports statements and the KPI pack, counts a file once, refuses hostile files",
    { timeout: 180_000 },
    async () => {
      const { baseURL } = target();
      const tag = randomUUID().slice(0, 8);
      const email = `data-${tag}@founder.example`;
      const application = await target().read((db) =>
        insertApplication(db, { applicant_email: email, business_name: `Ledger Kelp ${tag}` }),
      );
      const { page, errors, close } = await signedInPage(email);
      try {
        await page.goto(`${baseURL}/account`);
        await page.getByRole("link", { name: "Your data: bank statements and KPI pack" }).click();
        await page.waitForURL(`${baseURL}/account/applications/${application.id}/shared-data`);
        await say(page, "Nothing shared yet.");
        await expectNoViolations(page, "nothing shared");
        const template = await page.request.get(`${baseURL}/account/kpi-pack-template/xlsx`);
        expect(template.headers()["content-type"]).toBe(
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        );
        expect((await template.body()).subarray(0, 2).toString()).toBe("PK");

        const camt = fileOf("march-april.xml", camtFile(camtEntries));
        await upload(page, camt);
        await say(page, "Read and stored: 3 entries, 3 of them not in an earlier file.");
        await upload(page, fileOf("jan-feb.sta", mt940JanFeb()));
        await say(page, "Read and stored: 5 entries, 5 of them not in an earlier file.");
        await page.getByLabel("Decimal mark").selectOption(",");
        await upload(page, fileOf("kpi.csv", kpiPackCsv));
        await say(page, "Read and stored: 4 months of the KPI pack.");
        const main = page.locator("main");
        const read = await main.textContent();
        expect(read).toContain("Account DE89370400440532013000 (EUR), 2026-03-02 to 2026-04-02");
        expect(read).toContain("Opening balance 1000.00 on 2026-03-02, closing balance 7600.00 on 2026-04-02");
        expect(read).toContain("Account NOEMDEFF/0532013000 (EUR), 2026-01-05 to 2026-01-20");
        expect(read).toContain(`KPI pack in ${application.currency ?? "EUR"}: 2026-01 to 2026-04 (4 months)`);
        expect(read).toContain("Entries 1 to 8 of 8");

        // The same file again changes nothing.
        const before = await entryCount(application.id);
        await upload(page, camt);
        await say(page, "You already uploaded this exact file, so nothing changed.");
        expect(await entryCount(application.id)).toBe(before);

        // Hostile files: refused with where and why, nothing stored.
        await upload(page, fileOf("statement.xml", camtWithDoctype));
        await say(page, /nothing of it was stored\. statement\.xml line \d+: the file declares a <!DOCTYPE>/);
        await upload(page, fileOf("bank.csv", formulaCsv));
        await say(page, "Say which column is which, then choose the same file again.");
        await page.getByLabel("Booking date").selectOption("Buchungstag");
        await page.getByLabel("Amount (negative for money out)").selectOption("Betrag");
        await page.getByLabel("Counterparty").selectOption("Empfänger");
        await page.getByLabel("Or one currency for every row").selectOption("EUR");
        await page.getByLabel("Account (IBAN)").fill("DE02 1203 0000 0000 2020 51");
        await upload(page, fileOf("bank.csv", formulaCsv), "Choose the same file again");
        await say(page, 'row 2, column "Empfänger": expected text, found a spreadsheet formula');
        expect(await entryCount(application.id)).toBe(before);
        await shots(page, "refused");
        await expectNoViolations(page, "refused formula");

        // Correct the hosting entry: the rule's category stays beside the founder's.
        await page.goto(`${baseURL}/account/applications/${application.id}/shared-data`);
        const hosting = page.getByRole("row").filter({ hasText: "AWS EMEA SARL hosting" });
        expect(await hosting.getByRole("combobox").inputValue()).toBe("cost_of_sales");
        await hosting.getByRole("combobox").selectOption("other");
        await hosting.getByRole("button", { name: "Save" }).click();
        await say(page, "Your correction is saved.");
        await say(page, "corrected by you; the rules said Cost of sales");
        await shots(page, "read");
        await expectNoViolations(page, "what was read");
        expect(errors.filter((error) => !/status of 4(?:00|15|22)/.test(error))).toEqual([]);
      } finally {
        await close();
      }

      // Without JavaScript: delete the KPI pack with the plain form.
      const plain = await signedInPage(email, false);
      try {
        await plain.page.goto(`${baseURL}/account/applications/${application.id}/shared-data`);
        await plain.page.getByRole("article", { name: "kpi.csv" }).getByRole("button").click();
        await say(plain.page, "Deleted, with everything read from it.");
        expect(await plain.page.locator("main").textContent()).not.toContain("KPI pack in");
        expect(plain.errors).toEqual([]);
      } finally {
        await plain.close();
      }
    },
  );
});
