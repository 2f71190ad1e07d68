import { type Kysely, sql } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

/*
 * What a founder shared follows its application, as documents do (decision 060): listed in the
 * access export, erased with the application, and purged by retention once the application is gone.
 */

const TABLES = ["data_entries", "data_statements", "data_kpi_months", "data_csv_mappings", "data_imports"] as const;

/** Deletes every import, statement, entry, KPI month and CSV mapping of these applications. */
export async function deleteApplicationData(db: Kysely<Database>, applicationIds: readonly string[]) {
  let removed = 0;
  for (let start = 0; start < applicationIds.length; start += 200) {
    const ids = applicationIds.slice(start, start + 200);
    for (const table of TABLES) {
      const result = await db.deleteFrom(table).where("application_id", "in", ids).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
  }
  return removed;
}

/** Shared data whose application is gone (purged by retention) goes too. */
export async function purgeOrphanData(db: Kysely<Database>) {
  const gone = sql<boolean>`not exists (select 1 from applications where applications.id = application_id)`;
  let removed = 0;
  for (const table of TABLES) {
    const result = await db.deleteFrom(table).where(gone).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/** The access export: each import with what was read from it, every entry with its category and correction. */
export async function sharedDataForExport(db: Kysely<Database>, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return [];
  const imports = await db
    .selectFrom("data_imports")
    .select(["id", "application_id", "kind", "format", "file_name", "sha256", "created_at"])
    .where("application_id", "in", applicationIds)
    .orderBy("created_at")
    .execute();
  const ids = imports.map((row) => row.id);
  if (ids.length === 0) return [];
  const statements = await db
    .selectFrom("data_statements")
    .selectAll()
    .where("import_id", "in", ids)
    .orderBy("seq")
    .execute();
  const entries = await db
    .selectFrom("data_entries")
    .selectAll()
    .where("import_id", "in", ids)
    .orderBy("seq")
    .execute();
  const months = await db
    .selectFrom("data_kpi_months")
    .selectAll()
    .where("import_id", "in", ids)
    .orderBy("month")
    .execute();
  const strip = <T extends { import_id: string; application_id: string }>(rows: T[], id: string) =>
    rows
      .filter((row) => row.import_id === id)
      .map(({ import_id: _import, application_id: _application, ...rest }) => rest);
  return imports.map((row) => ({
    ...row,
    statements: strip(statements, row.id),
    entries: strip(entries, row.id),
    kpiMonths: strip(months, row.id).map((month) => ({ ...month, figures: JSON.parse(month.figures) as unknown })),
  }));
}
