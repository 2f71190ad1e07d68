import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import { currencyCodes } from "#app/shared/money/currencies.ts";
import { errorsOf, parsedValue } from "#tests/form-schema.ts";
import { validApplication, validStep2 } from "#tests/fixtures.ts";
import { applicationSchema, applicationStep2Schema } from "./application.schema.ts";

/*
 * Issue 18: a figure that names a currency other than the one chosen for the figures ("£5m" with
 * euros chosen) is refused, never stored as 5m euros; a figure naming the chosen currency is read.
 */

const inEuros = { ...validStep2, currency: "EUR", annualRevenue: "6500000" };
const KRONA_CURRENCIES = new Set(["SEK", "DKK", "NOK"]);

describe("a figure that names another currency than the one chosen", () => {
  it("is refused with a message naming both, the currency chosen and the mark to remove", () => {
    expect(errorsOf(applicationStep2Schema, { ...inEuros, annualRevenue: "£5m" }).annualRevenue).toEqual([
      "You typed pounds, but your figures are in euros: change the currency above or remove the £.",
    ]);
    expect(errorsOf(applicationStep2Schema, { ...inEuros, cashBalance: "CHF 5m" }).cashBalance).toEqual([
      "You typed Swiss francs, but your figures are in euros: change the currency above or remove the CHF.",
    ]);
    expect(errorsOf(applicationStep2Schema, { ...inEuros, facilityRequested: "4,5m kr" }).facilityRequested).toEqual([
      messages.otherCurrency("kronor or kroner", "euros", "kr"),
    ]);
  });

  it("is refused in every amount, also beside other errors, on the whole application", () => {
    const errors = errorsOf(applicationSchema, {
      ...validApplication,
      currency: "GBP",
      annualRevenue: "€6.5m",
      cashBalance: "US$2m",
      recentEquityRaise: "12m EUR",
      debtOutstanding: "0 zł",
      facilityRequested: "€4m",
      businessDescription: "",
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        "annualRevenue",
        "businessDescription",
        "cashBalance",
        "debtOutstanding",
        "facilityRequested",
        "recentEquityRaise",
      ].sort(),
    );
    expect(errors.cashBalance).toEqual([messages.otherCurrency("US dollars", "pounds", "US$")]);
    expect(errors.debtOutstanding).toEqual([messages.otherCurrency("złoty", "pounds", "zł")]);
  });

  it("is read when it names the chosen currency, or a krona/krone for any of the three", () => {
    expect(parsedValue(applicationStep2Schema, { ...inEuros, annualRevenue: "€6,5m" }).annualRevenue).toBe(6_500_000);
    expect(parsedValue(applicationStep2Schema, { ...inEuros, annualRevenue: "6.500.000 EUR" }).annualRevenue).toBe(
      6_500_000,
    );
    const inKroner = { ...validStep2, currency: "DKK", annualRevenue: "45 000 000 kr." };
    expect(parsedValue(applicationStep2Schema, inKroner).annualRevenue).toBe(45_000_000);
  });

  it("is refused exactly when Intl writes it in a currency other than the one chosen, in any locale", () => {
    const locales = ["en-GB", "de-DE", "de-CH", "fr-FR", "sv-SE", "da-DK", "pl-PL", "cs-CZ", "hu-HU", "ro-RO", "en-US"];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(...locales),
        fc.constantFrom(...currencyCodes),
        fc.constantFrom(...currencyCodes),
        (amount, locale, written, chosen) => {
          const text = new Intl.NumberFormat(locale, { style: "currency", currency: written }).format(amount);
          const result = applicationStep2Schema.safeParse({ ...validStep2, currency: chosen, annualRevenue: text });
          // "kr" alone does not say which of the three; it fits a chosen krona or krone.
          const ambiguousKrona =
            /[\s\d]kr\.?$/i.test(text.trim()) && KRONA_CURRENCIES.has(chosen) && KRONA_CURRENCIES.has(written);
          if (written === chosen || ambiguousKrona) {
            expect(result.success, text).toBe(true);
            expect(result.data?.annualRevenue).toBe(amount);
          } else {
            expect(result.success, `${text} in ${chosen}`).toBe(false);
            const issue = result.error?.issues.find((each) => each.path[0] === "annualRevenue");
            expect(issue?.message).toMatch(/^You typed .+, but your figures are in .+: change the currency above/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
