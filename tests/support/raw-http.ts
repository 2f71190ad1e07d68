import { request } from "node:http";
import { connect } from "node:net";

export type RawAnswer = { status: number; body: string } | { error: string };

/** One POST on a connection of its own: its status and body, or the socket error if no answer came. */
export function postOnNewConnection(url: string, headers: Record<string, string>, body: string): Promise<RawAnswer> {
  const bytes = Buffer.from(body);
  return new Promise((resolve) => {
    const outgoing = request(url, {
      method: "POST",
      agent: false,
      headers: { ...headers, "content-length": String(bytes.length) },
    });
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on("error", (error) => resolve({ error: error.message }));
    });
    outgoing.on("error", (error) => resolve({ error: error.message }));
    outgoing.end(bytes);
  });
}

/**
 * A POST whose body is sent in two halves: the request is in flight (connected, headers and half
 * the body sent) until `finish()` sends the rest. `answer` settles with the status, or with the
 * socket error if the server never answered.
 */
export async function startHalfSentPost(url: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const outgoing = request(url, {
    method: "POST",
    agent: false,
    headers: { ...headers, "content-length": String(bytes.length) },
  });
  const answer = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", (error) => resolve({ error: error.message }));
    });
    outgoing.on("error", (error) => resolve({ error: error.message }));
  });
  outgoing.flushHeaders();
  outgoing.write(bytes.subarray(0, half));
  await new Promise<void>((resolve, reject) => {
    outgoing.once("socket", (socket) => {
      if (!socket.connecting) resolve();
      else socket.once("connect", () => resolve());
    });
    outgoing.once("error", reject);
  });
  return { answer, finish: () => outgoing.end(bytes.subarray(half)) };
}

/**
 * A GET sent up to its last header line: the connection is open and a request has begun, so the
 * server counts it as in flight. `finish()` ends the headers; `answer` is the raw status line.
 */
export async function startHalfSentGet(url: string) {
  const { hostname, port, pathname } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`);
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const closed = new Promise<string>((resolve) => {
    socket.on("close", () => resolve(received));
    socket.on("error", () => undefined);
  });
  return {
    statusLine: closed.then((text) => text.split("\r\n")[0] ?? ""),
    finish: () => socket.write("Connection: close\r\n\r\n"),
    destroy: () => socket.destroy(),
  };
}
