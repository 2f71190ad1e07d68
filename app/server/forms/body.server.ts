/** The largest public-form body we read: generous for the longest application, tiny for abuse. */
export const PUBLIC_FORM_BODY_LIMIT = 32 * 1024;

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
 * Reads a form body, refusing it by Content-Length up front and again while
 * streaming (chunked bodies carry no length), so at most `limit` bytes are held.
 */
export async function readFormDataWithLimit(
  request: Request,
  limit: number = PUBLIC_FORM_BODY_LIMIT,
): Promise<FormData> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limit);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw new BodyTooLargeError(limit);
      }
      chunks.push(value);
    }
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    throw new UnreadableBodyError(new Error(`Unsupported content type: ${contentType || "none"}`));
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    throw new UnreadableBodyError(error);
  }
}
