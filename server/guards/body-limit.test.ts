import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBodyLimit } from "./body-limit.ts";

/** The status line a server answers to `head` (plus `bodyBytes` of body), read from a raw socket. */
function rawStatus(port: number, head: string, bodyBytes = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(head);
      if (bodyBytes > 0) socket.write(Buffer.alloc(bodyBytes, 0x61));
    });
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) {
        resolve(Number(match[1]));
        socket.destroy();
      }
    });
    socket.on("error", reject);
    setTimeout(() => reject(new Error("no answer within 2 s")), 2_000).unref();
  });
}

describe("createBodyLimit", () => {
  let server: Server;
  let port: number;
  let bodiesRead = 0;
  beforeAll(async () => {
    const limit = createBodyLimit(1024);
    server = createServer((req, res) =>
      limit(req, res, () => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          bodiesRead++;
          res.end(`read ${Buffer.concat(chunks).length}`);
        });
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (headers: string) => `POST /x HTTP/1.1\r\nHost: t\r\n${headers}\r\n`;

  it("passes a body within the limit to the route", async () => {
    expect(await rawStatus(port, post("Content-Length: 1000\r\n"), 1000)).toBe(200);
  });

  it("answers 413 to a declared 300 MB body at once, before any of it arrives", async () => {
    const before = bodiesRead;
    expect(await rawStatus(port, post("Content-Length: 300000000\r\n"))).toBe(413);
    expect(bodiesRead).toBe(before);
  });

  it("answers 413 to a body just over the limit after discarding it", async () => {
    expect(await rawStatus(port, post("Content-Length: 1025\r\n"), 1025)).toBe(413);
  });

  it("lets a shared statement of up to 26 MB through to its route, and no more", async () => {
    const shared = (length: number) =>
      `POST /account/applications/0a1b/shared-data HTTP/1.1\r\nHost: t\r\nContent-Length: ${length}\r\n\r\n`;
    expect(await rawStatus(port, shared(2048), 2048)).toBe(200);
    expect(await rawStatus(port, shared(26 * 1024 * 1024 + 1))).toBe(413);
  });

  it("answers 411 to a chunked body", async () => {
    expect(await rawStatus(port, post("Transfer-Encoding: chunked\r\n"))).toBe(411);
  });
});
