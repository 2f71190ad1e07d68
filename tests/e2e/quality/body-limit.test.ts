import { connect } from "node:net";
import { describe, expect, inject, it } from "vitest";

const baseURL = inject("baseURL");

/** Sends only the head of a POST and resolves with the status the server answers within `ms`. */
function statusForHead(path: string, headers: string, ms = 3_000): Promise<number | "no answer"> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${baseURL}\r\n${headers}\r\n`);
      socket.write("email=a%40example.com&password=");
    });
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve("no answer");
    }, ms);
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) {
        clearTimeout(timer);
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on("error", reject);
  });
}

// Every route that reads a body sits behind one cap: no route may wait for (or buffer) 300 MB.
describe("one body cap in front of every route", () => {
  const paths = ["/inbox/sign-in", "/inbox/sign-out", "/contact", "/apply", "/newsletter", "/newsletter/unsubscribe"];

  it.each(paths)("POST %s declaring 300 MB gets 413 at once", async (path) => {
    const form = "Content-Type: application/x-www-form-urlencoded\r\n";
    expect(await statusForHead(path, `${form}Content-Length: 300000000\r\n`)).toBe(413);
  });

  it.each(paths)("POST %s with a chunked body of unknown length gets 411", async (path) => {
    const form = "Content-Type: application/x-www-form-urlencoded\r\n";
    expect(await statusForHead(path, `${form}Transfer-Encoding: chunked\r\n`)).toBe(411);
  });
});
