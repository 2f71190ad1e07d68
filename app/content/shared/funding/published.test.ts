import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caseStudies } from "#app/content/shared/case-studies/data.ts";
import { currencyOfCountry } from "#app/shared/money/currencies.ts";
import { companiesPage } from "#app/content/pages/companies/copy.ts";
import { homePage } from "#app/content/pages/home/copy.ts";
import { whoWeFundPage } from "#app/content/pages/who-we-fund/copy.ts";
import { parseEcbRates } from "#app/shared/money/ecb-rates.ts";
import { faq } from "#app/content/shared/faq/data.ts";
import { funding, publishedFigures } from "./data.ts";
import { publishedRate } from "./published.ts";

/* Issue 26, item 7: the firm's dollar criteria read beside their euro value; case studies in their own currency. */

describe("the firm's published figures", () => {
  it("are worded in euros at the sample ECB day the README names, and the words say which", () => {
    const sample = parseEcbRates(readFileSync("tests/fixtures/ecb/eurofxref-daily.xml", "utf8"));
    expect(publishedRate).toEqual({ date: sample.date, usdPerEuro: sample.rates.USD });
    expect(publishedFigures).toMatchObject({
      minimumArr: "$5M+ in ARR (about €4.6M)",
      facilityRange: "$2M to $7M (about €1.8M to €6.4M)",
      facilityRangeInWords: "$2 million to $7 million (about €1.8 million to €6.4 million)",
      rateNote: "Euro figures are approximate, at the ECB reference rate of 15 Mar 2024.",
    });
  });

  it("state a euro value beside every dollar amount, on Who We Fund, the FAQs and the pages' descriptions", () => {
    const texts = [
      ...funding.categories.flatMap((category) => category.items),
      funding.rateNote,
      ...faq.items.map((item) => item.answer),
      homePage.meta.description,
      companiesPage.meta.description,
      whoWeFundPage.meta.description,
    ];
    const inDollars = texts.filter((text) => /\$\d/.test(text));
    expect(inDollars.length).toBeGreaterThanOrEqual(5);
    for (const text of inDollars) expect(text).toMatch(/\$\d[^()]*\(about €\d/);
  });
});

/** The currency marks an amount in a sentence can carry, as formatCompactMoney writes them. */
const MONEY = /(US\$|[$€£]|CHF|SEK|DKK|NOK|PLN|CZK|HUF|RON)\s?\d/g;
const MARKS: Record<string, string> = { EUR: "€", GBP: "£", USD: "US$" };

describe("case studies", () => {
  it("are each written in their company's own currency, never in dollars for a European company", () => {
    for (const study of caseStudies) {
      const currency = currencyOfCountry(study.country);
      const mark = MARKS[currency] ?? currency;
      const marks = [study.facility, study.challenge, study.solution, study.outcome].flatMap((text) =>
        [...text.matchAll(MONEY)].map((match) => match[1]),
      );
      expect(marks.length, study.name).toBeGreaterThan(0);
      expect(new Set(marks), `${study.name} (${study.location})`).toEqual(new Set([mark]));
    }
  });

  it("put an amount beside 'each euro of equity' only when it is in euros", () => {
    for (const study of caseStudies.filter((entry) => /\beuro\b/.test(entry.solution + entry.outcome)))
      expect(study.facility).toMatch(/^€/);
  });
});
