import { afterEach, describe, expect, it, vi } from "vitest";
import { type EcbServer, ecbFileOf, startEcbServer } from "#tests/ecb-server.ts";
import { metricSample } from "#tests/metrics.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * Issue 26, item 6: the production server loads the ECB rates on its own and reports their age,
 * from a local stand-in for the ECB (tests never reach the network).
 */

const TOKEN = "metrics-token-0123456789abcdefghijklmnopqrstuv";
const threeDaysAgo = () => new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);

describe("the daily ECB rates in the production server", () => {
  let server: RunningServer | undefined;
  let ecb: EcbServer | undefined;
  afterEach(async () => {
    await server?.stop();
    await ecb?.close();
  });

  it("loads the rates at its first start and shows their age in /metrics", { timeout: 60_000 }, async () => {
    const day = threeDaysAgo();
    ecb = await startEcbServer(ecbFileOf(day));
    server = await startServer({ RATES_JOB: "on", ECB_RATES_URL: ecb.url, METRICS_TOKEN: TOKEN, LOG_LEVEL: "info" });
    const age = async () => {
      const response = await fetch(`${server!.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      return metricSample(await response.text(), "noema_exchange_rates_age_seconds", { source: "ecb" });
    };
    await vi.waitFor(async () => expect(await age()).toBeGreaterThanOrEqual(3 * 86_400), {
      timeout: 20_000,
      interval: 200,
    });
    expect(await age()).toBeLessThan(4 * 86_400);
    expect(ecb.hits()).toBe(1);
    expect(server.output()).toContain("ECB reference rates loaded");
  });

  it("stays off the network unless told: a test server never asks the ECB", { timeout: 60_000 }, async () => {
    ecb = await startEcbServer(ecbFileOf(threeDaysAgo()));
    server = await startServer({ ECB_RATES_URL: ecb.url, METRICS_TOKEN: TOKEN });
    await fetch(`${server.url}/healthz`);
    expect(ecb.hits()).toBe(0);
  });
});
