import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { classifyEntries } from "#app/underwriting/classification/classify.ts";
import { mergeEntries } from "#app/underwriting/statements/dedupe.ts";
import { readMt940 } from "#app/underwriting/statements/mt940.server.ts";
import { monthlyFromEntries } from "./monthly.ts";

const statements = readMt940(readFileSync("tests/fixtures/statements/jan-feb.sta", "utf8"));
const monthly = (ownAccounts: string[]) =>
  monthlyFromEntries(classifyEntries(mergeEntries(statements).entries, { ownAccounts, keywords: {} }), statements);

describe("monthly figures from bank entries", () => {
  it("sums revenue, cost of sales, net burn and closing cash per month", () => {
    // January: +2,500.00 revenue, −1,200.50 payroll ("Gehalt"), −100.00 a reversal (other): burn −1,199.50.
    // February: +2,500.00 revenue, −300.00 AWS (cost of sales): burn −2,200.00.
    expect(monthly([])).toEqual([
      {
        month: "2026-01",
        currency: "EUR",
        recurringRevenue: "2500",
        revenue: "2500",
        costOfSales: "0",
        netBurn: "-1199.5",
        closingCash: "11199.5",
        revenueByCustomer: { "Kunde Eins GmbH": "2500" },
      },
      {
        month: "2026-02",
        currency: "EUR",
        recurringRevenue: "2500",
        revenue: "2500",
        costOfSales: "300",
        netBurn: "-2200",
        closingCash: "13399.5",
        revenueByCustomer: { "Kunde Eins GmbH": "2500" },
      },
    ]);
  });

  it("leaves transfers between own accounts out of revenue and net burn", () => {
    const [january] = monthly(["DE02120300000000202051"]);
    expect(january).toMatchObject({ revenue: "0", netBurn: "1300.5", revenueByCustomer: {} });
  });
});
