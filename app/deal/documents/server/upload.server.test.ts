import { randomFillSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { insertApplication } from "#tests/leads.ts";
import { elfBytes, multipartBody, pdfBytes } from "#tests/sample-files.ts";
import { readChunks } from "./storage.server.ts";
import { MAX_FILE_BYTES } from "./file-types.server.ts";
import { receiveUpload, type UploadTarget } from "./upload.server.ts";

const BOUNDARY = "----noema-test-boundary";
const CSRF = "c".repeat(43);

/** A POST whose body arrives in 64 KB pieces, as from a socket. */
function uploadRequest(body: Buffer): Request {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + 65_536)));
      offset += 65_536;
    },
  });
  return new Request("http://localhost/account/applications/x/documents", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

describe.each(testDialects)("document uploads on %s", (dialect) => {
  let database: TestDatabase;
  let target: UploadTarget;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const application = await insertApplication(database.handle.db);
    target = { applicationId: application.id, requestId: "11111111-1111-4111-8111-111111111111", usedBytes: 0 };
  });
  afterAll(() => database?.dispose());

  const counts = async () => {
    const { db } = database.handle;
    const files = await db.selectFrom("document_files").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
    const chunks = await db.selectFrom("document_chunks").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
    return { files: Number(files?.n), chunks: Number(chunks?.n) };
  };
  const clear = async () => {
    await database.handle.db.deleteFrom("document_chunks").execute();
    await database.handle.db.deleteFrom("document_files").execute();
  };
  const authorizeWhenCsrf = async (fields: ReadonlyMap<string, string>) =>
    fields.get("csrf") === CSRF ? target : ("forbidden" as const);
  const upload = (parts: Parameters<typeof multipartBody>[1], cut?: number) => {
    const body = multipartBody(BOUNDARY, parts);
    return receiveUpload(uploadRequest(cut ? body.subarray(0, cut) : body), database.handle, authorizeWhenCsrf);
  };

  it("stores two files in 256 KB chunks whose bytes read back equal", async () => {
    await clear();
    const big = pdfBytes(700 * 1024, 0x42);
    const small = pdfBytes(3000);
    const result = await upload([
      { name: "csrf", value: CSRF },
      { name: "requestId", value: target.requestId },
      { name: "files", fileName: "accounts.pdf", bytes: big },
      { name: "files", fileName: "deck.pdf", bytes: small },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await counts()).toEqual({ files: 2, chunks: 3 + 1 });
    const read = async (id: string) => {
      const parts: Uint8Array[] = [];
      for await (const chunk of readChunks(database.handle.db, id)) parts.push(chunk);
      return Buffer.concat(parts);
    };
    expect((await read(result.fileIds[0]!)).equals(big)).toBe(true);
    expect((await read(result.fileIds[1]!)).equals(small)).toBe(true);
  });

  // The writer reuses one chunk-sized buffer: every chunk must still hold its own bytes, on each database.
  it("keeps each chunk's own bytes when the bytes differ from chunk to chunk", async () => {
    await clear();
    const varied = pdfBytes(1_100 * 1024);
    randomFillSync(varied, 1024, varied.length - 2048);
    const result = await upload([
      { name: "csrf", value: CSRF },
      { name: "requestId", value: target.requestId },
      { name: "files", fileName: "ledger.pdf", bytes: varied },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const parts: Uint8Array[] = [];
    for await (const chunk of readChunks(database.handle.db, result.fileIds[0]!)) parts.push(Buffer.from(chunk));
    expect(parts.map((part) => part.length)).toEqual([262_144, 262_144, 262_144, 262_144, 77_824]);
    expect(Buffer.concat(parts).equals(varied)).toBe(true);
  });

  it("checks the CSRF field before storing any byte", async () => {
    await clear();
    const result = await upload([
      { name: "csrf", value: "x".repeat(43) },
      { name: "files", fileName: "accounts.pdf", bytes: pdfBytes() },
    ]);
    expect(result).toEqual({ ok: false, error: "forbidden" });
    expect(await counts()).toEqual({ files: 0, chunks: 0 });
  });

  it("refuses an executable named .pdf and removes a good file sent with it", async () => {
    await clear();
    const result = await upload([
      { name: "csrf", value: CSRF },
      { name: "files", fileName: "accounts.pdf", bytes: pdfBytes(400 * 1024) },
      { name: "files", fileName: "invoice.pdf", bytes: elfBytes() },
    ]);
    expect(result).toEqual({ ok: false, error: "type" });
    expect(await counts()).toEqual({ files: 0, chunks: 0 });
  });

  it("refuses a file over 25 MB, leaving nothing stored", { timeout: 60_000 }, async () => {
    await clear();
    const result = await upload([
      { name: "csrf", value: CSRF },
      { name: "files", fileName: "huge.pdf", bytes: pdfBytes(MAX_FILE_BYTES + 1) },
    ]);
    expect(result).toEqual({ ok: false, error: "tooLarge" });
    expect(await counts()).toEqual({ files: 0, chunks: 0 });
  });

  it("accepts a file of exactly 25 MB", { timeout: 60_000 }, async () => {
    await clear();
    const result = await upload([
      { name: "csrf", value: CSRF },
      { name: "files", fileName: "full.pdf", bytes: pdfBytes(MAX_FILE_BYTES) },
    ]);
    expect(result.ok).toBe(true);
    expect(await counts()).toEqual({ files: 1, chunks: 100 });
  });

  it("refuses a body cut off mid-file, leaving nothing stored", async () => {
    await clear();
    const parts = [
      { name: "csrf", value: CSRF },
      { name: "files", fileName: "accounts.pdf", bytes: pdfBytes(600 * 1024) },
    ];
    const result = await upload(parts, 500 * 1024);
    expect(result).toEqual({ ok: false, error: "broken" });
    expect(await counts()).toEqual({ files: 0, chunks: 0 });
  });

  it("gives up on a connection lost mid-file, leaving nothing stored", { timeout: 20_000 }, async () => {
    await clear();
    const body = multipartBody(BOUNDARY, [
      { name: "csrf", value: CSRF },
      { name: "files", fileName: "accounts.pdf", bytes: pdfBytes(900 * 1024) },
    ]);
    let offset = 0;
    const lost = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset > 600 * 1024) return controller.error(new Error("aborted"));
        controller.enqueue(new Uint8Array(body.subarray(offset, offset + 65_536)));
        offset += 65_536;
      },
    });
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: lost,
      duplex: "half",
    } as RequestInit);
    expect(await receiveUpload(request, database.handle, authorizeWhenCsrf)).toEqual({ ok: false, error: "broken" });
    expect(await counts()).toEqual({ files: 0, chunks: 0 });
  });

  it("refuses a form with no file, and one past the application's 250 MB", async () => {
    await clear();
    expect(
      await upload([
        { name: "csrf", value: CSRF },
        { name: "files", fileName: "", bytes: Buffer.alloc(0) },
      ]),
    ).toEqual({
      ok: false,
      error: "noFile",
    });
    const full = { ...target, usedBytes: 250 * 1024 * 1024 - 100 };
    const result = await receiveUpload(
      uploadRequest(
        multipartBody(BOUNDARY, [
          { name: "csrf", value: CSRF },
          { name: "files", fileName: "a.pdf", bytes: pdfBytes(1000) },
        ]),
      ),
      database.handle,
      async () => full,
    );
    expect(result).toEqual({ ok: false, error: "applicationFull" });
    expect(await counts()).toEqual({ files: 0, chunks: 0 });
  });
});
