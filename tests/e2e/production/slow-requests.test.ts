import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * Issue 26, item 5: no requestTimeout was set, so a request sent slowly held its socket and buffers
 * for Node's default 300 s, and headers dribbled in (slowloris) for 60 s, checked every 30 s. The
 * server's timeouts come from the environment; here they are short so the test is quick.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ HTTP_HEADERS_TIMEOUT_SECONDS: "1", HTTP_REQUEST_TIMEOUT_SECONDS: "3" });
});
afterAll(() => server?.stop());

/** A raw connection to the server, with everything it answers and when it was closed. */
async function rawConnection() {
  const { hostname, port } = new URL(server.url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now())));
  return { socket, closed, received: () => received };
}

/** Writes `parts` one by one every `everyMs`, until the socket is closed. */
function dribble(socket: Socket, parts: () => string, everyMs: number) {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) return clearInterval(timer);
    socket.write(parts());
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
  return timer;
}

describe("slow requests", () => {
  it("cuts a request whose headers never end (slowloris) after the headers timeout", async () => {
    const { socket, closed, received } = await rawConnection();
    const started = performance.now();
    socket.write(`GET /about HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n`);
    let header = 0;
    dribble(socket, () => `X-Slow-${(header += 1)}: a\r\n`, 100);
    const closedAt = await closed;
    // Cut within the 1 s timeout and one check of it (a second), never left to Node's 60 s.
    expect(closedAt - started).toBeLessThan(4_000);
    expect(received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it("cuts a request whose body never ends after the request timeout", async () => {
    const { socket, closed, received } = await rawConnection();
    const started = performance.now();
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 2000\r\n\r\n",
    );
    dribble(socket, () => "a", 100);
    const closedAt = await closed;
    expect(closedAt - started).toBeGreaterThan(2_500);
    expect(closedAt - started).toBeLessThan(6_000);
    expect(received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it("lets a slow body through that ends within the request timeout, though it outlasts the headers timeout", async () => {
    const { socket, received } = await rawConnection();
    const body = "email=slow%40founder.example&purpose=sign_in";
    socket.write(
      `POST /account/sign-in HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nConnection: close\r\n` +
        `Sec-Fetch-Site: same-origin\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // 1.6 s for the body: longer than the headers timeout, shorter than the request's.
    const pieces = body.match(/.{1,3}/g) ?? [];
    for (const piece of pieces) {
      socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 1_600 / pieces.length));
    }
    await expect.poll(received, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 (?!408)\d{3}/);
    socket.destroy();
  });
});
