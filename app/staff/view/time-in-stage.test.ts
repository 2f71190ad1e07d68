import { describe, expect, it } from "vitest";
import { formatStageTime, median, stageEnteredAt, stageStints } from "./time-in-stage.ts";

const words = { days: "{count} d", hours: "{count} h", underAnHour: "< 1 h" };

describe("time in stage", () => {
  it("splits an application's life into stays, in the order of its moves", () => {
    const stints = stageStints("2026-01-01T00:00:00.000Z", [
      { at: "2026-01-09T00:00:00.000Z", to: "due_diligence" },
      { at: "2026-01-04T00:00:00.000Z", to: "reviewing" },
    ]);
    expect(stints).toEqual([
      { stage: "new", from: "2026-01-01T00:00:00.000Z", until: "2026-01-04T00:00:00.000Z" },
      { stage: "reviewing", from: "2026-01-04T00:00:00.000Z", until: "2026-01-09T00:00:00.000Z" },
      { stage: "due_diligence", from: "2026-01-09T00:00:00.000Z", until: null },
    ]);
  });

  it("counts from the last move, or from arrival when it never moved", () => {
    expect(stageEnteredAt("2026-01-01T00:00:00.000Z", [])).toBe("2026-01-01T00:00:00.000Z");
    expect(
      stageEnteredAt("2026-01-01T00:00:00.000Z", [
        { at: "2026-01-03T00:00:00.000Z", to: "reviewing" },
        { at: "2026-01-05T00:00:00.000Z", to: "new" },
      ]),
    ).toBe("2026-01-05T00:00:00.000Z");
  });

  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it("words a stay in whole days, else whole hours", () => {
    expect(formatStageTime(3 * 86_400_000 + 5, words)).toBe("3 d");
    expect(formatStageTime(5 * 3_600_000 + 1, words)).toBe("5 h");
    expect(formatStageTime(59 * 60_000, words)).toBe("< 1 h");
  });
});
