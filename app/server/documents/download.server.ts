import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { attachmentDisposition } from "./file-types.server.ts";
import { readChunks } from "./storage.server.ts";

/**
 * A stored file as an attachment, streamed chunk by chunk from the database: never shown inline, never
 * cached. `X-Content-Type-Options: nosniff` comes from the security headers every response gets.
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
      "Content-Disposition": attachmentDisposition(file.file_name),
      "Cache-Control": "no-store",
    },
  });
}
