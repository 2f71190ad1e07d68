import { describe, expect, it } from "vitest";
import { countries } from "#app/content/shared/form-options/application.ts";
import { currencyCodes, currencyOfCountry, isCurrencyCode } from "./currencies.ts";

describe("currencyOfCountry", () => {
  it.each([
    ["DE", "EUR"],
    ["IT", "EUR"],
    ["GB", "GBP"],
    ["CH", "CHF"],
    ["SE", "SEK"],
    ["DK", "DKK"],
    ["PL", "PLN"],
    ["CZ", "CZK"],
    ["HU", "HUF"],
    ["RO", "RON"],
    ["HR", "EUR"],
  ])("%s founders default to %s", (country, currency) => {
    expect(currencyOfCountry(country)).toBe(currency);
  });

  it("answers a listed currency for every country the application offers, and the euro when none is chosen", () => {
    for (const country of countries) expect(currencyCodes).toContain(currencyOfCountry(country.code));
    expect(currencyOfCountry(undefined)).toBe("EUR");
    expect(currencyOfCountry("")).toBe("EUR");
  });

  it("knows its own codes only", () => {
    expect(isCurrencyCode("SEK")).toBe(true);
    expect(isCurrencyCode("JPY")).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});
