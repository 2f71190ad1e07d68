import { describe, expect, it } from "vitest";
import type { CrashReport } from "#tests/crash.ts";
import { benchFailures } from "./checks.ts";
import type { LoadResult } from "./load.ts";
import type { BenchReport } from "./report.ts";

const MB = 2 ** 20;
const crash = (overrides: Partial<CrashReport> = {}): CrashReport => ({
  dialect: "sqlite",
  kills: 20,
  acknowledged: 400,
  lost: 0,
  duplicated: 0,
  undelivered: 0,
  redeliveries: 3,
  undedupable: 0,
  redeliveryMs: 29_000,
  ...overrides,
});
const report = (overrides: Partial<BenchReport>): BenchReport =>
  ({ generatedAt: "2026-11-25T00:00:00Z", smoke: false, ...overrides }) as BenchReport;
const memory = (app: number) => ({
  idleBytes: { app: 150 * MB, static: 50 * MB },
  peakUnderLoadBytes: { app, static: 60 * MB },
});

describe("the properties a bench run must hold", () => {
  it("passes a run where every property held", () => {
    const clean = report({
      memory: memory(259 * MB),
      resilience: { crash: [crash()], faults: { size: "full", rows: [], passed: true } },
    });
    expect(benchFailures(clean)).toEqual([]);
  });

  it("fails on a lost, doubled or undedupable lead under kill -9", () => {
    for (const broken of [{ lost: 1 }, { duplicated: 1 }, { undelivered: 2 }, { undedupable: 1 }]) {
      expect(benchFailures(report({ resilience: { crash: [crash(broken)] } }))).toHaveLength(1);
    }
  });

  it("fails on peak RSS over 300 MB in the load runs or the soak", () => {
    expect(benchFailures(report({ memory: memory(301 * MB) }))[0]).toMatch(/301\.0 MB, over 300 MB/);
    const soak = {
      seconds: 60,
      ratePerSecond: 50,
      requests: 3000,
      submissions: 600,
      errors: [],
      p50Ms: 5,
      p99Ms: 40,
      maxMs: 90,
    };
    expect(benchFailures(report({ resilience: { crash: [], soak: { ...soak, peakRssBytes: 320 * MB } } }))).toEqual([
      "soak: peak RSS 320.0 MB, over 300 MB",
    ]);
  });

  it("fails on a fuzz failure, a failed fault test, and an acknowledged form post not stored", () => {
    const fuzz = [{ dialect: "postgres", seed: 42, failures: ["a 500 on /contact"] }] as unknown as BenchReport["fuzz"];
    expect(benchFailures(report({ fuzz }))).toEqual(["fuzz on postgres: 1 failed (seed 42)"]);
    expect(
      benchFailures(report({ resilience: { crash: [], faults: { size: "full", rows: [], passed: false } } })),
    ).toHaveLength(1);
    const load: LoadResult = {
      requestsPerSecond: 400,
      p50Ms: 20,
      p99Ms: 58,
      total: 100,
      failed: 0,
      connections: 10,
      durationSeconds: 10,
    };
    const run = { path: "/contact.data", load, storedRows: 99 };
    const forms = {
      withJs: run,
      withoutJs: { ...run, path: "/contact", storedRows: 100 },
      baseline: { insertsPerSecond: 1, total: 1 },
    };
    expect(benchFailures(report({ forms }))).toEqual(["/contact.data: 100 acknowledged, 99 stored"]);
  });
});
