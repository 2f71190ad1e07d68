import { afterEach, describe, expect, it } from "vitest";
import { EcbFileRefused } from "./ecb-rates.ts";
import { ECB_FIXTURE, type EcbServer, startEcbServer } from "#tests/ecb-server.ts";
import { downloadEcbFile } from "./ecb-download.server.ts";

/* Issue 26, item 5: the download has a size cap and a time limit. */

describe("downloadEcbFile", () => {
  let server: EcbServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("returns the file's text", async () => {
    server = await startEcbServer(ECB_FIXTURE);
    await expect(downloadEcbFile(server.url)).resolves.toBe(ECB_FIXTURE);
  });

  it("stops reading a body over the cap, announced or not", async () => {
    server = await startEcbServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/xml" });
      // No Content-Length: the cap must hold while the bytes stream in.
      const chunk = "x".repeat(64 * 1024);
      const write = () => {
        while (response.write(chunk));
        response.once("drain", write);
      };
      write();
    });
    await expect(downloadEcbFile(server.url, { maxBytes: 256 * 1024 })).rejects.toThrow(/more than 256 KB/);
  });

  it("gives up on a server that does not answer in time", async () => {
    server = await startEcbServer(() => undefined);
    const started = performance.now();
    await expect(downloadEcbFile(server.url, { timeoutMs: 300 })).rejects.toThrow(/did not answer within/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("refuses an error status, naming it", async () => {
    server = await startEcbServer((_request, response) => {
      response.writeHead(503);
      response.end();
    });
    await expect(downloadEcbFile(server.url)).rejects.toThrow(/503/);
    await expect(downloadEcbFile(server.url)).rejects.not.toBeInstanceOf(EcbFileRefused);
  });
});
