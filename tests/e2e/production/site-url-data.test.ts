import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * The build prerenders each document's `.data` file beside its HTML, naming the origin it was built for
 * (http://localhost:3000). Those files are never sent: the router answers every `.data` request itself, so a
 * deployment with another SITE_URL names its own origin there, as in the page.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const SITE_URL = "https://noema-site-url.example";
const PAGES = ["/about", "/contact", "/apply", "/venture-debt-calculator", "/newsletter"];
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
});
afterAll(async () => {
  await server?.stop();
});

describe("a document's data request under another SITE_URL", () => {
  it("names the site's origin, never the origin the build prerendered for", async () => {
    for (const page of PAGES) {
      const built = readFileSync(path.join(ROOT, "build", "client", `${page.slice(1)}.data`), "utf8");
      const buildOrigin = /http:\/\/localhost:\d+/.exec(built)?.[0];
      const response = await fetch(`${server.url}${page}.data`);
      const body = await response.text();
      expect(response.status, page).toBe(200);
      expect(body, page).toContain(SITE_URL);
      if (buildOrigin) expect(body, page).not.toContain(buildOrigin);
    }
  });
});
