import { describe, expect, it } from "vitest";
import { combineRounds } from "./load.ts";

const round = (requestsPerSecond: number, p50Ms: number, failed = 0) => ({
  requestsPerSecond,
  p50Ms,
  p99Ms: p50Ms * 3,
  total: requestsPerSecond * 2,
  failed,
  connections: 50,
  durationSeconds: 2,
});

describe("edge-cache rounds", () => {
  it("weigh throughput by time, take the median round's latencies and keep every failure", () => {
    const combined = combineRounds([round(1000, 4), round(3000, 2), round(2000, 9, 1), round(2000, 3)]);
    expect(combined.requestsPerSecond).toBe(2000);
    expect(combined.p50Ms).toBe(3.5);
    expect(combined.p99Ms).toBe(10.5);
    expect(combined.total).toBe(16000);
    expect(combined.failed).toBe(1);
    expect(combined.durationSeconds).toBe(8);
  });
});
