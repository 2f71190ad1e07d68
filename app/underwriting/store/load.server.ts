import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import type { Category, ClassifiedEntry } from "#app/underwriting/classification/classify.ts";
import type { KpiMonth } from "#app/underwriting/kpi/kpi-pack-csv.server.ts";
import type { BankTransactionCode, Statement, StatementFormat } from "#app/underwriting/statements/statement.ts";

/*
 * What an application's founder shared, in the shapes the metrics take (app/underwriting/metrics/):
 * statements with their balances, classified entries counted once by their dedupe key (the earliest
 * import holding one wins), and KPI months (a later pack's month replaces an earlier one). An entry's
 * `category` is the founder's correction where there is one; `ruleCategory` and `rule` say what the
 * rules gave, so staff see both.
 */

export interface StoredEntry extends ClassifiedEntry {
  importId: string;
  seq: number;
  ruleCategory: Category;
  correction?: { category: Category; by: string; at: string };
}

export interface UnderwritingData {
  statements: Statement[];
  entries: StoredEntry[];
  kpiMonths: KpiMonth[];
}

const FORMATS: Record<string, StatementFormat> = { "camt.053": "camt.053", "camt.053-zip": "camt.053", mt940: "mt940" };

async function importOrder(db: Kysely<Database>, applicationId: string) {
  const imports = await db
    .selectFrom("data_imports")
    .select(["id", "format"])
    .where("application_id", "=", applicationId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return new Map(imports.map((row, rank) => [row.id, { rank, format: FORMATS[row.format] ?? "csv" }]));
}

export async function loadUnderwritingData(db: Kysely<Database>, applicationId: string): Promise<UnderwritingData> {
  const order = await importOrder(db, applicationId);
  const rankOf = (importId: string) => order.get(importId)?.rank ?? Number.MAX_SAFE_INTEGER;
  const statementRows = await db
    .selectFrom("data_statements")
    .selectAll()
    .where("application_id", "=", applicationId)
    .execute();
  const statements = statementRows
    .sort((a, b) => rankOf(a.import_id) - rankOf(b.import_id) || a.seq - b.seq)
    .map((row): Statement => {
      const statement: Statement = {
        format: order.get(row.import_id)?.format ?? "csv",
        account: row.account,
        currency: row.currency,
        entries: [],
      };
      if (row.statement_ref) statement.id = row.statement_ref;
      if (row.opening_balance && row.opening_date)
        statement.opening = { amount: row.opening_balance, date: row.opening_date };
      if (row.closing_balance && row.closing_date)
        statement.closing = { amount: row.closing_balance, date: row.closing_date };
      return statement;
    });

  const entryRows = await db
    .selectFrom("data_entries")
    .selectAll()
    .where("application_id", "=", applicationId)
    .execute();
  entryRows.sort((a, b) => rankOf(a.import_id) - rankOf(b.import_id) || a.seq - b.seq);
  const seen = new Set<string>();
  const entries: StoredEntry[] = [];
  for (const row of entryRows) {
    if (seen.has(row.dedupe_key)) continue;
    seen.add(row.dedupe_key);
    const ruleCategory = row.category as Category;
    const entry: StoredEntry = {
      key: row.dedupe_key,
      account: row.account,
      currency: row.currency,
      amount: row.amount,
      bookingDate: row.booking_date,
      reversal: row.reversal === 1,
      bankCode: JSON.parse(row.bank_code) as BankTransactionCode,
      description: row.description,
      location: row.location,
      category: (row.corrected_category as Category | null) ?? ruleCategory,
      rule: { id: row.rule_id, reason: row.rule_reason },
      importId: row.import_id,
      seq: row.seq,
      ruleCategory,
    };
    if (row.value_date) entry.valueDate = row.value_date;
    if (row.bank_reference) entry.bankReference = row.bank_reference;
    if (row.counterparty) entry.counterpartyName = row.counterparty;
    if (row.counterparty_account) entry.counterpartyAccount = row.counterparty_account;
    if (row.corrected_category && row.corrected_by && row.corrected_at)
      entry.correction = { category: row.corrected_category as Category, by: row.corrected_by, at: row.corrected_at };
    entries.push(entry);
  }
  entries.sort((a, b) => (a.bookingDate < b.bookingDate ? -1 : a.bookingDate > b.bookingDate ? 1 : 0));

  const kpiRows = await db
    .selectFrom("data_kpi_months")
    .selectAll()
    .where("application_id", "=", applicationId)
    .execute();
  kpiRows.sort((a, b) => rankOf(a.import_id) - rankOf(b.import_id));
  const byMonth = new Map<string, KpiMonth>();
  for (const row of kpiRows)
    byMonth.set(row.month, {
      month: row.month,
      currency: row.currency,
      ...(JSON.parse(row.figures) as Omit<KpiMonth, "month" | "currency">),
    });
  const kpiMonths = [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
  return { statements, entries, kpiMonths };
}
