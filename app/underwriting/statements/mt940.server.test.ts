import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mergeEntries } from "./dedupe.ts";
import { readMt940 } from "./mt940.server.ts";
import { StatementRefused } from "./statement.ts";

const fixture = (name: string) => readFileSync(`tests/fixtures/statements/${name}`, "utf8");

describe("MT940", () => {
  it("reads two statements after bank header lines, with amounts and references as text", () => {
    const statements = readMt940(fixture("jan-feb.sta"));
    expect(statements).toHaveLength(2);
    const [january] = statements;
    expect(january).toMatchObject({ account: "NOEMDEFF/0532013000", currency: "EUR", id: "STARTUMS" });
    expect(january!.opening).toEqual({ amount: "10000.00", date: "2025-12-31" });
    expect(january!.closing).toEqual({ amount: "11199.50", date: "2026-01-31" });
    expect(january!.entries.map((e) => [e.amount, e.bankReference, e.reversal])).toEqual([
      ["2500.00", "000123", false],
      ["-1200.50", "000124", false],
      ["-100.00", "000125", true],
    ]);
    expect(january!.entries[0]).toMatchObject({
      counterpartyName: "Kunde Eins GmbH",
      counterpartyAccount: "DE02120300000000202051",
      description: "RE 2026-001 Abo Januar",
      bookingDate: "2026-01-05",
      location: "line 6",
    });
    expect(january!.entries[1]!.description).toBe("PAYROLL-01 Gehalt Januar");
  });

  it("refuses a statement whose entries do not add up to its closing balance (negative test)", () => {
    expect(() => readMt940(fixture("unbalanced.sta"))).toThrow(
      "the statement starting at line 2: the opening balance 10000.00 plus the 3 entries makes 11199.51, but the closing balance is 11199.50 EUR",
    );
  });

  it("names the line and what was expected for an entry it cannot read", () => {
    const broken = fixture("jan-feb.sta").replace(":61:2601150115D1200,50", ":61:2601150115D1200.50");
    expect(() => readMt940(broken)).toThrow(
      /^line 8: in :61: expected a value date YYMMDD.*found "2601150115D1200\.50NTRF/,
    );
  });

  it("refuses balances and files that are not MT940", () => {
    const badBalance = fixture("jan-feb.sta").replace(":60F:C251231EUR10000,00", ":60F:C251231EUR10000");
    expect(() => readMt940(badBalance)).toThrow(/^line 5: in :60F: expected C or D/);
    expect(() => readMt940("hello")).toThrow(StatementRefused);
    expect(() => readMt940("<!DOCTYPE x><x/>")).toThrow(/XML document type/);
  });

  it("counts each entry once when the same file or overlapping statements are read again", () => {
    const both = readMt940(fixture("jan-feb.sta"));
    const once = mergeEntries(both);
    expect(once.entries).toHaveLength(5);
    const again = mergeEntries([...both, ...readMt940(fixture("jan-feb.sta")), both[1]!]);
    expect(again.entries.map((e) => e.key)).toEqual(once.entries.map((e) => e.key));
    expect(again.duplicates).toBe(7);
  });

  it("keeps two identical entries of one day apart", () => {
    const twice = fixture("jan-feb.sta")
      .replace(
        ":61:2602280228D300,00NMSCNONREF//000127",
        ":61:2602280228D150,00NMSCNONREF\r\n:86:Coffee\r\n:61:2602280228D150,00NMSCNONREF",
      )
      .replace(":86:AWS EMEA SARL hosting", ":86:Coffee");
    const statements = readMt940(twice);
    expect(mergeEntries(statements).entries).toHaveLength(6);
    expect(mergeEntries([...statements, ...readMt940(twice)]).entries).toHaveLength(6);
  });
});
