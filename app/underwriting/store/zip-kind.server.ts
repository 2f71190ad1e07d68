import yauzl, { type Entry } from "yauzl";
import { StatementRefused } from "#app/underwriting/statements/statement.ts";

/*
 * A ZIP is either camt.053 files or an XLSX workbook; the central directory's names tell which,
 * before anything is inflated. A workbook that links to other files or carries macros is refused
 * by those names (xl/externalLinks/, vbaProject.bin): nothing in a file is ever run or fetched.
 */

export type ZipKind = "xlsx" | "camt";

/** A KPI pack is a few kilobytes; read-excel-file inflates a workbook whole, so a large one is refused unread. */
export const MAX_WORKBOOK_UNPACKED_BYTES = 20 * 1024 * 1024;

function entriesOf(bytes: Buffer): Promise<{ name: string; size: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: false }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("no archive"));
      const names: { name: string; size: number }[] = [];
      zip.on("entry", (entry: Entry) => {
        names.push({ name: entry.fileName, size: entry.uncompressedSize });
        zip.readEntry();
      });
      zip.on("end", () => resolve(names));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** Which kind of archive, or StatementRefused for a workbook with external links or macros. */
export async function zipKind(bytes: Buffer, fileName: string): Promise<ZipKind> {
  let entries: { name: string; size: number }[];
  try {
    entries = await entriesOf(bytes);
  } catch (error) {
    throw new StatementRefused(fileName, `the archive is damaged (${(error as Error).message})`);
  }
  const names = entries.map((entry) => entry.name);
  if (!names.includes("[Content_Types].xml") && !names.some((name) => name.startsWith("xl/"))) return "camt";
  if (names.some((name) => name.startsWith("xl/externalLinks/")))
    throw new StatementRefused(fileName, "expected a workbook without links to other files (xl/externalLinks/)");
  if (names.some((name) => /(?:^|\/)vbaProject\.bin$/i.test(name)))
    throw new StatementRefused(fileName, "expected a workbook without macros (vbaProject.bin)");
  const unpacked = entries.reduce((total, entry) => total + entry.size, 0);
  if (unpacked > MAX_WORKBOOK_UNPACKED_BYTES)
    throw new StatementRefused(
      fileName,
      `expected a workbook of at most ${MAX_WORKBOOK_UNPACKED_BYTES / 1024 / 1024} MB unpacked, found ${Math.ceil(unpacked / 1024 / 1024)} MB`,
    );
  return "xlsx";
}
