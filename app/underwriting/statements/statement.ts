/*
 * What every statement reader returns (camt.053, MT940, CSV): accounts, balances and entries with
 * amounts as decimal text, and where in the file each came from. A reader returns every statement
 * of a file or throws StatementRefused; it never returns part of a file.
 */

export type StatementFormat = "camt.053" | "mt940" | "csv";

export interface BankTransactionCode {
  /** ISO 20022 domain, family and sub-family codes ("PMNT", "ICDT", "SALA"). */
  domain?: string;
  family?: string;
  subFamily?: string;
  /** A bank's own code (camt Prtry/Cd, MT940's transaction type such as "NTRF"). */
  proprietary?: string;
}

export interface StatementEntry {
  /** What identifies this entry across files: the bank's reference, or a key built from its fields. */
  key: string;
  account: string;
  currency: string;
  /** Signed decimal text: credits positive, debits negative ("-1234.50"). */
  amount: string;
  /** "YYYY-MM-DD". */
  bookingDate: string;
  valueDate?: string;
  /** The entry reverses an earlier one (camt RvslInd, MT940 "RC"/"RD"). */
  reversal: boolean;
  /** The bank's own reference (camt AcctSvcrRef, MT940 bank reference); text, never a number. */
  bankReference?: string;
  bankCode: BankTransactionCode;
  counterpartyName?: string;
  counterpartyAccount?: string;
  description: string;
  /** Where in the file the entry is: "line 14", "row 3", "statement.xml line 40". */
  location: string;
}

export interface Balance {
  /** Signed decimal text. */
  amount: string;
  date: string;
}

export interface Statement {
  format: StatementFormat;
  /** IBAN, or the account identification the bank gives. */
  account: string;
  currency: string;
  /** The statement's own identification (camt Stmt/Id, MT940 :20:). */
  id?: string;
  opening?: Balance;
  closing?: Balance;
  entries: StatementEntry[];
}

/** A file the reader will not take; the message names where and what was expected. */
export class StatementRefused extends Error {
  readonly where: string;
  readonly problem: string;

  constructor(where: string, problem: string) {
    super(`${where}: ${problem}`);
    this.where = where;
    this.problem = problem;
    this.name = "StatementRefused";
  }
}

/** Signed decimal text: a sign, digits, at most one "." and up to 5 decimals (camt allows 5). */
export const DECIMAL_TEXT = /^-?\d{1,18}(?:\.\d{1,5})?$/;

/** "YYYY-MM-DD" naming a real day. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
