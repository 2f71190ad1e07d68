import Papa from "papaparse";
import { assignKeys } from "./dedupe.ts";
import { DECIMAL_TEXT, type Statement, type StatementEntry, StatementRefused, isDay } from "./statement.ts";

/*
 * A bank's CSV export, read with papaparse (";" or ",", quotes) after the bytes are decoded: UTF-8
 * when they are valid UTF-8, else Windows-1252, which is what European banks' "ANSI" exports are.
 * Which column holds what differs per bank, so the caller gives a mapping; every cell stays text.
 */

export interface CsvMapping {
  /** Header names of the columns. */
  date: string;
  amount: string;
  counterparty?: string;
  description?: string;
  /** A column naming each row's currency; else every row is in `defaultCurrency`. */
  currency?: string;
  defaultCurrency?: string;
  dateFormat: "DD.MM.YYYY" | "YYYY-MM-DD" | "DD/MM/YYYY";
  decimalMark: "," | ".";
  /** The account the export is of (an IBAN). */
  account: string;
}

/** Text from bytes: UTF-8 (with or without its mark) when valid, else Windows-1252. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: "utf-8" | "windows-1252" } {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

const DATE_PATTERNS: Record<CsvMapping["dateFormat"], RegExp> = {
  "DD.MM.YYYY": /^(\d{2})\.(\d{2})\.(\d{4})$/,
  "DD/MM/YYYY": /^(\d{2})\/(\d{2})\/(\d{4})$/,
  "YYYY-MM-DD": /^(\d{4})-(\d{2})-(\d{2})$/,
};

function dayOf(text: string, format: CsvMapping["dateFormat"]): string | undefined {
  const match = DATE_PATTERNS[format].exec(text.trim());
  if (!match) return undefined;
  const day = format === "YYYY-MM-DD" ? `${match[1]}-${match[2]}-${match[3]}` : `${match[3]}-${match[2]}-${match[1]}`;
  return isDay(day) ? day : undefined;
}

/** "-1.234,56" with a decimal comma → "-1234.56"; thousands grouped by the other mark, space or '. */
function amountOf(text: string, mark: CsvMapping["decimalMark"]): string | undefined {
  const grouping = mark === "," ? /[.\s']/g : /[,\s']/g;
  let plain = text.trim().replace(grouping, "");
  if (mark === ",") plain = plain.replace(",", ".");
  if (plain.startsWith("+")) plain = plain.slice(1);
  if (!DECIMAL_TEXT.test(plain)) return undefined;
  return /^-0+(?:\.0*)?$/.test(plain) ? plain.slice(1) : plain;
}

/** A cell a spreadsheet would run as a formula when this text is exported again. */
const FORMULA = /^[=+@\t\r]/;

/** The export as one statement (no balances: CSV exports rarely carry them), or StatementRefused. */
export function readCsvStatement(bytes: Uint8Array, mapping: CsvMapping): Statement {
  const { text } = decodeText(bytes);
  if (/<!DOCTYPE/i.test(text)) throw new StatementRefused("the file", "expected CSV text, found an XML document type");
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    delimitersToGuess: [";", ","],
    dynamicTyping: false,
  });
  const error = parsed.errors[0];
  if (error)
    throw new StatementRefused(
      `row ${(error.row ?? 0) + 2}`,
      `expected ${parsed.meta.fields?.length ?? "the header's"} cells separated by "${parsed.meta.delimiter}" (${error.message})`,
    );
  const headers = parsed.meta.fields ?? [];
  for (const column of [mapping.date, mapping.amount, mapping.counterparty, mapping.description, mapping.currency])
    if (column !== undefined && !headers.includes(column))
      throw new StatementRefused(
        "row 1",
        `expected a column "${column}", found ${headers.map((h) => `"${h}"`).join(", ")}`,
      );
  if (!mapping.currency && !mapping.defaultCurrency)
    throw new StatementRefused("the mapping", "expected a currency column or a currency for every row");
  const entries = parsed.data.map((row, index): StatementEntry => {
    const where = `row ${index + 2}`;
    const cell = (column: string | undefined) => (column === undefined ? "" : (row[column] ?? "").trim());
    const bookingDate = dayOf(cell(mapping.date), mapping.dateFormat);
    if (!bookingDate)
      throw new StatementRefused(
        `${where}, column "${mapping.date}"`,
        `expected a date like ${mapping.dateFormat}, found "${cell(mapping.date)}"`,
      );
    const amount = amountOf(cell(mapping.amount), mapping.decimalMark);
    if (amount === undefined)
      throw new StatementRefused(
        `${where}, column "${mapping.amount}"`,
        `expected an amount like ${mapping.decimalMark === "," ? "-1.234,56" : "-1,234.56"}, found "${cell(mapping.amount)}"`,
      );
    const currency = mapping.currency ? cell(mapping.currency) : mapping.defaultCurrency!;
    if (!/^[A-Z]{3}$/.test(currency))
      throw new StatementRefused(
        `${where}, column "${mapping.currency}"`,
        `expected a currency code like EUR, found "${currency}"`,
      );
    for (const column of [mapping.counterparty, mapping.description])
      if (FORMULA.test(cell(column)))
        throw new StatementRefused(`${where}, column "${column}"`, "expected text, found a spreadsheet formula");
    const entry: StatementEntry = {
      key: "",
      account: mapping.account,
      currency,
      amount,
      bookingDate,
      reversal: false,
      bankCode: {},
      description: cell(mapping.description),
      location: where,
    };
    if (cell(mapping.counterparty)) entry.counterpartyName = cell(mapping.counterparty);
    return entry;
  });
  if (entries.length === 0) throw new StatementRefused("the file", "expected at least one row after the header");
  const currencies = new Set(entries.map((entry) => entry.currency));
  if (currencies.size > 1)
    throw new StatementRefused("the file", `expected one account's currency, found ${[...currencies].join(", ")}`);
  const statement: Statement = { format: "csv", account: mapping.account, currency: entries[0]!.currency, entries };
  assignKeys(statement);
  return statement;
}
