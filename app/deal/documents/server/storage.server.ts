import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";

/** Bytes a chunk row holds: small enough for any driver's parameter, large enough to keep rows few. */
export const CHUNK_BYTES = 256 * 1024;
/**
 * SQLite keeps the pages it writes in its connection's page cache (16 MB in better-sqlite3's build), so a
 * 25 MB file would fill it with pages nobody reads soon. Every this many bytes the cache is given back.
 */
const RELEASE_EVERY_BYTES = 4 * 1024 * 1024;

/** Hands SQLite's unused page cache back (a no-op elsewhere): bulk document bytes must not stay resident. */
export async function releaseCachedPages(handle: DatabaseHandle) {
  if (handle.dialect === "sqlite") await sql`pragma shrink_memory`.execute(handle.db);
}

/** An upload not finished after this long was cut off (a crash, a lost connection): the sweep removes it. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

export interface NewFile {
  requestId: string;
  applicationId: string;
  fileName: string;
  contentType: string;
}

/**
 * Writes one file's bytes into `document_chunks`, a chunk per write. The bytes are copied into one
 * buffer of CHUNK_BYTES, made once per file and reused for every chunk (each driver copies a parameter
 * before the insert resolves), so a 25 MB file leaves no trail of chunk-sized buffers for the
 * collector: memory stays at one chunk. The file row says `uploading` until the caller completes it.
 */
export class ChunkWriter {
  private readonly buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  private filled = 0;
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

  async write(bytes: Uint8Array): Promise<void> {
    this.size += bytes.length;
    for (let offset = 0; offset < bytes.length;) {
      const taken = Math.min(CHUNK_BYTES - this.filled, bytes.length - offset);
      this.buffer.set(bytes.subarray(offset, offset + taken), this.filled);
      this.filled += taken;
      offset += taken;
      if (this.filled === CHUNK_BYTES) await this.flush();
    }
  }

  /** Stores what is left and records the size; the file stays `uploading` until `completeFiles`. */
  async close(): Promise<void> {
    if (this.filled > 0) await this.flush();
    await releaseCachedPages(this.handle);
    const size = this.size;
    await this.handle.write((trx) =>
      trx.updateTable("document_files").set({ size_bytes: size }).where("id", "=", this.fileId).execute(),
    );
  }

  private async flush() {
    const data = this.buffer.subarray(0, this.filled);
    const seq = this.seq++;
    await this.handle.write((trx) =>
      trx.insertInto("document_chunks").values({ file_id: this.fileId, seq, data }).execute(),
    );
    this.filled = 0;
    if ((this.seq * CHUNK_BYTES) % RELEASE_EVERY_BYTES === 0) await releaseCachedPages(this.handle);
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
