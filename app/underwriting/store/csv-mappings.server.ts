import type { Kysely } from "kysely";
import Papa from "papaparse";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { type CsvMapping, decodeText } from "#app/underwriting/statements/csv.server.ts";

/* A bank's column mapping, remembered per application and header row (the bank's "signature"). */

/** The export's header cells, trimmed. */
export function csvHeaders(bytes: Uint8Array): string[] {
  const { text } = decodeText(bytes.subarray(0, 16 * 1024));
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { preview: 1, delimitersToGuess: [";", ","] });
  return (parsed.data[0] ?? []).map((cell) => cell.trim());
}

const signatureOf = (headers: string[]) => headers.join("\u001f").toLowerCase();

export async function rememberedMapping(
  db: Kysely<Database>,
  applicationId: string,
  headers: string[],
): Promise<CsvMapping | undefined> {
  const row = await db
    .selectFrom("data_csv_mappings")
    .select("mapping")
    .where("application_id", "=", applicationId)
    .where("header_signature", "=", signatureOf(headers))
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as CsvMapping) : undefined;
}

export async function rememberMapping(
  handle: DatabaseHandle,
  applicationId: string,
  headers: string[],
  mapping: CsvMapping,
) {
  const values = {
    application_id: applicationId,
    header_signature: signatureOf(headers),
    mapping: JSON.stringify(mapping),
    updated_at: new Date().toISOString(),
  };
  await handle.write((trx) =>
    trx
      .insertInto("data_csv_mappings")
      .values(values)
      .onConflict((conflict) =>
        conflict
          .columns(["application_id", "header_signature"])
          .doUpdateSet({ mapping: values.mapping, updated_at: values.updated_at }),
      )
      .execute(),
  );
}
