/** The largest public-form body we read: generous for the longest application, tiny for abuse. */
export const PUBLIC_FORM_BODY_LIMIT = 32 * 1024;

/** Names Conform keeps for its own intents and state (@conform-to/dom's INTENT and STATE). */
export const CONFORM_RESERVED_FIELDS = ["__intent__", "__state__"] as const;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

export class UnreadableBodyError extends Error {
  constructor(cause: unknown) {
    super("Request body is not a readable form", { cause });
    this.name = "UnreadableBodyError";
  }
}

/**
 * How much of an oversize body we still read and discard: closing the
 * connection mid-upload makes browsers show a network error instead of our
 * 413 page, so moderately large bodies are drained and only huge ones cut off.
 */
const DRAIN_LIMIT = 1024 * 1024;

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let total = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.byteLength;
    if (total > DRAIN_LIMIT) {
      await reader.cancel().catch(() => undefined);
      return;
    }
  }
}

/**
 * Reads a form body, refusing it by Content-Length up front and again while
 * streaming (chunked bodies carry no length), so at most `limit` bytes are kept.
 */
export async function readFormDataWithLimit(
  request: Request,
  limit: number = PUBLIC_FORM_BODY_LIMIT,
): Promise<FormData> {
  const declared = request.headers.get("content-length");
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    if (declared !== null && Number(declared) > limit) {
      if (Number(declared) > DRAIN_LIMIT) await reader.cancel().catch(() => undefined);
      else await discardRest(reader, 0);
      throw new BodyTooLargeError(limit);
    }
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await discardRest(reader, total);
        throw new BodyTooLargeError(limit);
      }
      chunks.push(value);
    }
  } else if (declared !== null && Number(declared) > limit) {
    throw new BodyTooLargeError(limit);
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    throw new UnreadableBodyError(new Error(`Unsupported content type: ${contentType || "none"}`));
  }
  let formData: FormData;
  try {
    formData = await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    throw new UnreadableBodyError(error);
  }
  // Our forms post no Conform intents; a client's own would make Conform's parser throw (a 500).
  for (const name of CONFORM_RESERVED_FIELDS) formData.delete(name);
  return formData;
}
