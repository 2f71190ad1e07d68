import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyCodes } from "./currencies.ts";
import { EcbFileRefused, checkAgainstPreviousDay, parseEcbRates } from "./ecb-rates.ts";

/* Issue 26, item 5: one day's block, known currencies, a real date, plausible rates. */

const FIXTURE = readFileSync("tests/fixtures/ecb/eurofxref-daily.xml", "utf8");
const TODAY = new Date("2024-03-20T12:00:00Z");
const foreign = currencyCodes.filter((code) => code !== "EUR");

/** An ECB-shaped file with these days, newest first as the ECB writes them. */
function ecbFile(days: { date: string; rates: Record<string, string> }[]) {
  const blocks = days.map(
    ({ date, rates }) =>
      `<Cube time='${date}'>${Object.entries(rates)
        .map(([code, rate]) => `<Cube currency='${code}' rate='${rate}'/>`)
        .join("")}</Cube>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<gesmes:subject>Reference rates</gesmes:subject><Cube>${blocks.join("")}</Cube></gesmes:Envelope>`;
}

const fixture = parseEcbRates(FIXTURE, TODAY);
const fixtureRates = Object.fromEntries(Object.entries(fixture.rates).map(([code, rate]) => [code, String(rate)]));
const refusal = (xml: string) => () => parseEcbRates(xml, TODAY);

describe("parseEcbRates", () => {
  it("reads the fixture's day and keeps only the currencies the product supports", () => {
    expect(fixture.date).toBe("2024-03-15");
    expect(Object.keys(fixture.rates).sort()).toEqual([...foreign].sort());
    expect(fixture.rates).toMatchObject({ USD: 1.0887, GBP: 0.85503, HUF: 396.15 });
  });

  it("takes the newest day's block of the 90-day file, not the first date with every day's rates", () => {
    const older = { ...fixtureRates, USD: "1.0500" };
    const newer = { ...fixtureRates, USD: "1.0900" };
    const xml = ecbFile([
      { date: "2024-03-14", rates: older },
      { date: "2024-03-15", rates: newer },
      { date: "2024-03-13", rates: older },
    ]);
    expect(parseEcbRates(xml, TODAY)).toMatchObject({ date: "2024-03-15", rates: { USD: 1.09 } });
  });

  it("refuses a rate for the euro itself, which is the base", () => {
    expect(refusal(ecbFile([{ date: "2024-03-15", rates: { ...fixtureRates, EUR: "2" } }]))).toThrow(/EUR/);
  });

  it("leaves out a code the product does not support", () => {
    const rates = parseEcbRates(ecbFile([{ date: "2024-03-15", rates: { ...fixtureRates, XYZ: "3" } }]), TODAY).rates;
    expect(rates).not.toHaveProperty("XYZ");
  });

  it.each(["1e-10", "0", "0.0000000001", "-1.2", "99999999", "NaN", ""])("refuses the rate %j", (rate) => {
    expect(refusal(ecbFile([{ date: "2024-03-15", rates: { ...fixtureRates, USD: rate } }]))).toThrow(EcbFileRefused);
  });

  it.each(["9999-99-99", "2024-02-30", "2024-13-01", "2024-03-21", "1998-12-31"])("refuses the date %s", (date) => {
    expect(refusal(ecbFile([{ date, rates: fixtureRates }]))).toThrow(EcbFileRefused);
  });

  it("refuses a file missing a supported currency", () => {
    const { PLN: _left, ...withoutZloty } = fixtureRates;
    expect(refusal(ecbFile([{ date: "2024-03-15", rates: withoutZloty }]))).toThrow(/PLN/);
  });

  it("refuses a document type, an entity or a processing instruction, so nothing is expanded or fetched", () => {
    const doctype = FIXTURE.replace(
      "<gesmes:Envelope",
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<gesmes:Envelope',
    );
    expect(refusal(doctype)).toThrow(EcbFileRefused);
    expect(refusal(FIXTURE.replace("Reference rates", "&e;"))).toThrow(EcbFileRefused);
    expect(refusal(FIXTURE.replace("<Cube>", "<?evil?><Cube>"))).toThrow(EcbFileRefused);
  });

  it("refuses a day twice, a currency twice in one day, and tags that do not close", () => {
    expect(
      refusal(
        ecbFile([
          { date: "2024-03-15", rates: fixtureRates },
          { date: "2024-03-15", rates: fixtureRates },
        ]),
      ),
    ).toThrow(/twice/);
    expect(
      refusal(FIXTURE.replace("<Cube currency='USD'", "<Cube currency='USD' rate='1.1'/><Cube currency='USD'")),
    ).toThrow(/twice/);
    expect(refusal(FIXTURE.replace("</gesmes:Envelope>", ""))).toThrow(EcbFileRefused);
  });

  it("refuses a file over the size cap before reading it", () => {
    expect(refusal(FIXTURE + " ".repeat(2 * 1024 * 1024))).toThrow(/too large/);
  });

  it("fuzzed: any well-formed file gives its newest day's supported rates", () => {
    const day = fc
      .date({ min: new Date("1999-01-04T00:00:00Z"), max: TODAY, noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const rate = fc.double({ min: 0.01, max: 50_000, noNaN: true }).map((value) => value.toFixed(4));
    const extra = fc.constantFrom("JPY", "TRY", "AUD", "ZAR", "BRL");
    const block = fc.record({
      date: day,
      rates: fc.dictionary(extra, rate),
      values: fc.tuple(...foreign.map(() => rate)),
    });
    fc.assert(
      fc.property(fc.uniqueArray(block, { minLength: 1, maxLength: 70, selector: (entry) => entry.date }), (days) => {
        const files = days.map(({ date, rates, values }) => ({
          date,
          rates: { ...rates, ...Object.fromEntries(foreign.map((code, index) => [code, values[index]!])) },
        }));
        const newest = files.reduce((best, next) => (next.date > best.date ? next : best));
        const parsed = parseEcbRates(ecbFile(files), TODAY);
        expect(parsed.date).toBe(newest.date);
        expect(Object.keys(parsed.rates).sort()).toEqual([...foreign].sort());
        for (const code of foreign) expect(parsed.rates[code]).toBe(Number(newest.rates[code]));
      }),
      { numRuns: 200 },
    );
  });

  it("fuzzed: damaged input is refused with EcbFileRefused or read as a valid day, never anything else", () => {
    const damaged = fc
      .tuple(fc.nat({ max: FIXTURE.length }), fc.nat({ max: 40 }), fc.string({ maxLength: 12 }))
      .map(([at, cut, insert]) => FIXTURE.slice(0, at) + insert + FIXTURE.slice(Math.min(FIXTURE.length, at + cut)));
    fc.assert(
      fc.property(fc.oneof(damaged, fc.string({ maxLength: 300 })), (xml) => {
        let parsed;
        try {
          parsed = parseEcbRates(xml, TODAY);
        } catch (error) {
          expect(error).toBeInstanceOf(EcbFileRefused);
          return;
        }
        expect(parsed.date <= "2024-03-20").toBe(true);
        expect(Object.keys(parsed.rates).sort()).toEqual([...foreign].sort());
        for (const value of Object.values(parsed.rates)) expect(value).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("checkAgainstPreviousDay", () => {
  const previous = { date: "2024-03-14", perEuro: { ...fixture.rates, EUR: 1 } };

  it("accepts an ordinary day's moves", () => {
    expect(() => checkAgainstPreviousDay(fixture, previous)).not.toThrow();
  });

  it("refuses a rate more than 20 % away from the previous day's, naming it", () => {
    const jumped = { ...fixture, rates: { ...fixture.rates, GBP: fixture.rates.GBP! * 1.25 } };
    expect(() => checkAgainstPreviousDay(jumped, previous)).toThrow(/GBP/);
    const fell = { ...fixture, rates: { ...fixture.rates, USD: fixture.rates.USD! * 0.7 } };
    expect(() => checkAgainstPreviousDay(fell, previous)).toThrow(EcbFileRefused);
  });

  it("compares only with a recent day: after a month without rates, the absolute bounds alone apply", () => {
    const jumped = { ...fixture, rates: { ...fixture.rates, GBP: fixture.rates.GBP! * 1.25 } };
    expect(() => checkAgainstPreviousDay(jumped, { ...previous, date: "2024-01-02" })).not.toThrow();
    expect(() => checkAgainstPreviousDay(jumped, undefined)).not.toThrow();
  });
});
