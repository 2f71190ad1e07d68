import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { insertApplication } from "#tests/leads.ts";
import {
  camtEntries,
  camtFile,
  camtWithDoctype,
  formulaCsv,
  kpiPackCsv,
  mt940JanFeb,
  mt940Unbalanced,
} from "#tests/statements/shared-files.ts";
import { generateCamt053 } from "#tests/statements/generate-camt.ts";
import { zipForTests } from "#tests/statements/zip-for-tests.ts";
import { KPI_ROWS } from "#app/underwriting/kpi/kpi-pack-csv.server.ts";
import { simpleWorkbook } from "#app/underwriting/kpi/kpi-template-xlsx.server.ts";
import { computeMetrics } from "#app/underwriting/metrics/metrics.ts";
import { monthlyFromEntries } from "#app/underwriting/metrics/monthly.ts";
import { importSharedFile } from "./import.server.ts";
import { loadUnderwritingData } from "./load.server.ts";
import { correctEntry, deleteImport } from "./manage.server.ts";
import { deleteApplicationData, sharedDataForExport } from "./privacy.server.ts";

const german = {
  date: "Buchungstag",
  amount: "Betrag",
  counterparty: "Empfänger",
  description: "Verwendungszweck",
  defaultCurrency: "EUR",
  dateFormat: "DD.MM.YYYY" as const,
  decimalMark: "," as const,
  account: "DE02120300000000202051",
};

describe.each(testDialects)("shared data on %s", (dialect) => {
  let database: TestDatabase;
  let applicationId: string;
  const share = (bytes: Buffer, fileName = "file", extra: object = {}) =>
    importSharedFile(database.handle, { applicationId, fileName, bytes, ...extra });
  const rowCounts = async () => {
    const db = database.handle.db;
    const count = async (table: "data_imports" | "data_statements" | "data_entries" | "data_kpi_months") =>
      Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    return {
      imports: await count("data_imports"),
      statements: await count("data_statements"),
      entries: await count("data_entries"),
      kpiMonths: await count("data_kpi_months"),
    };
  };

  beforeEach(async () => {
    database ??= await createTestDatabase(dialect);
    applicationId = (await insertApplication(database.handle.db)).id;
  });
  afterAll(() => database?.dispose());

  it("stores an MT940 file whole: statements with balances, entries classified, amounts as text", async () => {
    const outcome = await share(mt940JanFeb(), "jan-feb.sta");
    expect(outcome).toMatchObject({ ok: true, kind: "statement", entries: 5, newEntries: 5 });
    const { statements, entries } = await loadUnderwritingData(database.handle.db, applicationId);
    expect(statements.map((s) => [s.account, s.currency, s.opening?.amount, s.closing?.amount])).toEqual([
      ["NOEMDEFF/0532013000", "EUR", "10000.00", "11199.50"],
      ["NOEMDEFF/0532013000", "EUR", "11199.50", "13399.50"],
    ]);
    expect(entries.map((e) => [e.bookingDate, e.amount, e.category])).toEqual([
      ["2026-01-05", "2500.00", "revenue"],
      ["2026-01-15", "-1200.50", "payroll"],
      ["2026-01-20", "-100.00", "other"],
      ["2026-02-03", "2500.00", "revenue"],
      ["2026-02-28", "-300.00", "cost_of_sales"],
    ]);
  });

  it("counts the same file once, and entries of overlapping statements once", async () => {
    const first = await share(camtFile(camtEntries.slice(0, 2), { id: "A" }), "march.xml");
    expect(first).toMatchObject({ ok: true, entries: 2, newEntries: 2 });
    const before = await rowCounts();
    const again = await share(camtFile(camtEntries.slice(0, 2), { id: "A" }), "march copy.xml");
    expect(again).toEqual({ ok: false, error: "sameFile", importId: first.ok ? first.importId : "" });
    expect(await rowCounts()).toEqual(before);
    const overlapping = await share(camtFile(camtEntries.slice(1), { id: "B" }), "march-april.xml");
    expect(overlapping).toMatchObject({ ok: true, entries: 2, newEntries: 1 });
    const { entries, statements } = await loadUnderwritingData(database.handle.db, applicationId);
    expect(entries.map((e) => e.bankReference)).toEqual(["REF-0001", "REF-0002", "REF-0003"]);
    const months = monthlyFromEntries(entries, statements);
    expect(months.map((m) => [m.month, m.revenue, m.costOfSales])).toEqual([
      ["2026-03", "4000", "1500"],
      ["2026-04", "4100", "0"],
    ]);
    expect(computeMetrics(months).mrr.value).toBe("4100.00");
  });

  it("refuses a file that does not balance, naming where, and stores nothing of it", async () => {
    const before = await rowCounts();
    const outcome = await share(mt940Unbalanced(), "unbalanced.sta");
    expect(outcome).toMatchObject({ ok: false, error: "refused", where: expect.stringMatching(/line \d+/) });
    expect(await rowCounts()).toEqual(before);
  });

  it("rolls back a streamed camt.053 whose closing balance is wrong, after its entries were written", async () => {
    const before = await rowCounts();
    const pieces = [...generateCamt053(1_000)].join("").replace(/<Cd>CLBD<\/Cd>(.*?)<Amt Ccy="EUR">/s, "$&9");
    const outcome = await share(Buffer.from(pieces), "big.xml");
    expect(outcome).toMatchObject({ ok: false, error: "refused" });
    expect(await rowCounts()).toEqual(before);
  });

  it("streams a camt.053 of 2,000 entries into the import in batches", async () => {
    const outcome = await share(Buffer.from([...generateCamt053(2_000)].join("")), "year.xml");
    expect(outcome).toMatchObject({ ok: true, entries: 2_000, newEntries: 2_000 });
    const { entries } = await loadUnderwritingData(database.handle.db, applicationId);
    expect(entries).toHaveLength(2_000);
  });

  it("refuses hostile files with a message and stores nothing", async () => {
    const before = await rowCounts();
    expect(await share(camtWithDoctype, "x.xml")).toMatchObject({
      ok: false,
      error: "refused",
      problem: expect.stringContaining("DOCTYPE"),
    });
    expect(await share(formulaCsv, "bank.csv", { csvMapping: german })).toMatchObject({
      ok: false,
      error: "refused",
      where: 'row 2, column "Empfänger"',
    });
    const workbook = (extra: string) =>
      zipForTests([
        { name: "[Content_Types].xml", text: "<Types/>" },
        { name: "xl/workbook.xml", text: "<workbook/>" },
        { name: extra, text: "x" },
      ]);
    expect(await share(workbook("xl/externalLinks/externalLink1.xml"), "kpi.xlsx")).toMatchObject({
      problem: expect.stringContaining("links to other files"),
    });
    expect(await share(workbook("xl/vbaProject.bin"), "kpi.xlsm")).toMatchObject({
      problem: expect.stringContaining("macros"),
    });
    const bomb = zipForTests([
      { name: "[Content_Types].xml", text: "<Types/>" },
      { name: "xl/worksheets/sheet1.xml", text: "<worksheet/>", declaredSize: 30 * 1024 * 1024 },
    ]);
    expect(await share(bomb, "kpi.xlsx")).toMatchObject({ problem: expect.stringContaining("at most 20 MB unpacked") });
    expect(await share(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1]), "a.csv")).toEqual({ ok: false, error: "type" });
    expect(await rowCounts()).toEqual(before);
  });

  it("asks for a bank CSV's columns once, then remembers them by its header", async () => {
    const csv = Buffer.from("Buchungstag;Betrag;Empfänger;Verwendungszweck\r\n05.01.2026;1.234,56;Kunde;RE 000123\r\n");
    expect(await share(csv, "bank.csv")).toEqual({
      ok: false,
      error: "needsMapping",
      headers: ["Buchungstag", "Betrag", "Empfänger", "Verwendungszweck"],
    });
    expect(await share(csv, "bank.csv", { csvMapping: german })).toMatchObject({ ok: true, entries: 1 });
    const next = Buffer.from("Buchungstag;Betrag;Empfänger;Verwendungszweck\r\n06.02.2026;10,00;Kunde;RE 000124\r\n");
    expect(await share(next, "bank-2.csv")).toMatchObject({ ok: true, entries: 1 });
    const { entries } = await loadUnderwritingData(database.handle.db, applicationId);
    expect(entries.map((e) => [e.amount, e.description])).toEqual([
      ["1234.56", "RE 000123"],
      ["10.00", "RE 000124"],
    ]);
  });

  it("stores the KPI pack's months; a later pack's month replaces an earlier one", async () => {
    const outcome = await share(Buffer.from(kpiPackCsv), "kpi.csv", { kpi: { currency: "EUR", decimalMark: "," } });
    expect(outcome).toMatchObject({ ok: true, kind: "kpi", months: 4 });
    const later = kpiPackCsv.replace("KPI;2026-01;2026-02;2026-03;2026-04", "KPI;2026-04;2026-05;2026-06;2026-07");
    await share(Buffer.from(later), "kpi-2.csv", { kpi: { currency: "EUR", decimalMark: "," } });
    const { kpiMonths } = await loadUnderwritingData(database.handle.db, applicationId);
    expect(kpiMonths.map((m) => m.month)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
    ]);
    expect(kpiMonths[3]).toMatchObject({ month: "2026-04", recurringRevenue: "10000.00", top1Share: "0.12" });
  });

  it("stores the KPI pack as a workbook, its numbers as the digits it holds", async () => {
    const workbook = simpleWorkbook([
      ["KPI", "2026-05"],
      ...Object.keys(KPI_ROWS).map((name, i) => [name, i === 0 ? 12345.67 : i]),
    ]);
    expect(await share(workbook, "kpi.xlsx", { kpi: { currency: "GBP", decimalMark: "," } })).toMatchObject({
      ok: true,
      kind: "kpi",
      months: 1,
    });
    const { kpiMonths } = await loadUnderwritingData(database.handle.db, applicationId);
    expect(kpiMonths).toMatchObject([{ month: "2026-05", currency: "GBP", recurringRevenue: "12345.67" }]);
  });

  it("keeps a founder's correction beside the rule's category, across overlapping imports", async () => {
    const first = await share(camtFile(camtEntries.slice(0, 2), { id: "A" }), "a.xml");
    const second = await share(camtFile(camtEntries.slice(1), { id: "B" }), "b.xml");
    if (!first.ok || !second.ok) throw new Error("imports failed");
    const { entries } = await loadUnderwritingData(database.handle.db, applicationId);
    const hosting = entries.find((e) => e.bankReference === "REF-0002")!;
    expect(hosting).toMatchObject({ category: "cost_of_sales", ruleCategory: "cost_of_sales" });
    expect(
      await correctEntry(
        database.handle,
        { applicationId, importId: hosting.importId, seq: hosting.seq },
        "other",
        "f@x.example",
      ),
    ).toBe(true);
    expect(await deleteImport(database.handle, applicationId, first.importId)).toBe(true);
    const after = await loadUnderwritingData(database.handle.db, applicationId);
    expect(after.entries.map((e) => e.bankReference)).toEqual(["REF-0002", "REF-0003"]);
    expect(after.entries[0]).toMatchObject({
      category: "other",
      ruleCategory: "cost_of_sales",
      correction: { category: "other", by: "f@x.example" },
    });
    const other = (await insertApplication(database.handle.db)).id;
    expect(await deleteImport(database.handle, other, second.importId)).toBe(false);
    expect(
      await correctEntry(database.handle, { applicationId: other, importId: second.importId, seq: 1 }, "other", "x"),
    ).toBe(false);
  });

  it("lists shared data in the access export and erases it with the application", async () => {
    await share(mt940JanFeb(), "jan-feb.sta");
    const exported = await sharedDataForExport(database.handle.db, [applicationId]);
    expect(exported).toMatchObject([{ file_name: "jan-feb.sta", format: "mt940" }]);
    expect(exported[0]!.entries).toHaveLength(5);
    expect(await deleteApplicationData(database.handle.db, [applicationId])).toBeGreaterThan(5);
    expect(await loadUnderwritingData(database.handle.db, applicationId)).toEqual({
      statements: [],
      entries: [],
      kpiMonths: [],
    });
  });
});
