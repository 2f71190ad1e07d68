import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import type { DataImportKind } from "#app/platform/db/schema-underwriting.ts";
import { type KpiMonth, readKpiPackCsv } from "#app/underwriting/kpi/kpi-pack-csv.server.ts";
import { readKpiPackXlsx } from "#app/underwriting/kpi/kpi-pack-xlsx.server.ts";
import { Camt053Reader } from "#app/underwriting/statements/camt053.server.ts";
import { readCamt053Zip } from "#app/underwriting/statements/camt-zip.server.ts";
import { type CsvMapping, decodeText, readCsvStatement } from "#app/underwriting/statements/csv.server.ts";
import { readMt940 } from "#app/underwriting/statements/mt940.server.ts";
import { type Statement, StatementRefused } from "#app/underwriting/statements/statement.ts";
import { type DetectedFormat, detectFormat } from "./detect.server.ts";
import { EntryRows } from "./entry-rows.server.ts";
import { zipKind } from "./zip-kind.server.ts";
import { csvHeaders, rememberMapping, rememberedMapping } from "./csv-mappings.server.ts";

/*
 * One file shared by a founder becomes one import, in one transaction: every statement and entry
 * of it, or the months of a KPI pack, stored whole, or nothing when a reader refuses it (the
 * transaction rolls back). The same file twice (by SHA-256) is one import; entries that an earlier
 * import already had are stored again but counted once when read (load.server.ts).
 */

export interface SharedFile {
  applicationId: string;
  fileName: string;
  bytes: Buffer;
  /** The currency and decimal mark of a KPI pack; a bank CSV's mapping. */
  kpi?: { currency: string; decimalMark: "," | "." };
  csvMapping?: CsvMapping;
}

export type ImportOutcome =
  | { ok: true; importId: string; kind: DataImportKind; entries: number; newEntries: number; months: number }
  | { ok: false; error: "sameFile"; importId: string }
  | { ok: false; error: "needsMapping"; headers: string[] }
  | { ok: false; error: "type" }
  | { ok: false; error: "refused"; where: string; problem: string };

const CHUNK = 64 * 1024;

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

class Rollback extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super("rolled back");
  }
}

async function ownAccounts(trx: Kysely<Database>, applicationId: string) {
  const rows = await trx
    .selectFrom("data_statements")
    .select("account")
    .distinct()
    .where("application_id", "=", applicationId)
    .execute();
  return rows.map((row) => row.account);
}

/** camt.053 text handed to the reader in pieces; entries go to the database in batches as they are read. */
async function streamCamt(bytes: Buffer, fileName: string, rows: EntryRows): Promise<Statement[]> {
  const reader = new Camt053Reader(fileName, { onEntry: (entry) => rows.add(entry) });
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (let start = 0; start < bytes.length; start += CHUNK) {
    let text: string;
    try {
      text = decoder.decode(bytes.subarray(start, start + CHUNK), { stream: start + CHUNK < bytes.length });
    } catch {
      throw new StatementRefused(fileName, "expected UTF-8 text");
    }
    reader.write(text);
    await rows.flush();
  }
  return reader.end();
}

type Format = Exclude<DetectedFormat, "zip" | "unknown"> | "camt.053-zip" | "kpi-xlsx";

async function formatOf(bytes: Buffer, fileName: string): Promise<Format | undefined> {
  const detected = detectFormat(bytes);
  if (detected === "unknown") return undefined;
  if (detected !== "zip") return detected;
  const kind = await zipKind(bytes, fileName);
  return kind === "xlsx" ? "kpi-xlsx" : "camt.053-zip";
}

const refused = (error: StatementRefused): ImportOutcome => ({
  ok: false,
  error: "refused",
  where: error.where,
  problem: error.problem,
});

/** Reads the file into the import's rows; throws StatementRefused (the caller rolls back). */
async function readInto(format: Format, file: SharedFile, rows: EntryRows): Promise<KpiMonth[] | undefined> {
  let statements: Statement[];
  if (format === "kpi-xlsx") return readKpiPackXlsx(file.bytes, file.kpi?.currency ?? "EUR", file.fileName);
  if (format === "kpi-csv") {
    const { currency, decimalMark } = file.kpi ?? { currency: "EUR", decimalMark: "." as const };
    return readKpiPackCsv(file.bytes, currency, decimalMark);
  }
  if (format === "camt.053") statements = await streamCamt(file.bytes, file.fileName, rows);
  else if (format === "camt.053-zip") statements = await readCamt053Zip(file.bytes, file.fileName);
  else if (format === "mt940") statements = readMt940(decodeText(file.bytes).text);
  else statements = [readCsvStatement(file.bytes, file.csvMapping!)];
  for (const statement of statements) {
    for (const entry of statement.entries) rows.add(entry);
    await rows.flush();
    await rows.statement(statement);
  }
  await rows.flush(true);
  return undefined;
}

export async function importSharedFile(handle: DatabaseHandle, shared: SharedFile): Promise<ImportOutcome> {
  let detected: Format | undefined;
  try {
    detected = await formatOf(shared.bytes, shared.fileName);
  } catch (error) {
    if (error instanceof StatementRefused) return refused(error);
    throw error;
  }
  if (!detected) return { ok: false, error: "type" };
  const format = detected;
  let file = shared;
  const headers = format === "csv" ? csvHeaders(file.bytes) : [];
  if (format === "csv" && !file.csvMapping) {
    const remembered = await rememberedMapping(handle.db, file.applicationId, headers);
    if (!remembered) return { ok: false, error: "needsMapping", headers };
    file = { ...file, csvMapping: remembered };
  }
  const sha256 = sha256Of(file.bytes);
  const importId = randomUUID();
  const kind: DataImportKind = format.startsWith("kpi") ? "kpi" : "statement";
  try {
    const outcome: ImportOutcome = await handle.write(async (trx) => {
      const same = await trx
        .selectFrom("data_imports")
        .select("id")
        .where("application_id", "=", file.applicationId)
        .where("sha256", "=", sha256)
        .executeTakeFirst();
      if (same) return { ok: false as const, error: "sameFile" as const, importId: same.id };
      const rows = new EntryRows(
        trx,
        { importId, applicationId: file.applicationId },
        { ownAccounts: await ownAccounts(trx, file.applicationId), keywords: {} },
      );
      let kpis: KpiMonth[] | undefined;
      try {
        kpis = await readInto(format, file, rows);
      } catch (error) {
        if (error instanceof StatementRefused) throw new Rollback(refused(error));
        throw error;
      }
      for (const kpi of kpis ?? []) {
        const { month, currency, ...figures } = kpi;
        await trx
          .insertInto("data_kpi_months")
          .values({
            import_id: importId,
            month,
            application_id: file.applicationId,
            currency,
            figures: JSON.stringify(figures),
          })
          .execute();
      }
      await trx
        .insertInto("data_imports")
        .values({
          id: importId,
          application_id: file.applicationId,
          kind,
          format,
          file_name: file.fileName,
          sha256,
          entry_count: rows.count,
          new_entry_count: rows.fresh,
          created_at: new Date().toISOString(),
        })
        .execute();
      return {
        ok: true as const,
        importId,
        kind,
        entries: rows.count,
        newEntries: rows.fresh,
        months: kpis?.length ?? 0,
      };
    });
    // A mapping is remembered once it has read a file whole, so a wrong one is never kept.
    if (outcome.ok && format === "csv" && shared.csvMapping)
      await rememberMapping(handle, file.applicationId, headers, shared.csvMapping);
    return outcome;
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    // The same file sent twice side by side: the unique index let one in.
    const same = await handle.db
      .selectFrom("data_imports")
      .select("id")
      .where("application_id", "=", file.applicationId)
      .where("sha256", "=", sha256)
      .executeTakeFirst();
    if (same) return { ok: false, error: "sameFile", importId: same.id };
    throw error;
  }
}
