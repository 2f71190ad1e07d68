import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorsOf } from "#tests/form-schema.ts";
import { validApplication } from "#tests/fixtures.ts";
import { currencyCodes } from "#app/shared/money/currencies.ts";
import { applicationSchema } from "./application.schema.ts";
import { messageOf } from "./field-checks.ts";
import { wizardFieldNames, type WizardFieldName } from "./wizard-state.ts";

/*
 * The browser's checks (field-checks.ts) against the server's schema: for any text in any one field, beside
 * otherwise valid answers, both give that field the same message, or none.
 */

const serverMessage = (values: Record<string, string>, name: WizardFieldName) =>
  ((errorsOf(applicationSchema, values) as Record<string, string[] | undefined>)[name] ?? []).join(" ");

/** Texts near what people type in these fields, and anything else. */
const pieces = [
  " ",
  "  ",
  "\t",
  "\n",
  "\u0001",
  "\u007f",
  "0",
  "1",
  "7",
  "12",
  "-",
  "+",
  ".",
  ",",
  "'",
  "/",
  "m",
  "k",
  "bn",
  "€",
  "£",
  "$",
  "CHF",
  "kr",
  "zł",
  "1,250,000",
  "8,5m",
  "-5",
  "600",
  "601",
  "1989-12",
  "2024-03",
  "03/2024",
  "13/2020",
  "01/1899",
  "2999-01",
  "@",
  "ada@example.com",
  "a@b",
  "https://",
  "www.",
  "example.com",
  "linkedin.com/in/ada",
  "twitter.com/ada",
  "+44 20 7946 0958",
  "ext. 12",
  "Series A",
  "EUR",
  "USD",
  "CH",
  "From an investor",
];
const typed = fc.oneof(
  fc.array(fc.constantFrom(...pieces), { maxLength: 4 }).map((parts) => parts.join("")),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 95, maxLength: 310 }),
  // Past each field's length limit (the longest, the website's, is 2,048).
  fc
    .tuple(fc.constantFrom("x", "a.b", " ", "1", "\u0001", "a.example/"), fc.integer({ min: 30, max: 2100 }))
    .map(([piece, times]) => piece.repeat(times)),
);

describe("the application's checks in the browser", () => {
  it("give every field the schema's message for any text", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...wizardFieldNames),
        typed,
        fc.constantFrom(...currencyCodes),
        (name, text, currency) => {
          const values: Record<string, string> = { ...validApplication, currency, [name]: text };
          if (name !== "currency") values.currency = currency;
          expect(messageOf(name, values), `${name}: ${JSON.stringify(text)} in ${values.currency}`).toBe(
            serverMessage(values, name),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("give the amounts the schema's message for a figure in another currency", () => {
    for (const name of ["annualRevenue", "cashBalance", "facilityRequested"] as const) {
      for (const text of [
        "£5m",
        "CHF 2m",
        "€5m",
        "5m kr",
        "$-3",
        "£-5m",
        "lots £",
        "12 000 000 zł",
        "-5USD",
        "-5 CHF",
      ]) {
        const values: Record<string, string> = { ...validApplication, currency: "EUR", [name]: text };
        expect(messageOf(name, values), `${name}: ${text}`).toBe(serverMessage(values, name));
      }
    }
  });
});
