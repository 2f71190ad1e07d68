import { type Kysely, sql } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

/* Documents follow their application: listed in its access export, erased and purged with it (decision 060). */

/** Deletes the requests, files and chunks of these applications; answers how many rows went. */
export async function deleteApplicationDocuments(db: Kysely<Database>, applicationIds: readonly string[]) {
  let removed = 0;
  for (let start = 0; start < applicationIds.length; start += 200) {
    const ids = applicationIds.slice(start, start + 200);
    const files = db.selectFrom("document_files").select("id").where("application_id", "in", ids);
    const chunks = await db.deleteFrom("document_chunks").where("file_id", "in", files).executeTakeFirst();
    const fileRows = await db.deleteFrom("document_files").where("application_id", "in", ids).executeTakeFirst();
    const requests = await db.deleteFrom("document_requests").where("application_id", "in", ids).executeTakeFirst();
    removed += Number(chunks.numDeletedRows) + Number(fileRows.numDeletedRows) + Number(requests.numDeletedRows);
  }
  return removed;
}

/** Documents whose application is gone (purged by retention): they go too. */
export async function purgeOrphanDocuments(db: Kysely<Database>) {
  const gone = sql<boolean>`not exists (select 1 from applications where applications.id = application_id)`;
  const files = db.selectFrom("document_files").select("id").where(gone);
  const chunks = await db.deleteFrom("document_chunks").where("file_id", "in", files).executeTakeFirst();
  await db.deleteFrom("document_files").where(gone).execute();
  const requests = await db.deleteFrom("document_requests").where(gone).executeTakeFirst();
  return Number(chunks.numDeletedRows) + Number(requests.numDeletedRows);
}

/** What the access export lists: each request and its files' names, sizes and dates, never the bytes. */
export async function documentsForExport(db: Kysely<Database>, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return [];
  const requests = await db
    .selectFrom("document_requests")
    .select(["id", "application_id", "title", "status", "staff_comment", "created_at", "updated_at"])
    .where("application_id", "in", applicationIds)
    .orderBy("created_at")
    .execute();
  const files = await db
    .selectFrom("document_files")
    .select(["request_id", "file_name", "content_type", "size_bytes", "created_at"])
    .where("application_id", "in", applicationIds)
    .where("status", "=", "complete")
    .execute();
  return requests.map(({ id, ...request }) => ({
    ...request,
    files: files
      .filter((file) => file.request_id === id)
      .map(({ request_id: _request, ...file }) => ({ ...file, size_bytes: Number(file.size_bytes) })),
  }));
}
