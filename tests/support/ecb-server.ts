import { readFileSync } from "node:fs";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/* A local stand-in for the ECB's web server: tests never reach the network (decision 077). */

export const ECB_FIXTURE = readFileSync(
  path.resolve(import.meta.dirname, "../fixtures/ecb/eurofxref-daily.xml"),
  "utf8",
);

/** The fixture moved to another day, with optional rates changed ("USD" → "1.09"). */
export function ecbFileOf(date: string, rates: Record<string, string> = {}) {
  let xml = ECB_FIXTURE.replace("time='2024-03-15'", `time='${date}'`);
  for (const [code, rate] of Object.entries(rates))
    xml = xml.replace(new RegExp(`currency='${code}' rate='[\\d.]+'`), `currency='${code}' rate='${rate}'`);
  return xml;
}

export interface EcbServer {
  url: string;
  /** Requests answered so far. */
  hits: () => number;
  close: () => Promise<void>;
}

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

/** Serves `answer` (a file's text, or a handler) at /eurofxref-daily.xml; a handler may fail or stall. */
export async function startEcbServer(answer: string | Answer): Promise<EcbServer> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits++;
    if (typeof answer !== "string") return answer(request, response);
    response.writeHead(200, { "content-type": "text/xml" });
    response.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/eurofxref-daily.xml`,
    hits: () => hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
