import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { attachmentDisposition, downloadName } from "./file-types.server.ts";
import { readChunks } from "./storage.server.ts";

/**
 * What every download carries, founder's and staff's (issue 26): saved, never shown inline; if a
 * browser shows it anyway, `sandbox` gives it no script, no origin and no forms, and nosniff keeps the
 * declared type. Said here, not left to the site-wide headers, whose page CSP would replace the sandbox.
 */
export const DOWNLOAD_SAFETY = {
  "Content-Security-Policy": "sandbox",
  "X-Content-Type-Options": "nosniff",
} as const;

/**
 * A stored file as an attachment, streamed chunk by chunk from the database, never cached, named for
 * its detected type (a file stored before that rule is renamed here).
 */
export function fileResponse(
  db: Kysely<Database>,
  file: { id: string; file_name: string; content_type: string; size_bytes: number },
): Response {
  const chunks = readChunks(db, file.id);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": file.content_type,
      "Content-Length": String(file.size_bytes),
      "Content-Disposition": attachmentDisposition(downloadName(file.file_name, file.content_type)),
      "Cache-Control": "no-store",
      ...DOWNLOAD_SAFETY,
    },
  });
}
