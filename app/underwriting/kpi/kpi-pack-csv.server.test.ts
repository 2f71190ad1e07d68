import { describe, expect, it } from "vitest";
import { computeMetrics } from "#app/underwriting/metrics/metrics.ts";
import { kpiToMonthFigures, readKpiPackCsv } from "./kpi-pack-csv.server.ts";

const pack = [
  "KPI;2026-01;2026-02;2026-03;2026-04",
  "Recurring revenue;10.000,00;11.000,00;12.000,00;13.500,50",
  "Other revenue;500;0;0;250",
  "Cost of sales;2.000;2.100;2.200;2.300",
  "Operating costs;30.000;30.000;31.000;31.000",
  "Cash at month end;500.000;478.900;458.100;437.150,50",
  "Headcount;12;12;13;13",
  "Customers;40;42;45;47",
  "Largest customer share;12 %;11 %;11 %;10,5 %",
  "Five largest customers share;40 %;39 %;38 %;37 %",
].join("\r\n");

describe("KPI pack (CSV)", () => {
  it("reads one column per month into decimal text", () => {
    const months = readKpiPackCsv(Buffer.from(pack), "EUR", ",");
    expect(months).toHaveLength(4);
    expect(months[3]).toEqual({
      month: "2026-04",
      currency: "EUR",
      recurringRevenue: "13500.50",
      otherRevenue: "250",
      costOfSales: "2300",
      operatingCosts: "31000",
      closingCash: "437150.50",
      headcount: "13",
      customers: "47",
      top1Share: "0.105",
      top5Share: "0.37",
    });
  });

  it("feeds the metrics: net burn is costs − revenue", () => {
    const metrics = computeMetrics(kpiToMonthFigures(readKpiPackCsv(Buffer.from(pack), "EUR", ",")));
    // Feb 32,100 − 11,000 = 21,100; Mar 33,200 − 12,000 = 21,200; Apr 33,300 − 13,750.50 = 19,549.50.
    expect(metrics.netBurn.value).toBe("20616.50");
    expect(metrics.mrr.value).toBe("13500.50");
  });

  it("names the row and month of a cell it cannot read, and a missing row", () => {
    expect(() => readKpiPackCsv(Buffer.from(pack.replace("2.100", "n/a")), "EUR", ",")).toThrow(
      'row 4 (Cost of sales), 2026-02: expected a number, found "n/a"',
    );
    expect(() => readKpiPackCsv(Buffer.from(pack.replace("KPI;2026-01", "KPI;Jan 26")), "EUR", ",")).toThrow(
      'row 1, column 2: expected a month like 2026-01, found "Jan 26"',
    );
    const withoutCash = pack
      .split("\r\n")
      .filter((line) => !line.startsWith("Cash"))
      .join("\r\n");
    expect(() => readKpiPackCsv(Buffer.from(withoutCash), "EUR", ",")).toThrow('expected a row "Cash at month end"');
  });

  it("skips the months of the template left blank, and reads the rest (the walk of issue 29)", () => {
    // The template the account offers has twelve months; a founder fills the ones they have.
    const blankFirstTwo = pack
      .split("\r\n")
      .map((line, index) => (index === 0 ? line : line.replace(/^([^;]*);[^;]*;[^;]*;/, "$1;;;")))
      .join("\r\n");
    const months = readKpiPackCsv(Buffer.from(blankFirstTwo), "EUR", ",");
    expect(months.map((month) => month.month)).toEqual(["2026-03", "2026-04"]);
    expect(months[1]?.recurringRevenue).toBe("13500.50");
    // A month with some figures and not others is a mistake to name, not a month to skip.
    expect(() => readKpiPackCsv(Buffer.from(pack.replace("2.100", "")), "EUR", ",")).toThrow(
      'row 4 (Cost of sales), 2026-02: expected a number, found ""',
    );
    const allBlank = pack
      .split("\r\n")
      .map((line, index) => (index === 0 ? line : `${line.split(";")[0]};;;;`))
      .join("\r\n");
    expect(() => readKpiPackCsv(Buffer.from(allBlank), "EUR", ",")).toThrow("expected at least one month with figures");
  });
});
