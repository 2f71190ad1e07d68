/* What a founder shares for underwriting (migrations 027, 028; decision 084). Amounts are decimal text. */

export type DataImportKind = "statement" | "kpi";

/** One uploaded file, read whole or refused whole. */
export interface DataImportTable {
  id: string;
  application_id: string;
  kind: DataImportKind;
  /** "camt.053", "camt.053-zip", "mt940", "csv", "kpi-csv", "kpi-xlsx". */
  format: string;
  file_name: string;
  /** Hex SHA-256 of the file's bytes: the same file twice is one import. */
  sha256: string;
  entry_count: number;
  /** Entries no earlier import of the application had (by dedupe key), when it was stored. */
  new_entry_count: number;
  created_at: string;
}

export interface DataStatementTable {
  import_id: string;
  seq: number;
  application_id: string;
  account: string;
  currency: string;
  statement_ref: string | null;
  /** The first and last booking day of its entries, "YYYY-MM-DD". */
  first_day: string | null;
  last_day: string | null;
  opening_balance: string | null;
  opening_date: string | null;
  closing_balance: string | null;
  closing_date: string | null;
}

export interface DataEntryTable {
  import_id: string;
  seq: number;
  application_id: string;
  account: string;
  booking_date: string;
  value_date: string | null;
  amount: string;
  currency: string;
  /** 1 when the entry reverses an earlier one. */
  reversal: number;
  bank_reference: string | null;
  /** JSON of the bank transaction code. */
  bank_code: string;
  counterparty: string | null;
  counterparty_account: string | null;
  description: string;
  location: string;
  dedupe_key: string;
  /** The category the rules gave, and the rule. */
  category: string;
  rule_id: string;
  rule_reason: string;
  /** The founder's correction, kept beside the rules' category: staff see both. */
  corrected_category: string | null;
  corrected_by: string | null;
  corrected_at: string | null;
}

/** One month of a KPI pack; `figures` is JSON of decimal text by field. */
export interface DataKpiMonthTable {
  import_id: string;
  month: string;
  application_id: string;
  currency: string;
  figures: string;
}

export interface DataCsvMappingTable {
  application_id: string;
  header_signature: string;
  /** JSON of the CsvMapping, without the account. */
  mapping: string;
  updated_at: string;
}
