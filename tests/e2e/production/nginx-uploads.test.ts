import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "#tests/http.ts";
import { type ShippedNginx, freePort, nginxInstalled, startNginx } from "#tests/nginx.ts";

/*
 * Every shipped nginx configuration passes a founder's document upload (decision 060: up to 25 MB
 * a file, 250 MB an application, limited by the app itself while it streams) on to the instances,
 * and keeps its 1 MB cap on everything else. Scripted upstreams count the bytes they receive.
 */
describe.skipIf(!nginxInstalled()).each(["nginx.conf", "nginx-host-rewrite.conf", "nginx-cache.conf"])(
  "%s: request bodies",
  (template) => {
    const received = new Map<string, number>();
    const upstreams: Server[] = [];
    let nginx: ShippedNginx;

    beforeAll(async () => {
      for (let index = 0; index < 2; index++) {
        const server = createServer((req, res) => {
          let bytes = 0;
          req.on("data", (chunk: Buffer) => (bytes += chunk.length));
          req.on("end", () => {
            if (req.url === "/healthz") return res.writeHead(200).end();
            received.set(req.url ?? "", bytes);
            res.writeHead(303, { Location: "/account", "Cache-Control": "no-store" }).end();
          });
        });
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        upstreams.push(server);
      }
      const ports = upstreams.map((server) => (server.address() as AddressInfo).port);
      nginx = await startNginx(template, await freePort(), ports);
    });
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
    });

    const post = (path: string, bytes: number) =>
      rawRequest(nginx.url, {
        method: "POST",
        path,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: Buffer.alloc(bytes, 97),
      });

    it.each(["/account/applications/app-1/documents", "/account/applications/app-1/documents.data"])(
      "passes a 30 MB upload to %s on to the app",
      async (path) => {
        const response = await post(path, 30 * 1024 * 1024);
        expect(response.status).toBe(303);
        expect(received.get(path)).toBe(30 * 1024 * 1024);
      },
    );

    it("still refuses a body over 1 MB anywhere else", async () => {
      expect((await post("/contact", 2 * 1024 * 1024)).status).toBe(413);
      expect(received.has("/contact")).toBe(false);
    });
  },
);
