import busboy from "busboy";

/*
 * A shared file arrives as multipart: its fields and one file, held in memory up to MAX_SHARED_BYTES
 * (a 50,000-entry camt.053 is about 22 MB). The file is read into memory rather than into the
 * import's transaction as it arrives, so a slow upload never holds the database's write lock.
 */

export const MAX_SHARED_BYTES = 25 * 1024 * 1024;

export type ReceiveError = "tooLarge" | "noFile" | "broken";

export type Received =
  | { ok: true; fields: ReadonlyMap<string, string>; file?: { name: string; bytes: Buffer } }
  | { ok: false; error: ReceiveError; fields: ReadonlyMap<string, string> };

/** Keeps the file's name to a plain last path part, as documents do. */
const plainName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200) || "file";

/** Waits until the parser takes more, or is done (closed or failed). */
function drained(parser: busboy.Busboy) {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const event of ["drain", "close", "error"]) parser.off(event, done);
      resolve();
    };
    for (const event of ["drain", "close", "error"]) parser.on(event, done);
  });
}

export async function receiveSharedFile(request: Request): Promise<Received> {
  const fields = new Map<string, string>();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: { fileSize: MAX_SHARED_BYTES + 1, files: 1, fields: 20, fieldSize: 1024, parts: 30 },
    });
  } catch {
    return { ok: false, error: "broken", fields };
  }
  let file: { name: string; bytes: Buffer } | undefined;
  let error: ReceiveError | undefined;
  const reading: Promise<void>[] = [];
  parser.on("field", (name, value) => {
    if (!fields.has(name)) fields.set(name, value);
  });
  parser.on("file", (name, stream, info) => {
    const chunks: Buffer[] = [];
    let size = 0;
    reading.push(
      (async () => {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size <= MAX_SHARED_BYTES) chunks.push(chunk);
        }
        if (name !== "file" || !info.filename || size === 0) return;
        if (size > MAX_SHARED_BYTES) error ??= "tooLarge";
        else file = { name: plainName(info.filename), bytes: Buffer.concat(chunks) };
      })(),
    );
  });
  parser.on("partsLimit", () => (error ??= "broken"));
  parser.on("fieldsLimit", () => (error ??= "broken"));
  const closed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  try {
    if (!request.body) throw new Error("no body");
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!parser.write(value)) await drained(parser);
    }
    parser.end();
    await closed;
    await Promise.all(reading);
  } catch {
    return { ok: false, error: "broken", fields };
  }
  if (error) return { ok: false, error, fields };
  return { ok: true, fields, file };
}
