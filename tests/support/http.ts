import { Agent, type IncomingHttpHeaders, request } from "node:http";

export interface RawRequest {
  method?: string;
  /** Sent as written: no URL normalisation (fetch would turn "/\\x" into "//x"). */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One keep-alive pool per test file keeps thousands of requests cheap. */
export const keepAliveAgent = new Agent({ keepAlive: true, maxSockets: 8 });

/** An HTTP/1.1 request with exactly the given method, path, headers and body bytes. */
export function rawRequest(baseUrl: string, options: RawRequest, agent: Agent = keepAliveAgent): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      // Node's documented keep-alive race: the server closed an idle pooled socket just as this request
      // took it. Only then is the request sent again, on a connection of its own; a reset on a fresh
      // connection is the server's and still fails.
      if (req.reusedSocket && error.code === "ECONNRESET" && agent !== freshConnection) {
        rawRequest(baseUrl, options, freshConnection).then(resolve, reject);
      } else reject(error);
    });
    req.end(options.body);
  });
}

const freshConnection = new Agent({ keepAlive: false });

/**
 * A visitor's CSRF token: the cookie the staff app's sign-in page sets, which its forms repeat.
 * Public forms ignore it (decision 066).
 */
export async function csrfToken(baseUrl: string): Promise<string> {
  const response = await rawRequest(baseUrl, { path: "/inbox/sign-in" });
  const cookies = response.headers["set-cookie"] ?? [];
  const token = /noema_csrf=([\w-]{43})/.exec(cookies.join("\n"))?.[1];
  if (!token) throw new Error("no CSRF cookie on /inbox/sign-in");
  return token;
}

/** A same-origin, CSRF-valid urlencoded POST, as a browser without JavaScript sends it. */
export function formPost(baseUrl: string, path: string, token: string, body: string, extraHeaders = {}) {
  return rawRequest(baseUrl, {
    method: "POST",
    path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
      cookie: `noema_csrf=${token}`,
      ...extraHeaders,
    },
    body: `csrf=${token}&${body}`,
  });
}
