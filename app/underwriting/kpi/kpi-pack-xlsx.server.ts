import { readSheet } from "read-excel-file/node";
import { StatementRefused } from "#app/underwriting/statements/statement.ts";
import { type KpiMonth, kpiFromRows } from "./kpi-pack-csv.server.ts";

/*
 * The KPI pack as a workbook, read with read-excel-file: its first sheet's cells as text (numbers
 * keep the digits the file holds, never a float), then the same rules as the CSV form. read-excel-file
 * inflates the whole workbook, so the caller has already refused links, macros and a large archive by
 * its directory (app/underwriting/store/zip-kind.server.ts). A formula cell gives the value Excel
 * saved with it; nothing is computed or fetched.
 */

const textOf = (cell: unknown): string => {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 7);
  return String(cell).trim();
};

export async function readKpiPackXlsx(bytes: Buffer, currency: string, fileName = "the workbook"): Promise<KpiMonth[]> {
  let rows: unknown[][];
  try {
    rows = await readSheet(bytes, 1, { parseNumber: (text: string) => text });
  } catch (error) {
    throw new StatementRefused(fileName, `expected an XLSX workbook (${(error as Error).message})`);
  }
  // Numbers in a workbook are written with a decimal point, whatever the reader's locale.
  return kpiFromRows(
    rows.map((row) => row.map(textOf)),
    currency,
    ".",
  );
}
