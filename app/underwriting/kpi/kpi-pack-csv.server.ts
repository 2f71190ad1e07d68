import Papa from "papaparse";
import { Dec } from "#app/underwriting/decimal.ts";
import type { MonthFigures } from "#app/underwriting/metrics/figures.ts";
import { decodeText } from "#app/underwriting/statements/csv.server.ts";
import { StatementRefused } from "#app/underwriting/statements/statement.ts";

/*
 * The firm's monthly KPI pack as CSV: a first column naming each row, then one column per month
 * headed "YYYY-MM". Every cell stays decimal text; a cell that cannot be read is refused by its
 * row and month. The XLSX form gives its first sheet's cells to `kpiFromRows` (kpi-pack-xlsx.server.ts).
 */

export const KPI_ROWS = {
  "Recurring revenue": "recurringRevenue",
  "Other revenue": "otherRevenue",
  "Cost of sales": "costOfSales",
  "Operating costs": "operatingCosts",
  "Cash at month end": "closingCash",
  Headcount: "headcount",
  Customers: "customers",
  "Largest customer share": "top1Share",
  "Five largest customers share": "top5Share",
} as const;

type KpiField = (typeof KPI_ROWS)[keyof typeof KPI_ROWS];
export type KpiMonth = { month: string; currency: string } & Record<KpiField, string>;

const NUMBER = /^-?\d{1,15}(?:\.\d{1,6})?$/;

/** "1.234,56", "1,234.56", "1234.56", "12 %" → decimal text ("12 %" → "0.12"); undefined if none. */
function readCell(raw: string, decimalMark: "," | "."): string | undefined {
  let text = raw.trim().replace(/[\s']/g, "");
  const percent = text.endsWith("%");
  if (percent) text = text.slice(0, -1);
  text = decimalMark === "," ? text.replaceAll(".", "").replace(",", ".") : text.replaceAll(",", "");
  if (!NUMBER.test(text)) return undefined;
  return percent ? new Dec(text).div(100).toString() : text;
}

export function readKpiPackCsv(bytes: Uint8Array, currency: string, decimalMark: "," | "." = "."): KpiMonth[] {
  const { text } = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    skipEmptyLines: "greedy",
    delimitersToGuess: [";", ","],
  });
  const error = parsed.errors[0];
  if (error)
    throw new StatementRefused(
      `row ${(error.row ?? 0) + 1}`,
      `expected cells separated by "${parsed.meta.delimiter}" (${error.message})`,
    );
  return kpiFromRows(parsed.data, currency, decimalMark);
}

/** The pack's rows as text cells (from CSV or a workbook's first sheet) into months, or StatementRefused. */
export function kpiFromRows(table: string[][], currency: string, decimalMark: "," | "."): KpiMonth[] {
  const [header, ...rows] = table;
  const months = (header ?? []).slice(1).map((cell) => cell.trim());
  if (months.length === 0) throw new StatementRefused("row 1", "expected one column per month after the first");
  months.forEach((month, i) => {
    if (!/^\d{4}-(?:0[1-9]|1[0-2])$/.test(month))
      throw new StatementRefused(`row 1, column ${i + 2}`, `expected a month like 2026-01, found "${month}"`);
  });
  // The template offers twelve months; a month whose column is blank in every row was not filled, not misread.
  const filled = months.map((_, i) => rows.some((row) => (row[i + 1] ?? "").trim() !== ""));
  if (!filled.includes(true)) throw new StatementRefused("the file", "expected at least one month with figures");
  const values = new Map<KpiField, string[]>();
  rows.forEach((row, index) => {
    const name = (row[0] ?? "").trim();
    const field = KPI_ROWS[name as keyof typeof KPI_ROWS];
    if (!field)
      throw new StatementRefused(
        `row ${index + 2}`,
        `expected one of ${Object.keys(KPI_ROWS).join(", ")}, found "${name}"`,
      );
    if (values.has(field)) throw new StatementRefused(`row ${index + 2}`, `"${name}" is given twice`);
    values.set(
      field,
      months.map((month, i) => {
        if (!filled[i]) return "";
        const cell = row[i + 1] ?? "";
        const value = readCell(cell, decimalMark);
        if (value === undefined)
          throw new StatementRefused(
            `row ${index + 2} (${name}), ${month}`,
            `expected a number, found "${cell.trim()}"`,
          );
        return value;
      }),
    );
  });
  for (const [name, field] of Object.entries(KPI_ROWS))
    if (!values.has(field)) throw new StatementRefused("the file", `expected a row "${name}"`);
  return months.flatMap((month, i) => {
    if (!filled[i]) return [];
    const kpi = { month, currency } as KpiMonth;
    for (const [field, list] of values) kpi[field] = list[i]!;
    return [kpi];
  });
}

/**
 * The pack as the metrics' monthly figures. Net burn here is cost of sales + operating costs −
 * revenue (accrual, not cash): bank statements, where shared, give the cash figure instead.
 */
export function kpiToMonthFigures(kpis: KpiMonth[]): MonthFigures[] {
  return kpis.map((kpi) => {
    const revenue = new Dec(kpi.recurringRevenue).plus(kpi.otherRevenue);
    return {
      month: kpi.month,
      currency: kpi.currency,
      recurringRevenue: kpi.recurringRevenue,
      revenue: revenue.toString(),
      costOfSales: kpi.costOfSales,
      netBurn: new Dec(kpi.costOfSales).plus(kpi.operatingCosts).minus(revenue).toString(),
      closingCash: kpi.closingCash,
    };
  });
}
