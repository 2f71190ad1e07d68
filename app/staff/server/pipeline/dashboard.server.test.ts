import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPipeline } from "#tests/pipeline-seed.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { dashboardFigures, defaultPeriod, parsePeriod } from "./dashboard.server.ts";

describe.each(testDialects)("the pipeline dashboard on %s", (dialect) => {
  let database: TestDatabase;
  let tag: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ({ tag } = await seedPipeline(database.handle.db));
  });
  afterAll(() => database.dispose());

  const figures = () => dashboardFigures(database.handle.db, { from: "2026-01-01", to: "2026-03-31" });

  it("counts the period's applications by the stage they are in now", async () => {
    const { total, byStage } = await figures();
    expect(total).toBe(4);
    expect(Object.fromEntries(byStage.map((row) => [row.stage, row.count]))).toEqual({
      new: 1,
      reviewing: 0,
      due_diligence: 1,
      funded: 1,
      declined: 1,
      withdrawn: 0,
    });
  });

  it("converts applications to funded by referral source, country and industry", async () => {
    const { conversion } = await figures();
    expect(conversion.referral).toEqual([
      { key: `Event ${tag}`, applications: 2, funded: 0, rate: 0 },
      { key: `LinkedIn ${tag}`, applications: 2, funded: 1, rate: 0.5 },
    ]);
    expect(conversion.country).toEqual([
      { key: "DE", applications: 3, funded: 1, rate: 1 / 3 },
      { key: "FR", applications: 1, funded: 0, rate: 0 },
    ]);
    expect(conversion.industry).toEqual([
      { key: `Fintech ${tag}`, applications: 2, funded: 1, rate: 0.5 },
      { key: `Software ${tag}`, applications: 2, funded: 0, rate: 0 },
    ]);
  });

  it("gives the median days each stage took, over the stays that ended", async () => {
    const { medianDays } = await figures();
    expect(medianDays).toEqual([
      { stage: "new", days: 4, stays: 3 },
      { stage: "reviewing", days: 4, stays: 3 },
      { stage: "due_diligence", days: 10, stays: 1 },
    ]);
  });

  it("counts nothing outside the period", async () => {
    const empty = await dashboardFigures(database.handle.db, { from: "2024-01-01", to: "2024-12-31" });
    expect(empty.total).toBe(0);
    expect(empty.conversion.referral).toEqual([]);
    expect(empty.medianDays.every((row) => row.days === null)).toBe(true);
  });
});

describe("the dashboard's period", () => {
  it("defaults to the last 90 days and keeps a valid choice", () => {
    const now = new Date("2026-04-01T12:00:00Z");
    expect(defaultPeriod(now)).toEqual({ from: "2026-01-01", to: "2026-04-01" });
    expect(parsePeriod(new URLSearchParams("from=2026-01-01&to=2026-03-31"), now)).toEqual({
      period: { from: "2026-01-01", to: "2026-03-31" },
      error: null,
    });
  });

  it("refuses a period that ends before it starts, or a day that is no day", () => {
    const now = new Date("2026-04-01T12:00:00Z");
    expect(parsePeriod(new URLSearchParams("from=2026-03-01&to=2026-01-01"), now).error).toBe("order");
    expect(parsePeriod(new URLSearchParams("from=2026-02-31&to=2026-03-01"), now).error).toBe("invalid");
  });
});
