import { decodeText } from "#app/underwriting/statements/csv.server.ts";

/*
 * What a shared file is, judged by its bytes, never by its name or the browser's claim: a ZIP (of
 * camt.053 files, or an XLSX workbook, told apart when the archive is opened), XML (camt.053), MT940
 * (SWIFT fields :20: and :61: or :60F:), the firm's KPI pack as CSV (a first row of months), or
 * another CSV (a bank's export, read through a column mapping).
 */

export type DetectedFormat = "zip" | "camt.053" | "mt940" | "kpi-csv" | "csv" | "unknown";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const MONTH = /^"?\d{4}-(?:0[1-9]|1[0-2])"?$/;

export function detectFormat(bytes: Uint8Array): DetectedFormat {
  if (ZIP_MAGIC.every((byte, i) => bytes[i] === byte)) return "zip";
  if (bytes.includes(0)) return "unknown";
  const head = decodeText(bytes.subarray(0, 4096))
    .text.replace(/^\uFEFF/, "")
    .trimStart();
  if (head.startsWith("<")) return "camt.053";
  if (/^:20:/m.test(head) && /^:(?:25|60F|61):/m.test(head)) return "mt940";
  const firstLine = head.split(/\r?\n/, 1)[0] ?? "";
  const cells = firstLine.split(/[;,]/);
  if (cells.length > 1 && MONTH.test(cells[1]!.trim())) return "kpi-csv";
  if (cells.length > 1) return "csv";
  return "unknown";
}
