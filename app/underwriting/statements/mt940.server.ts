import { checkBalances } from "./balance-check.ts";
import { assignKeys } from "./dedupe.ts";
import { type Balance, type Statement, type StatementEntry, StatementRefused, isDay } from "./statement.ts";

/*
 * SWIFT MT940, read line by line into decimal text. Its own small reader rather than mt940js:
 * mt940js turns amounts into floats (so opening + entries = closing is checked in binary
 * fractions) and throws on the header lines some banks put before the first :20: (SWIFT blocks
 * "{1:F01…}{2:…}{4:", "940", "ABNANL2A"); here anything before a statement's :20: is skipped, and
 * amounts stay text. Tags: :20: :25: :28C: :60F:/:60M: :61: :86: :62F:/:62M:; others are skipped.
 */

interface Field {
  tag: string;
  value: string;
  line: number;
}

/** The file's fields, with continuation lines joined to their field (":86:" spans several). */
function fieldsOf(text: string): Field[] {
  const fields: Field[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  let current: Field | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const tag = /^:(\d{2}[A-Z]?):/.exec(line);
    if (tag) {
      current = { tag: tag[1]!, value: line.slice(tag[0].length), line: index + 1 };
      fields.push(current);
    } else if (line.startsWith("-") || line.startsWith("{") || line.trim() === "") {
      current = undefined; // end of a message block, or a SWIFT block header: not part of any field
    } else if (current) current.value += `\n${line}`;
  }
  return fields;
}

/** "1234,56" → "1234.56"; undefined unless it is an MT940 amount (digits, one comma). */
function decimalOf(text: string): string | undefined {
  if (!/^\d{1,15},\d{0,5}$/.test(text)) return undefined;
  const [whole, fraction] = text.split(",") as [string, string];
  const trimmed = whole.replace(/^0+(?=\d)/, "");
  return fraction ? `${trimmed}.${fraction}` : trimmed;
}

/** YYMMDD → YYYY-MM-DD (years 00–79 are 20xx, as banks use them). */
function dayOf(text: string): string | undefined {
  const year = Number(text.slice(0, 2));
  const day = `${year < 80 ? 20 : 19}${text.slice(0, 2)}-${text.slice(2, 4)}-${text.slice(4, 6)}`;
  return isDay(day) ? day : undefined;
}

function refuse(field: Field, expected: string): never {
  const shown = field.value.split("\n")[0]!.slice(0, 60);
  throw new StatementRefused(`line ${field.line}`, `in :${field.tag}: expected ${expected}, found "${shown}"`);
}

function readBalance(field: Field): Balance & { currency: string } {
  const match = /^([CD])(\d{6})([A-Z]{3})([\d,]+)$/.exec(field.value.trim());
  const day = match ? dayOf(match[2]!) : undefined;
  const amount = match ? decimalOf(match[4]!) : undefined;
  if (!match || !day || amount === undefined)
    refuse(field, "C or D, a day YYMMDD, a currency and an amount with a decimal comma, like C260131EUR1234,56");
  return {
    amount: match[1] === "D" && !/^0+(?:\.0*)?$/.test(amount) ? `-${amount}` : amount,
    date: day,
    currency: match[3]!,
  };
}

// value date, optional entry date MMDD, mark (C, D, RC, RD), optional funds code, amount, type, references
const LINE_61 =
  /^(\d{6})(\d{4})?(R?[CD])[A-Z]?(\d{1,15},\d{0,5})([NSF][A-Z0-9]{3})((?:(?!\/\/)[^\n]){0,34})(?:\/\/([^\n]{0,16}))?(?:\n([\s\S]*))?$/;

/** The account owner's reference, unless it says there is none. */
const customerReference = (text: string | undefined) => (text?.trim() === "NONREF" ? "" : (text?.trim() ?? ""));

function readEntry(field: Field, statement: Statement): StatementEntry {
  const match = LINE_61.exec(field.value.trim());
  const valueDate = match ? dayOf(match[1]!) : undefined;
  const amount = match ? decimalOf(match[4]!) : undefined;
  if (!match || !valueDate || amount === undefined)
    refuse(
      field,
      "a value date YYMMDD, an optional entry date MMDD, C/D/RC/RD, an amount like 1234,56 and a type like NTRF",
    );
  const mark = match[3]!;
  let bookingDate = valueDate;
  if (match[2]) {
    // The entry date has no year: take the value date's, or the next/previous one across a new year.
    const [year, month] = [Number(valueDate.slice(0, 4)), Number(valueDate.slice(5, 7))];
    const entryMonth = Number(match[2].slice(0, 2));
    const entryYear = month === 12 && entryMonth === 1 ? year + 1 : month === 1 && entryMonth === 12 ? year - 1 : year;
    const day = `${entryYear}-${match[2].slice(0, 2)}-${match[2].slice(2, 4)}`;
    if (!isDay(day)) refuse(field, `an entry date MMDD that exists, after the value date ${valueDate}`);
    bookingDate = day;
  }
  const debit = mark.endsWith("D");
  const zero = /^0+(?:\.0*)?$/.test(amount);
  const entry: StatementEntry = {
    key: "",
    account: statement.account,
    currency: statement.currency,
    amount: debit && !zero ? `-${amount}` : amount,
    bookingDate,
    valueDate,
    reversal: mark.startsWith("R"),
    bankCode: { proprietary: match[5]! },
    description: [customerReference(match[6]), (match[8] ?? "").trim()].filter(Boolean).join(" "),
    location: `line ${field.line}`,
  };
  const bankReference = match[7]?.trim();
  if (bankReference) entry.bankReference = bankReference;
  return entry;
}

/** ":86:" in the structured form German banks use (?20 … ?32 name, ?31 account), else plain text. */
function applyDetails(entry: StatementEntry, text: string) {
  const joined = text.replace(/\n/g, "");
  if (!/^\d{3}\?/.test(joined)) {
    entry.description = [entry.description, text.replace(/\n/g, " ").trim()].filter(Boolean).join(" ");
    return;
  }
  const parts = joined.split("?").slice(1);
  const purpose: string[] = [];
  const name: string[] = [];
  for (const part of parts) {
    const code = Number(part.slice(0, 2));
    const value = part.slice(2);
    if ((code >= 20 && code <= 29) || (code >= 60 && code <= 63)) purpose.push(value);
    else if (code === 32 || code === 33) name.push(value);
    else if (code === 31 && value) entry.counterpartyAccount = value;
  }
  entry.description = [entry.description, purpose.join("")].filter(Boolean).join(" ").trim();
  if (name.length) entry.counterpartyName = name.join("").trim();
}

/** Every statement of an MT940 file (one per :20:), or StatementRefused naming the line. */
export function readMt940(text: string): Statement[] {
  if (/<!DOCTYPE/i.test(text))
    throw new StatementRefused("the file", "expected MT940 text, found an XML document type");
  const statements: Statement[] = [];
  let statement: Statement | undefined;
  let last: StatementEntry | undefined;
  let start = 0;
  const finish = () => {
    if (!statement) return;
    if (!statement.account)
      throw new StatementRefused(`line ${start}`, "the statement starting here has no :25: account");
    if (!statement.opening || !statement.closing)
      throw new StatementRefused(`line ${start}`, "the statement starting here needs both :60F: and :62F: balances");
    assignKeys(statement);
    checkBalances(statement, `the statement starting at line ${start}`);
    statements.push(statement);
  };
  for (const field of fieldsOf(text)) {
    if (field.tag === "20") {
      finish();
      statement = { format: "mt940", account: "", currency: "", id: field.value.trim(), entries: [] };
      start = field.line;
      last = undefined;
      continue;
    }
    if (!statement) refuse(field, "a statement to start with :20:");
    if (field.tag === "25") statement.account = field.value.trim().replace(/\s/g, "");
    else if (field.tag === "60F" || field.tag === "60M") {
      const { currency, ...opening } = readBalance(field);
      statement.opening = opening;
      statement.currency = currency;
    } else if (field.tag === "62F" || field.tag === "62M") {
      const { currency, ...closing } = readBalance(field);
      if (currency !== statement.currency) refuse(field, `the opening balance's currency ${statement.currency}`);
      statement.closing = closing;
      last = undefined; // a :86: after the closing balance describes the statement, not its last entry
    } else if (field.tag === "61") {
      if (!statement.opening) refuse(field, "the opening balance :60F: before the first entry");
      last = readEntry(field, statement);
      statement.entries.push(last);
    } else if (field.tag === "86" && last) applyDetails(last, field.value);
  }
  finish();
  if (statements.length === 0)
    throw new StatementRefused("the file", "expected an MT940 statement starting with :20:, found none");
  return statements;
}
