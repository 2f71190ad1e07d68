import { describe, expect, it } from "vitest";
import type { StatementEntry } from "#app/underwriting/statements/statement.ts";
import { classifyEntry } from "./classify.ts";

const base: StatementEntry = {
  key: "k",
  account: "DE89370400440532013000",
  currency: "EUR",
  amount: "100.00",
  bookingDate: "2026-01-05",
  reversal: false,
  bankCode: {},
  description: "",
  location: "line 1",
};
const settings = { ownAccounts: ["DE02 1203 0000 0000 2020 51"], keywords: {} };
const classify = (entry: Partial<StatementEntry>) => classifyEntry({ ...base, ...entry }, settings);

describe("classification", () => {
  it("calls a payment to or from an own account a transfer, first", () => {
    const entry = classify({
      amount: "-5000.00",
      counterpartyAccount: "DE02120300000000202051",
      description: "Gehalt",
    });
    expect(entry).toMatchObject({ category: "transfer", rule: { id: "own-account" } });
    expect(entry.rule.reason).toContain("DE02120300000000202051");
  });

  it("follows the bank's ISO code for loans and salaries", () => {
    expect(classify({ bankCode: { domain: "LDAS", family: "CSLN" } })).toMatchObject({
      category: "financing",
      rule: { id: "bank-code-LDAS" },
    });
    expect(
      classify({ amount: "-3000.00", bankCode: { domain: "PMNT", family: "ICDT", subFamily: "SALA" } }),
    ).toMatchObject({
      category: "payroll",
    });
  });

  it("reads keywords as whole words, and never calls money in payroll or cost of sales", () => {
    expect(classify({ amount: "-300.00", counterpartyName: "AWS EMEA SARL" })).toMatchObject({
      category: "cost_of_sales",
      rule: { reason: 'the text names "aws"' },
    });
    expect(classify({ amount: "-300.00", description: "Laws and rules" })).toMatchObject({
      category: "other",
      rule: { id: "debit" },
    });
    expect(classify({ amount: "300.00", description: "AWS credit refund" })).toMatchObject({ category: "revenue" });
    expect(classify({ amount: "500000.00", description: "Kapitalerhöhung Series A" })).toMatchObject({
      category: "financing",
    });
    expect(classify({ amount: "-2500.00", description: "Gehalt Januar" })).toMatchObject({ category: "payroll" });
  });

  it("calls what is left revenue when money comes in, other when it goes out", () => {
    expect(classify({ amount: "1200.00", counterpartyName: "Kunde Eins GmbH" })).toMatchObject({
      category: "revenue",
      rule: { id: "credit" },
    });
    expect(classify({ amount: "-12.00", description: "Office supplies" })).toMatchObject({ category: "other" });
  });

  it("takes the firm's own keyword lists instead of the defaults", () => {
    const custom = { ownAccounts: [], keywords: { cost_of_sales: ["fulfilment"] } };
    expect(classifyEntry({ ...base, amount: "-10.00", description: "Fulfilment Jan" }, custom).category).toBe(
      "cost_of_sales",
    );
    expect(classifyEntry({ ...base, amount: "-10.00", description: "AWS" }, custom).category).toBe("other");
  });
});
