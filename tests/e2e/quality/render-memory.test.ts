import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricSample } from "#tests/metrics.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * Issue 13, finding 6. Each server-rendered page armed a 6 s abort timer that was never
 * cleared; the timer kept the finished render (its whole HTML document included) alive for
 * 6 s, so under load memory grew with throughput × 6 s. A heap snapshot under load held
 * 566 finished documents (22 MB of HTML strings alone).
 */

const TOKEN = "render-memory-test-token-0123456789abcdef";
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await server?.stop();
});

describe("server-rendered pages", () => {
  it("leave no timer (and so no render state) behind once answered", async () => {
    const timers = async () => {
      const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      return metricSample(await response.text(), "nodejs_active_resources", { type: "Timeout" }) ?? 0;
    };
    await (await fetch(`${server.url}/contact`)).text();
    const before = await timers();
    for (let index = 0; index < 20; index++) {
      const response = await fetch(`${server.url}/contact`);
      expect(response.status).toBe(200);
      await response.text();
    }
    expect(await timers()).toBeLessThan(before + 5);
  });
});
