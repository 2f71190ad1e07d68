import { readFileSync } from "node:fs";
import { CAMT_TAIL, camtBalanceXml, camtEntryXml, camtHead, type GeneratedEntry } from "./generate-camt.ts";

/* Small files a founder would share, for the store's tests and the browser test of "Your data". */

export const FIXTURES = new URL("../../fixtures/statements/", import.meta.url);

/** The MT940 fixture: two statements of one account, January and February 2026, five entries. */
export const mt940JanFeb = () => readFileSync(new URL("jan-feb.sta", FIXTURES));
export const mt940Unbalanced = () => readFileSync(new URL("unbalanced.sta", FIXTURES));

/** A camt.053 statement of these entries, its balances agreeing with them (opening 1,000.00). */
export function camtFile(entries: GeneratedEntry[], options: { iban?: string; id?: string } = {}): Buffer {
  const opening = 100_000n;
  const cents = (entry: GeneratedEntry) => BigInt(entry.amount.replace(".", "")) * (entry.credit ? 1n : -1n);
  const closing = entries.reduce((total, entry) => total + cents(entry), opening);
  const days = entries.map((entry) => entry.day).sort();
  return Buffer.from(
    camtHead(options.iban ?? "DE89370400440532013000", options.id ?? "STMT-1") +
      camtBalanceXml("OPBD", opening, days[0] ?? "2026-01-01") +
      entries.map((entry) => camtEntryXml(entry)).join("") +
      camtBalanceXml("CLBD", closing, days.at(-1) ?? "2026-01-31") +
      CAMT_TAIL,
  );
}

export const camtEntries: GeneratedEntry[] = [
  { amount: "4000.00", credit: true, day: "2026-03-02", reference: "REF-0001", text: "Kunde Zwei AG" },
  { amount: "1500.00", credit: false, day: "2026-03-10", reference: "REF-0002", text: "Hetzner Online" },
  { amount: "4100.00", credit: true, day: "2026-04-02", reference: "REF-0003", text: "Kunde Zwei AG" },
];

/** The firm's KPI pack, CSV with decimal commas, four months. */
export const kpiPackCsv = [
  "KPI;2026-01;2026-02;2026-03;2026-04",
  "Recurring revenue;10.000,00;11.000,00;12.000,00;13.500,50",
  "Other revenue;500;0;0;250",
  "Cost of sales;2.000;2.100;2.200;2.300",
  "Operating costs;30.000;30.000;31.000;31.000",
  "Cash at month end;500.000;478.900;458.100;437.150,50",
  "Headcount;12;12;13;13",
  "Customers;40;42;45;47",
  "Largest customer share;12 %;11 %;11 %;10,5 %",
  "Five largest customers share;40 %;39 %;38 %;37 %",
].join("\r\n");

/** A camt.053 that declares a document type (an XXE or "billion laughs" carrier). */
export const camtWithDoctype = Buffer.from(
  '<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Document><BkToCstmrStmt>&x;</BkToCstmrStmt></Document>\n',
);

/** A bank CSV whose text would run as a formula in a spreadsheet. */
export const formulaCsv = Buffer.from(
  'Buchungstag;Betrag;Empfänger;Verwendungszweck\r\n05.01.2026;100,00;=HYPERLINK("http://x.example");Rechnung\r\n',
);
