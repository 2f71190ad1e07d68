import Decimal from "decimal.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertApplication } from "#tests/leads.ts";
import { seedPipeline } from "#tests/pipeline-seed.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { boardColumns } from "./board.server.ts";

describe.each(testDialects)("the pipeline board on %s", (dialect) => {
  let database: TestDatabase;
  let ids: Awaited<ReturnType<typeof seedPipeline>>["ids"];
  let fresh: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ({ ids } = await seedPipeline(database.handle.db));
    fresh = (await insertApplication(database.handle.db, { created_at: "2026-03-20T12:00:00.000Z" })).id;
  });
  afterAll(() => database.dispose());

  it("puts each application in its stage with the time it entered it, and recent closures only", async () => {
    const columns = await boardColumns(database.handle.db, new Date("2026-03-25T12:00:00Z"));
    const byStage = Object.fromEntries(columns.map((column) => [column.stage, column.cards.map((card) => card.id)]));
    // C waited since 1 February, the fresh one since 20 March: longest waiting first.
    expect(byStage.new).toEqual([ids.C, fresh]);
    expect(byStage.due_diligence).toEqual([ids.D]);
    // A was funded on 26 January, B declined on 30 January: older than 30 days on 25 March.
    expect(byStage.funded).toEqual([]);
    expect(byStage.declined).toEqual([]);
    const d = columns.find((column) => column.stage === "due_diligence")!.cards[0]!;
    expect(d.enteredAt).toBe("2026-02-23T15:00:00.000Z");
    expect(d.moves.map((move) => move.to)).toEqual(["funded", "declined", "reviewing"]);
    // No move is chosen for the partner: one stray press must not move a deal.
    expect(d).not.toHaveProperty("defaultTo");
    expect(columns.map((column) => [column.stage, column.order])).toEqual([
      ["new", "longest"],
      ["reviewing", "longest"],
      ["due_diligence", "longest"],
      ["funded", "latest"],
      ["declined", "latest"],
    ]);
  });

  it("gives each card the currency its figures were given in", async () => {
    const franc = await insertApplication(database.handle.db, {
      created_at: "2026-03-21T12:00:00.000Z",
      currency: "CHF",
      facility_requested: 3_000_000,
    });
    const columns = await boardColumns(database.handle.db, new Date("2026-03-25T12:00:00Z"));
    const card = columns.flatMap((column) => column.cards).find((candidate) => candidate.id === franc.id);
    expect(card).toMatchObject({ amount: 3_000_000, currency: "CHF" });
  });

  it("lists closed deals most recently closed first", async () => {
    // E was funded on 4 November 2025, A on 26 January 2026: both within 30 days of this "now" by their moves.
    const columns = await boardColumns(database.handle.db, new Date("2025-11-20T12:00:00Z"));
    expect(columns.find((column) => column.stage === "funded")!.cards.map((card) => card.id)).toEqual([ids.A, ids.E]);
  });

  it("shows a deal funded within the last 30 days", async () => {
    const columns = await boardColumns(database.handle.db, new Date("2026-02-10T12:00:00Z"));
    expect(columns.find((column) => column.stage === "funded")!.cards.map((card) => card.id)).toEqual([ids.A]);
    expect(columns.find((column) => column.stage === "declined")!.cards.map((card) => card.id)).toEqual([ids.B]);
  });

  it("adds each column's asks in the reporting currency, and weights them by stage", async () => {
    const at = new Date("2026-03-25T12:00:00Z");
    const before = (await boardColumns(database.handle.db, at, "EUR")).find((column) => column.stage === "reviewing")!;
    await insertApplication(database.handle.db, {
      status: "reviewing",
      created_at: "2026-03-22T12:00:00.000Z",
      facility_requested: 1_500_000.1,
    });
    const after = (await boardColumns(database.handle.db, at, "EUR")).find((column) => column.stage === "reviewing")!;
    expect(new Decimal(after.money.total).minus(before.money.total).toFixed(2)).toBe("1500000.10");
    // Reviewing weighs 20 %: a fifth of the column, to the cent.
    expect(after.money.weightPercent).toBe("20");
    expect(
      new Decimal(after.money.weighted).minus(new Decimal(after.money.total).dividedBy(5)).abs().lte("0.005"),
    ).toBe(true);
  });
});
