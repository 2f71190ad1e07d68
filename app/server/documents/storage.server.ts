import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../db/db.server.ts";
import type { Database } from "../db/schema.ts";

/** Bytes a chunk row holds: small enough for any driver's parameter, large enough to keep rows few. */
export const CHUNK_BYTES = 256 * 1024;
/** An upload not finished after this long was cut off (a crash, a lost connection): the sweep removes it. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

export interface NewFile {
  requestId: string;
  applicationId: string;
  fileName: string;
  contentType: string;
}

/**
 * Writes one file's bytes into `document_chunks`, a chunk per write so memory stays at one chunk. The file
 * row says `uploading` until the caller completes it; `abort` removes what was written.
 */
export class ChunkWriter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private seq = 0;
  size = 0;

  private constructor(
    private readonly handle: DatabaseHandle,
    readonly fileId: string,
  ) {}

  static async open(handle: DatabaseHandle, file: NewFile, now = new Date()): Promise<ChunkWriter> {
    const id = randomUUID();
    await handle.write((trx) =>
      trx
        .insertInto("document_files")
        .values({
          id,
          request_id: file.requestId,
          application_id: file.applicationId,
          file_name: file.fileName,
          content_type: file.contentType,
          size_bytes: 0,
          status: "uploading",
          created_at: now.toISOString(),
        })
        .execute(),
    );
    return new ChunkWriter(handle, id);
  }

  async write(bytes: Buffer): Promise<void> {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.size += bytes.length;
    while (this.pendingBytes >= CHUNK_BYTES) await this.flush(CHUNK_BYTES);
  }

  /** Stores what is left and records the size; the file stays `uploading` until `completeFiles`. */
  async close(): Promise<void> {
    if (this.pendingBytes > 0) await this.flush(this.pendingBytes);
    const size = this.size;
    await this.handle.write((trx) =>
      trx.updateTable("document_files").set({ size_bytes: size }).where("id", "=", this.fileId).execute(),
    );
  }

  private async flush(bytes: number) {
    const all = Buffer.concat(this.pending);
    const data = all.subarray(0, bytes);
    const rest = all.subarray(bytes);
    this.pending = rest.length > 0 ? [Buffer.from(rest)] : [];
    this.pendingBytes = rest.length;
    const seq = this.seq++;
    await this.handle.write((trx) =>
      trx.insertInto("document_chunks").values({ file_id: this.fileId, seq, data }).execute(),
    );
  }
}

/** Deletes files and their chunks (an aborted upload, an erasure, retention). */
export async function deleteFiles(db: Kysely<Database>, fileIds: readonly string[]) {
  for (let start = 0; start < fileIds.length; start += 200) {
    const ids = fileIds.slice(start, start + 200);
    await db.deleteFrom("document_chunks").where("file_id", "in", ids).execute();
    await db.deleteFrom("document_files").where("id", "in", ids).execute();
  }
}

/** Removes uploads cut off mid-way (still `uploading` after STALE_UPLOAD_MS). */
export async function sweepStaleUploads(db: Kysely<Database>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STALE_UPLOAD_MS).toISOString();
  const stale = await db
    .selectFrom("document_files")
    .select("id")
    .where("status", "=", "uploading")
    .where("created_at", "<", before)
    .execute();
  await deleteFiles(
    db,
    stale.map((row) => row.id),
  );
  return stale.length;
}

/** The bytes of a complete file, one chunk (one query) at a time. */
export async function* readChunks(db: Kysely<Database>, fileId: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const row = await db
      .selectFrom("document_chunks")
      .select("data")
      .where("file_id", "=", fileId)
      .where("seq", "=", seq)
      .executeTakeFirst();
    if (!row) return;
    yield row.data;
  }
}

/** Bytes of complete files an application holds (the 250 MB budget). */
export async function applicationBytes(db: Kysely<Database>, applicationId: string): Promise<number> {
  const row = await db
    .selectFrom("document_files")
    .select((eb) => eb.fn.sum<number | string | null>("size_bytes").as("total"))
    .where("application_id", "=", applicationId)
    .where("status", "=", "complete")
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
