import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyEntries } from "#app/underwriting/classification/classify.ts";
import { Dec } from "#app/underwriting/decimal.ts";
import { assignKeys, mergeEntries } from "#app/underwriting/statements/dedupe.ts";
import type { Statement } from "#app/underwriting/statements/statement.ts";
import { currencyCodes } from "#app/shared/money/currencies.ts";
import { type MonthFigures, convertAmount } from "./figures.ts";
import { computeMetrics } from "./metrics.ts";
import { monthlyFromEntries } from "./monthly.ts";

const centsText = (cents: number) => new Dec(cents).div(100).toFixed(2);
const monthName = (index: number) => `${2024 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

const monthsArbitrary = fc
  .array(
    fc.record({
      mrr: fc.integer({ min: 0, max: 10_000_000_00 }),
      other: fc.integer({ min: 0, max: 1_000_000_00 }),
      cost: fc.integer({ min: 0, max: 1_000_000_00 }),
      burn: fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
      cash: fc.integer({ min: 0, max: 100_000_000_00 }),
      customers: fc.dictionary(
        fc.constantFrom("A", "B", "C", "D", "E", "F", "G"),
        fc.integer({ min: 0, max: 100_000_00 }),
      ),
    }),
    { minLength: 1, maxLength: 26 },
  )
  .map((list) =>
    list.map((m, i): MonthFigures => ({
      month: monthName(i),
      currency: "EUR",
      recurringRevenue: centsText(m.mrr),
      revenue: centsText(m.mrr + m.other),
      costOfSales: centsText(m.cost),
      netBurn: centsText(m.burn),
      closingCash: centsText(m.cash),
      revenueByCustomer: Object.fromEntries(Object.entries(m.customers).map(([k, v]) => [k, centsText(v)])),
    })),
  );

describe("metrics properties", () => {
  it("do not depend on the order the months are given in", () => {
    fc.assert(
      fc.property(
        monthsArbitrary.chain((months) =>
          fc.tuple(fc.constant(months), fc.shuffledSubarray(months, { minLength: months.length })),
        ),
        ([months, shuffled]) => {
          expect(computeMetrics(shuffled)).toEqual(computeMetrics(months));
        },
      ),
    );
  });

  it("do not change when a statement is read twice, or overlaps another", () => {
    const entryArbitrary = fc.record({
      cents: fc.integer({ min: -5_000_000, max: 5_000_000 }),
      day: fc.integer({ min: 0, max: 200 }),
      customer: fc.constantFrom("Acme", "Beta", "Gehalt Erika", "AWS", "Darlehen"),
    });
    fc.assert(
      fc.property(fc.array(entryArbitrary, { minLength: 1, maxLength: 60 }), fc.nat(), (drafts, cut) => {
        const entries = drafts.map((d, i) => {
          const day = new Date(Date.UTC(2025, 0, 1) + d.day * 86_400_000).toISOString().slice(0, 10);
          return {
            key: "",
            account: "DE89370400440532013000",
            currency: "EUR",
            amount: centsText(d.cents),
            bookingDate: day,
            reversal: false,
            bankReference: `R${i}`,
            bankCode: {},
            counterpartyName: d.customer,
            description: "",
            location: `line ${i + 1}`,
          };
        });
        const statement = (list: typeof entries): Statement => {
          const s: Statement = {
            format: "camt.053",
            account: entries[0]!.account,
            currency: "EUR",
            entries: list.map((e) => ({ ...e })),
          };
          assignKeys(s);
          return s;
        };
        const whole = statement(entries);
        const overlap = statement(entries.slice(cut % entries.length));
        const metricsOf = (statements: Statement[]) => {
          const classified = classifyEntries(mergeEntries(statements).entries, { ownAccounts: [], keywords: {} });
          return computeMetrics(monthlyFromEntries(classified, statements));
        };
        expect(metricsOf([whole, whole, overlap])).toEqual(metricsOf([whole]));
      }),
    );
  });

  it("convert currencies both ways back to the same amount", () => {
    const rate = fc.integer({ min: 1_000, max: 100_000_000_000 }).map((micro) => micro / 1_000_000);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e14, max: 1e14 }),
        fc.constantFrom(...currencyCodes),
        fc.constantFrom(...currencyCodes),
        rate,
        rate,
        (cents, from, to, fromRate, toRate) => {
          const rates = {
            date: "2026-01-30",
            perEuro: { EUR: 1, [from]: from === "EUR" ? 1 : fromRate, [to]: to === "EUR" ? 1 : toRate },
          };
          const amount = centsText(cents);
          const back = convertAmount(convertAmount(amount, from, to, rates), to, from, rates);
          expect(back.toFixed(2)).toBe(amount);
        },
      ),
    );
  });
});
