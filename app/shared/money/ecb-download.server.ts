import { EcbFileRefused, MAX_ECB_FILE_BYTES } from "./ecb-rates.ts";

export interface DownloadOptions {
  /** The whole download, headers and body, must finish within this. */
  timeoutMs?: number;
  maxBytes?: number;
  fetchImpl?: typeof fetch;
  /** Aborts the download early, e.g. when the server stops. */
  signal?: AbortSignal;
}

/**
 * The ECB file's text, read as a stream and abandoned once it passes `maxBytes` or `timeoutMs`,
 * so a wrong or hostile answer can neither fill memory nor hold the job.
 */
export async function downloadEcbFile(url: string, options: DownloadOptions = {}): Promise<string> {
  const { timeoutMs = 20_000, maxBytes = MAX_ECB_FILE_BYTES, fetchImpl = fetch } = options;
  const limit = `more than ${Math.round(maxBytes / 1024)} KB`;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  try {
    const response = await fetchImpl(url, { signal, redirect: "error", headers: { accept: "text/xml" } });
    if (!response.ok || !response.body) throw new Error(`The ECB answered ${response.status} for ${url}.`);
    if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
      await response.body.cancel();
      throw new EcbFileRefused(`The ECB file at ${url} is ${limit}.`);
    }
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) throw new EcbFileRefused(`The ECB file at ${url} is ${limit}.`);
      chunks.push(chunk);
    }
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch (error) {
    if (deadline.aborted) throw new Error(`The ECB did not answer within ${timeoutMs} ms (${url}).`, { cause: error });
    throw error;
  }
}
