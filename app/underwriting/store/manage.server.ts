import type { Kysely } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import type { Category } from "#app/underwriting/classification/classify.ts";

/* An application's imports: listed with what was read, corrected entry by entry, deleted whole. */

export const CATEGORIES: readonly Category[] = [
  "revenue",
  "cost_of_sales",
  "payroll",
  "financing",
  "transfer",
  "other",
];

export const isCategory = (value: unknown): value is Category => CATEGORIES.includes(value as Category);

/** Each import, newest first, with its statements (accounts, currencies, periods, balances) and KPI months. */
export async function listImports(db: Kysely<Database>, applicationId: string) {
  const imports = await db
    .selectFrom("data_imports")
    .select(["id", "kind", "format", "file_name", "entry_count", "new_entry_count", "created_at"])
    .where("application_id", "=", applicationId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  const statements = await db
    .selectFrom("data_statements")
    .select([
      "import_id",
      "seq",
      "account",
      "currency",
      "first_day",
      "last_day",
      "opening_balance",
      "opening_date",
      "closing_balance",
      "closing_date",
    ])
    .where("application_id", "=", applicationId)
    .orderBy("seq")
    .execute();
  const months = await db
    .selectFrom("data_kpi_months")
    .select(["import_id", "month", "currency"])
    .where("application_id", "=", applicationId)
    .orderBy("month")
    .execute();
  return imports.map((row) => ({
    ...row,
    entry_count: Number(row.entry_count),
    new_entry_count: Number(row.new_entry_count),
    statements: statements
      .filter((statement) => statement.import_id === row.id)
      .map(({ import_id: _import, ...statement }) => statement),
    months: months.filter((month) => month.import_id === row.id).map((month) => month.month),
    currency: months.find((month) => month.import_id === row.id)?.currency ?? null,
  }));
}

/**
 * Records the founder's category for an entry, on every copy of it (the same entry in an overlapping
 * import), so deleting one import keeps the correction. Choosing the rules' own category clears it.
 * Answers false when the entry is not the application's.
 */
export async function correctEntry(
  handle: DatabaseHandle,
  target: { applicationId: string; importId: string; seq: number },
  category: Category,
  by: string,
): Promise<boolean> {
  return handle.write(async (trx) => {
    const entry = await trx
      .selectFrom("data_entries")
      .select(["dedupe_key", "category"])
      .where("application_id", "=", target.applicationId)
      .where("import_id", "=", target.importId)
      .where("seq", "=", target.seq)
      .executeTakeFirst();
    if (!entry) return false;
    const clear = category === entry.category;
    await trx
      .updateTable("data_entries")
      .set({
        corrected_category: clear ? null : category,
        corrected_by: clear ? null : by,
        corrected_at: clear ? null : new Date().toISOString(),
      })
      .where("application_id", "=", target.applicationId)
      .where("dedupe_key", "=", entry.dedupe_key)
      .execute();
    return true;
  });
}

/** Deletes an import and everything read from it; answers false when it is not the application's. */
export async function deleteImport(handle: DatabaseHandle, applicationId: string, importId: string): Promise<boolean> {
  return handle.write(async (trx) => {
    const found = await trx
      .deleteFrom("data_imports")
      .where("id", "=", importId)
      .where("application_id", "=", applicationId)
      .executeTakeFirst();
    if (Number(found.numDeletedRows) === 0) return false;
    for (const table of ["data_entries", "data_statements", "data_kpi_months"] as const)
      await trx.deleteFrom(table).where("import_id", "=", importId).execute();
    return true;
  });
}
