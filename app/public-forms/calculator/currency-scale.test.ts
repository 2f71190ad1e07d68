import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { currencyCodes } from "#app/shared/money/currencies.ts";
import { parseEcbRates } from "#app/shared/money/ecb-rates.ts";
import { currencyScale } from "./currency-scale.ts";

const ecb = parseEcbRates(readFileSync("tests/fixtures/ecb/eurofxref-daily.xml", "utf8"));

/** 1, 2 or 5 times a power of ten, nearest on a log scale. */
function niceScale(ratio: number): number {
  const power = 10 ** Math.floor(Math.log10(ratio));
  const candidates = [1, 2, 5, 10].map((step) => step * power);
  return candidates.reduce((best, next) =>
    Math.abs(Math.log(next / ratio)) < Math.abs(Math.log(best / ratio)) ? next : best,
  );
}

describe("currencyScale", () => {
  it("is each currency's units per US dollar at ECB rates, rounded to 1, 2 or 5 times a power of ten", () => {
    const perEuro = (code: string) => (code === "EUR" ? 1 : ecb.rates[code]!);
    for (const code of currencyCodes)
      expect([code, currencyScale[code]]).toEqual([code, niceScale(perEuro(code) / perEuro("USD"))]);
  });
});
