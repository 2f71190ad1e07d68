import { describe, expect, it } from "vitest";
import { StatementRefused } from "#app/underwriting/statements/statement.ts";
import { kpiTemplateXlsx, simpleWorkbook } from "./kpi-template-xlsx.server.ts";
import { readKpiPackXlsx } from "./kpi-pack-xlsx.server.ts";

const filled = () =>
  simpleWorkbook([
    ["KPI", "2026-01", "2026-02"],
    ["Recurring revenue", 10000.5, 11000],
    ["Other revenue", 0, 250],
    ["Cost of sales", 2000, 2100],
    ["Operating costs", 30000, 30000],
    ["Cash at month end", 500000, 478900.25],
    ["Headcount", 12, 12],
    ["Customers", 40, 42],
    ["Largest customer share", 0.12, 0.11],
    ["Five largest customers share", 0.4, 0.39],
  ]);

describe("KPI pack (XLSX)", () => {
  it("reads the first sheet's numbers as the digits the file holds", async () => {
    const months = await readKpiPackXlsx(filled(), "EUR");
    expect(months.map((m) => [m.month, m.recurringRevenue, m.closingCash, m.top1Share])).toEqual([
      ["2026-01", "10000.5", "500000", "0.12"],
      ["2026-02", "11000", "478900.25", "0.11"],
    ]);
  });

  it("refuses the template with no month filled in, saying so", async () => {
    // Blank months are skipped (a founder fills the months they have), so a blank template has nothing to read.
    const template = kpiTemplateXlsx(["2026-01", "2026-02"]);
    await expect(readKpiPackXlsx(template, "EUR")).rejects.toThrow(
      new StatementRefused("the file", "expected at least one month with figures"),
    );
  });
});
