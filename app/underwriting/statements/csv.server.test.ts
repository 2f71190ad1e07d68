import { describe, expect, it } from "vitest";
import { type CsvMapping, decodeText, readCsvStatement } from "./csv.server.ts";

const german: CsvMapping = {
  date: "Buchungstag",
  amount: "Betrag",
  counterparty: "Empfänger",
  description: "Verwendungszweck",
  defaultCurrency: "EUR",
  dateFormat: "DD.MM.YYYY",
  decimalMark: ",",
  account: "DE89370400440532013000",
};

const windows1252 = (text: string) => Buffer.from(text, "latin1");

describe("CSV statements", () => {
  const export1252 =
    "Buchungstag;Betrag;Empfänger;Verwendungszweck\r\n" +
    "05.01.2026;1.234,56;Müller & Söhne;Rechnung 000123\r\n" +
    '15.01.2026;-99,90;"AWS; EMEA";Hosting Jänner\r\n';

  it("decodes Windows-1252, reads ';' and decimal commas, keeps references as text", () => {
    expect(decodeText(windows1252(export1252)).encoding).toBe("windows-1252");
    const statement = readCsvStatement(windows1252(export1252), german);
    expect(statement.entries.map((e) => [e.bookingDate, e.amount, e.counterpartyName, e.description])).toEqual([
      ["2026-01-05", "1234.56", "Müller & Söhne", "Rechnung 000123"],
      ["2026-01-15", "-99.90", "AWS; EMEA", "Hosting Jänner"],
    ]);
  });

  it("reads ',' with decimal points and a currency column, in UTF-8", () => {
    const text = 'date,amount,currency,payee,memo\n2026-02-01,"1,250.00",GBP,Acme Ltd,Invoice 7\n';
    const statement = readCsvStatement(Buffer.from(text), {
      date: "date",
      amount: "amount",
      currency: "currency",
      counterparty: "payee",
      description: "memo",
      dateFormat: "YYYY-MM-DD",
      decimalMark: ".",
      account: "GB29NWBK60161331926819",
    });
    expect(statement).toMatchObject({
      currency: "GBP",
      entries: [{ amount: "1250.00", counterpartyName: "Acme Ltd" }],
    });
  });

  it("names the row, column and what was expected", () => {
    const bad = export1252.replace("15.01.2026", "2026-01-15");
    expect(() => readCsvStatement(windows1252(bad), german)).toThrow(
      'row 3, column "Buchungstag": expected a date like DD.MM.YYYY, found "2026-01-15"',
    );
    const amount = export1252.replace("-99,90", "-99,9O");
    expect(() => readCsvStatement(windows1252(amount), german)).toThrow(
      /^row 3, column "Betrag": expected an amount like -1\.234,56/,
    );
    expect(() => readCsvStatement(windows1252(export1252), { ...german, amount: "Umsatz" })).toThrow(
      /^row 1: expected a column "Umsatz"/,
    );
  });

  it("refuses a cell a spreadsheet would run as a formula", () => {
    const formula = export1252.replace("Rechnung 000123", '=HYPERLINK("http://x")');
    expect(() => readCsvStatement(windows1252(formula), german)).toThrow(
      /row 2, column "Verwendungszweck": expected text, found a spreadsheet formula/,
    );
  });

  it("refuses a row with the wrong number of cells", () => {
    const short = export1252 + "20.01.2026;5,00\r\n";
    expect(() => readCsvStatement(windows1252(short), german)).toThrow(/^row 4: expected 4 cells separated by ";"/);
  });
});
