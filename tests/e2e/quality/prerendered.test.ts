// The serving path of prerendered pages (docs/decisions/040-prerendered-fast-path.md) must answer
// exactly like the Express chain does: same headers, cookie, compression, log line.
import { request } from "node:http";
import { connect } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticContentPaths } from "../../../app/content/prerender-paths";
import { scriptsWithoutNonce } from "../../../scripts/audit/security-headers";
import { type RunningServer, startServer } from "../../support/server";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http rather than fetch: fetch always sends Accept-Encoding, and we need both kinds. */
function ask(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The complete HTTP/1.1 responses (headers and Content-Length bytes of body) at the start of `data`. */
function completeResponses(data: Buffer): string[] {
  const responses: string[] = [];
  let offset = 0;
  for (;;) {
    const headerEnd = data.indexOf("\r\n\r\n", offset);
    if (headerEnd === -1) return responses;
    const head = data.toString("latin1", offset, headerEnd);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    if (data.length < headerEnd + 4 + length) return responses;
    responses.push(data.toString("utf8", offset, headerEnd + 4 + length));
    offset = headerEnd + 4 + length;
  }
}

const nonceOf = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1] ?? "missing";
const cookieToken = (answer: Answer) => /noema_csrf=([^;]+)/.exec(String(answer.headers["set-cookie"]))?.[1];

/** Headers with the per-response parts (nonce, token, date, size) taken out. */
function comparable(answer: Answer) {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (["date", "content-length", "transfer-encoding", "etag"].includes(name)) continue;
    result[name] = String(value)
      .replaceAll(nonceOf(answer), "NONCE")
      .replace(/noema_csrf=[^;]+/, "noema_csrf=TOKEN");
  }
  return result;
}

let server: RunningServer;
let log = "";
beforeAll(async () => {
  // Behind a "trusted proxy" (loopback) so HTTPS can be asked for, and logging every request.
  server = await startServer({ TRUST_PROXY: "loopback", LOG_LEVEL: "info" });
  server.process.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
});
afterAll(async () => {
  await server?.stop();
});

describe("prerendered pages", () => {
  for (const [kind, headers] of [
    ["HTTP", {}],
    ["HTTPS via a trusted proxy", { "x-forwarded-proto": "https" }],
  ] as const) {
    it(`carry the same headers as the same page rendered by the router, over ${kind}`, async () => {
      for (const encoding of [undefined, "gzip"]) {
        const extra: Record<string, string> = encoding ? { ...headers, "accept-encoding": encoding } : { ...headers };
        const page = await ask(`${server.url}/about`, { headers: extra });
        // A query string sends the same page through the whole Express chain and React Router.
        const rendered = await ask(`${server.url}/about?utm_source=router`, { headers: extra });
        expect(page.status).toBe(200);
        expect(rendered.status).toBe(200);
        const fast = comparable(page);
        const router = comparable(rendered);
        // Only prerendered pages are cacheable per visitor (and so vary on the cookie).
        expect(fast["cache-control"]).toBe("private, max-age=60, must-revalidate");
        expect(fast.vary).toBe("Cookie, Accept-Encoding");
        expect(router.vary).toBe("Accept-Encoding");
        delete fast["cache-control"];
        delete fast.vary;
        delete router.vary;
        expect(fast).toEqual(router);
        expect(page.headers.etag).toBeUndefined();
        expect(page.headers["x-powered-by"]).toBeUndefined();
      }
    });
  }

  it("fill a fresh nonce into every script and the visitor's token into the page", async () => {
    const first = await ask(`${server.url}/about`);
    const token = cookieToken(first);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(first.headers["set-cookie"]).toEqual([`noema_csrf=${token}; Path=/; HttpOnly; SameSite=Lax`]);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    // The CSRF cookie is set once: a visitor who has it keeps it, and the page carries it.
    const again = await ask(`${server.url}/`, { headers: { cookie: `noema_csrf=${token}` } });
    expect(again.headers["set-cookie"]).toBeUndefined();
    const html = again.body.toString("utf8");
    expect(html).toContain(token);
    expect(html).not.toContain("__NOEMA_");
    const nonce = nonceOf(again);
    expect(nonce).not.toBe(nonceOf(first));
    expect(html).toContain(`nonce="${nonce}"`);
    expect(scriptsWithoutNonce(html, String(again.headers["content-security-policy"]))).toEqual([]);
  });

  it("never mix one response's nonce or token into another, even when the client reads slowly", async () => {
    // Bodies are recycled once written. Pipelined requests on a connection that is not read for a
    // while make the server queue several responses at once, each of which must stay its own.
    const count = 60;
    const responses = await new Promise<string[]>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const socket = connect(Number(port), hostname, () => {
        socket.pause();
        socket.write("GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n".repeat(count));
        setTimeout(() => socket.resume(), 500);
      });
      let received = Buffer.alloc(0);
      socket.on("data", (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const complete = completeResponses(received);
        if (complete.length === count) {
          socket.destroy();
          resolve(complete);
        }
      });
      socket.on("error", reject);
    });
    const nonces = new Set<string>();
    for (const response of responses) {
      const nonce = /'nonce-([^']+)'/.exec(response)?.[1] ?? "missing";
      const token = /noema_csrf=([^;]+)/.exec(response)?.[1] ?? "missing";
      const body = response.slice(response.indexOf("\r\n\r\n") + 4);
      expect(new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
      expect(body).toContain(`"csrfToken\\",\\"${token}\\"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(count);
  });

  it("answer HEAD with the GET headers and no body", async () => {
    const get = await ask(`${server.url}/about`);
    const head = await ask(`${server.url}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(comparable(head)).toEqual(comparable(get));
  });

  it("compress for clients that accept it, and send plain bytes to those that do not", async () => {
    const plain = await ask(`${server.url}/about`);
    const gzip = await ask(`${server.url}/about`, { headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const unzipped = gunzipSync(gzip.body).toString("utf8");
    expect(unzipped).toContain(`nonce="${nonceOf(gzip)}"`);
    expect(unzipped.length).toBe(plain.body.toString("utf8").length);
  });

  it("redirect a trailing slash to the canonical URL, keeping the query", async () => {
    const slashed = await ask(`${server.url}/about/`);
    expect(slashed.status).toBe(301);
    expect(slashed.headers.location).toBe("/about");
    const withQuery = await ask(`${server.url}/about/?a=1`);
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.location).toBe("/about?a=1");
  });

  it("redirect the template file behind a page to the page, never serving its placeholders", async () => {
    for (const [file, page] of [
      ["/about/index.html", "/about"],
      ["/index.html", "/"],
      ["/insights/reading-a-venture-debt-term-sheet/index.html?a=1", "/insights/reading-a-venture-debt-term-sheet?a=1"],
    ]) {
      const answer = await ask(server.url + file);
      expect(answer.status, file).toBe(301);
      expect(answer.headers.location).toBe(page);
      expect(answer.body.toString("utf8")).not.toContain("__NOEMA_");
    }
  });

  it("serve every prerendered page", async () => {
    for (const path of staticContentPaths) {
      const page = await ask(server.url + path);
      expect(page.status, path).toBe(200);
      expect(page.headers["cache-control"], path).toBe("private, max-age=60, must-revalidate");
    }
  });

  it("log one line per request, like every other response", async () => {
    await ask(`${server.url}/about`, { method: "HEAD" });
    await ask(`${server.url}/about?utm_source=router`, { method: "HEAD" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = log
      .split("\n")
      .filter((line) => line.includes('"method":"HEAD"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const shape = (line: Record<string, unknown>) => ({ ...line, time: 0, responseTime: 0 });
    const fast = lines.find((line) => (line.req as { url: string }).url === "/about");
    const router = lines.find((line) => (line.req as { url: string }).url === "/about?utm_source=router");
    expect(fast).toBeDefined();
    expect(shape(fast ?? {})).toEqual({ ...shape(router ?? {}), req: { method: "HEAD", url: "/about" } });
    expect(fast?.msg).toBe("request completed");
    expect(typeof fast?.responseTime).toBe("number");
  });
});
