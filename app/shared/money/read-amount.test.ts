import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyCodes } from "./currencies.ts";
import { readAmount, readPlainNumber } from "./read-amount.ts";

const LOCALES = ["en-US", "en-GB", "de-DE", "de-CH", "fr-FR", "it-IT", "es-ES", "nl-NL", "sv-SE", "pl-PL", "cs-CZ"];

describe("readAmount", () => {
  it.each([
    ["€8m", 8_000_000, "EUR"],
    ["8,5m", 8_500_000, undefined],
    ["12.000.000", 12_000_000, undefined],
    ["12 000 000", 12_000_000, undefined],
    ["12'000'000", 12_000_000, undefined],
    ["CHF 12'000'000", 12_000_000, "CHF"],
    ["£4.5M", 4_500_000, "GBP"],
    ["$12,000,000", 12_000_000, "USD"],
    ["1.250.000,50 €", 1_250_000.5, "EUR"],
    ["1,250,000.50", 1_250_000.5, undefined],
    ["EUR 3 mio", 3_000_000, "EUR"],
    ["250k", 250_000, undefined],
    ["2bn SEK", 2_000_000_000, "SEK"],
    ["15 000 kr", 15_000, "kr"],
    ["0", 0, undefined],
  ])("reads %s as %d", (text, value, currency) => {
    expect(readAmount(text)).toEqual(currency ? { value, currency, mark: expect.any(String) } : { value });
  });

  it.each([
    ["€8m", "€"],
    ["chf 5m", "chf"],
    ["5m CHF", "CHF"],
    ["-US$ 5", "US$"],
    ["15\u00a0000 Kč", "Kč"],
    ["45 000 kr.", "kr."],
  ])("keeps the currency mark of %j as typed", (text, mark) => {
    expect(readAmount(text)?.mark).toBe(mark);
  });

  // The deliberate rule for one separator: three digits after it group thousands, else it is a decimal mark.
  it.each([
    ["1.500", 1500],
    ["1,500", 1500],
    ["1.50", 1.5],
    ["1,5", 1.5],
    ["0,500", 0.5],
    ["1.5000", 1.5],
    ["1.500m", 1_500_000],
    ["1 500,000", 1500],
  ])("reads the ambiguous %s as %d", (text, value) => {
    expect(readAmount(text)?.value).toBe(value);
  });

  it.each(["", "abc", "1.50.000", "12 34", "1,2,3", "€", "m", "1..5", "12-000", "1.000,000.5", "€-5"])(
    "refuses %j",
    (text) => {
      expect(readAmount(text)).toBeUndefined();
    },
  );

  it("reads negatives as negative, so the schema can say so", () => {
    expect(readAmount("-5,000")?.value).toBe(-5000);
    expect(readAmount("-€5m")?.value).toBe(-5_000_000);
  });

  it("reads any whole amount as Intl writes it in European and US locales", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(...LOCALES), (value, locale) => {
        const text = new Intl.NumberFormat(locale).format(value);
        expect(readAmount(text)?.value).toBe(value);
      }),
    );
  });

  it("reads any amount in cents as Intl writes it as money, with its currency", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...currencyCodes),
        (cents, locale, currency) => {
          const text = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2 }).format(
            cents / 100,
          );
          const read = readAmount(text);
          expect(read?.value).toBeCloseTo(cents / 100, 2);
          if (read?.currency !== "kr" && read?.currency !== undefined) expect(read.currency).toBe(currency);
        },
      ),
    );
  });

  it("reads a decimal comma or point before a multiplier", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(",", "."),
        (whole, tenth, mark) => {
          expect(readAmount(`${whole}${mark}${tenth}m`)?.value).toBeCloseTo((whole + tenth / 10) * 1e6, 3);
        },
      ),
    );
  });
});

describe("readPlainNumber", () => {
  it.each([
    ["12", 12],
    ["12.5", 12.5],
    ["12,5", 12.5],
    ["12,5 %", 12.5],
    ["11%", 11],
  ])("reads %s as %d", (text, value) => {
    expect(readPlainNumber(text, true)).toBe(value);
  });

  it("refuses grouping and words", () => {
    expect(readPlainNumber("1.500.000", true)).toBeUndefined();
    expect(readPlainNumber("twelve", true)).toBeUndefined();
    expect(readPlainNumber("12%", false)).toBeUndefined();
  });
});
