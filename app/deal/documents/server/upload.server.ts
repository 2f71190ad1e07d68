import type { Readable } from "node:stream";
import busboy from "busboy";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { checkpointDeletions } from "#app/platform/db/scrub.server.ts";
import {
  CsvCheck,
  DETECTION_BYTES,
  detectDocumentType,
  MAX_APPLICATION_BYTES,
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  safeFileName,
  storedFileName,
} from "./file-types.server.ts";
import { ChunkWriter, deleteFiles } from "./storage.server.ts";

/** Why an upload was refused: a key of the documents copy's `errors`. */
export type UploadError =
  | "type"
  | "tooLarge"
  | "applicationFull"
  | "noFile"
  | "broken"
  | "forbidden"
  | "closed"
  | "withdrawn"
  | "tooManyFiles"
  | "tooMany"
  | "notFound";

export const UPLOAD_ERROR_STATUS: Record<UploadError, number> = {
  type: 415,
  tooLarge: 413,
  applicationFull: 413,
  noFile: 400,
  broken: 400,
  forbidden: 403,
  closed: 409,
  withdrawn: 409,
  tooManyFiles: 413,
  tooMany: 429,
  notFound: 404,
};

/** Where the files go, once the fields before them (CSRF token first) are checked. */
export interface UploadTarget {
  applicationId: string;
  requestId: string;
  /** Bytes the application already holds. */
  usedBytes: number;
}

export type UploadResult = { ok: true; fileIds: string[]; target: UploadTarget } | { ok: false; error: UploadError };

class Refusal extends Error {
  constructor(readonly error: UploadError) {
    super(error);
  }
}

/**
 * Reads a multipart upload as a stream. The fields before the first file (the CSRF token comes first in
 * the form) go to `authorize` before any byte is stored; each file's type is judged on its first bytes,
 * then it is written chunk by chunk. Any refusal, or a body that ends early, deletes every file this
 * upload wrote: the caller completes the files only on `ok`.
 */
export async function receiveUpload(
  request: Request,
  handle: DatabaseHandle,
  authorize: (fields: ReadonlyMap<string, string>) => Promise<UploadTarget | UploadError>,
): Promise<UploadResult> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // Browsers send a file's name as raw UTF-8; busboy would read it as Latin-1.
      defParamCharset: "utf8",
      // busboy calls a part that reaches fileSize truncated: one byte more lets a file of exactly 25 MB through.
      limits: { fileSize: MAX_FILE_BYTES + 1, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1024, parts: 40 },
    });
  } catch {
    return { ok: false, error: "broken" };
  }
  const fields = new Map<string, string>();
  const written: ChunkWriter[] = [];
  let target: UploadTarget | undefined;
  let refusal: UploadError | undefined;
  let files = 0;
  let work: Promise<void> = Promise.resolve();
  const refuse = (error: UploadError) => {
    refusal ??= error;
  };

  parser.on("field", (name, value) => {
    if (!fields.has(name)) fields.set(name, value);
  });
  parser.on("filesLimit", () => refuse("tooManyFiles"));
  parser.on("partsLimit", () => refuse("broken"));
  parser.on("fieldsLimit", () => refuse("broken"));
  parser.on("file", (name, stream, info) => {
    stream.on("error", () => refuse("broken"));
    work = work.then(async () => {
      if (!refusal && !target) {
        const answer = await authorize(fields);
        if (typeof answer === "string") refuse(answer);
        else target = answer;
      }
      // A file input left empty still sends a part, with no name and no bytes.
      if (refusal || !target || name !== "files" || !info.filename) return drain(stream);
      try {
        const used = target.usedBytes + written.reduce((sum, writer) => sum + writer.size, 0);
        const writer = await storeFile(handle, target, stream, safeFileName(info.filename), used, written);
        if (writer) files++;
      } catch (error) {
        refuse(error instanceof Refusal ? error.error : "broken");
        await drain(stream);
      }
    });
  });

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  try {
    // The whole body is read even after a refusal: a browser cut off mid-upload shows no page at all.
    await Promise.all([feed(request, parser), parsed]);
    await work;
  } catch {
    refuse("broken");
    await work.catch(() => undefined);
  }
  if (!refusal && !target) {
    const answer = await authorize(fields);
    refuse(typeof answer === "string" ? answer : "noFile");
  }
  if (!refusal && files === 0) refuse("noFile");
  if (refusal || !target) {
    const ids = written.map((writer) => writer.fileId);
    if (ids.length > 0) {
      await handle.write((trx) => deleteFiles(trx, ids));
      await checkpointDeletions(handle.db);
    }
    return { ok: false, error: refusal ?? "forbidden" };
  }
  return { ok: true, fileIds: written.map((writer) => writer.fileId), target };
}

/** Feeds the request body to the parser, waiting while it is busy. */
async function feed(request: Request, parser: busboy.Busboy) {
  if (!request.body) throw new Error("no body");
  const reader = request.body.getReader();
  for (;;) {
    if (parser.destroyed) {
      await reader.cancel().catch(() => undefined);
      return;
    }
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (error) {
      // The connection was lost: end the file part in progress too, or its reader would wait forever.
      parser.destroy(error instanceof Error ? error : new Error("request body lost"));
      throw error;
    }
    const { done, value } = next;
    if (done) break;
    if (!parser.write(value)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          parser.off("drain", done);
          parser.off("close", done);
          resolve();
        };
        parser.on("drain", done);
        parser.on("close", done);
      });
    }
  }
  parser.end();
}

/** Reads and discards the rest of a file part, so the parser moves on. */
async function drain(stream: Readable) {
  try {
    for await (const _chunk of stream) void _chunk;
  } catch {
    // A part cut off: the parser reports the broken body itself.
  }
}

async function storeFile(
  handle: DatabaseHandle,
  target: UploadTarget,
  stream: Readable & { truncated?: boolean },
  fileName: string,
  usedBytes: number,
  written: ChunkWriter[],
): Promise<ChunkWriter | undefined> {
  let head: Buffer[] = [];
  let headBytes = 0;
  let writer: ChunkWriter | undefined;
  let csv: CsvCheck | undefined;
  let size = 0;
  let failure: UploadError | undefined;

  const begin = async () => {
    const bytes = Buffer.concat(head);
    const type = await detectDocumentType(bytes, fileName);
    if (!type) throw new Refusal("type");
    if (type.ext === "csv") csv = new CsvCheck();
    writer = await ChunkWriter.open(handle, {
      ...target,
      fileName: storedFileName(fileName, type.ext),
      contentType: type.mime,
    });
    written.push(writer);
    head = [];
    await put(bytes);
  };
  const put = async (bytes: Buffer) => {
    if (csv && !csv.push(bytes, false)) throw new Refusal("type");
    await writer?.write(bytes);
  };

  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (failure) continue;
    try {
      size += chunk.length;
      if (usedBytes + size > MAX_APPLICATION_BYTES) throw new Refusal("applicationFull");
      if (writer) {
        await put(chunk);
        continue;
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes >= DETECTION_BYTES) await begin();
    } catch (error) {
      // Keep reading (and discarding) the part: the parser waits for it, and the page must still answer.
      failure = error instanceof Refusal ? error.error : "broken";
    }
  }
  if (failure) throw new Refusal(failure);
  if (stream.truncated || size > MAX_FILE_BYTES) throw new Refusal("tooLarge");
  if (size === 0) return undefined;
  if (!writer) await begin();
  if (csv && !csv.push(new Uint8Array(0), true)) throw new Refusal("type");
  await writer?.close();
  return writer;
}
