import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { type ClassificationSettings, classifyEntry } from "#app/underwriting/classification/classify.ts";
import type { Statement, StatementEntry } from "#app/underwriting/statements/statement.ts";

/*
 * Writes an import's entries in batches inside its transaction, so a reader that hands entries over
 * as it reads them (camt.053's onEntry) keeps memory flat: at most one batch is held at a time.
 */

const BATCH = 400;

export class EntryRows {
  private batch: StatementEntry[] = [];
  private seq = 0;
  private statementSeq = 0;
  /** Entries stored, and of them those no earlier import of the application had. */
  count = 0;
  fresh = 0;
  /** Booking days seen per account, for each statement's period. */
  private readonly days = new Map<string, { first: string; last: string }>();

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly target: { importId: string; applicationId: string },
    private readonly settings: ClassificationSettings,
  ) {}

  /** Keeps the entry; `flush` writes what is kept. */
  add(entry: StatementEntry) {
    this.batch.push(entry);
    const span = this.days.get(entry.account);
    if (!span) this.days.set(entry.account, { first: entry.bookingDate, last: entry.bookingDate });
    else {
      if (entry.bookingDate < span.first) span.first = entry.bookingDate;
      if (entry.bookingDate > span.last) span.last = entry.bookingDate;
    }
  }

  /** Writes the batch when it is full, or whatever is held with `force`. */
  async flush(force = false) {
    if (this.batch.length === 0 || (!force && this.batch.length < BATCH)) return;
    const entries = this.batch;
    this.batch = [];
    for (let start = 0; start < entries.length; start += BATCH) await this.write(entries.slice(start, start + BATCH));
  }

  private async write(entries: StatementEntry[]) {
    const { importId, applicationId } = this.target;
    const keys = [...new Set(entries.map((entry) => entry.key))];
    const known = new Set(
      (
        await this.trx
          .selectFrom("data_entries")
          .select("dedupe_key")
          .where("application_id", "=", applicationId)
          .where("dedupe_key", "in", keys)
          .execute()
      ).map((row) => row.dedupe_key),
    );
    const rows = entries.map((entry) => {
      const classified = classifyEntry(entry, this.settings);
      if (!known.has(entry.key)) {
        this.fresh++;
        known.add(entry.key);
      }
      return {
        import_id: importId,
        seq: ++this.seq,
        application_id: applicationId,
        account: entry.account,
        booking_date: entry.bookingDate,
        value_date: entry.valueDate ?? null,
        amount: entry.amount,
        currency: entry.currency,
        reversal: entry.reversal ? 1 : 0,
        bank_reference: entry.bankReference ?? null,
        bank_code: JSON.stringify(entry.bankCode),
        counterparty: entry.counterpartyName ?? null,
        counterparty_account: entry.counterpartyAccount ?? null,
        description: entry.description,
        location: entry.location,
        dedupe_key: entry.key,
        category: classified.category,
        rule_id: classified.rule.id,
        rule_reason: classified.rule.reason,
        corrected_category: null,
        corrected_by: null,
        corrected_at: null,
      };
    });
    await this.trx.insertInto("data_entries").values(rows).execute();
    this.count += rows.length;
  }

  /** Stores a statement's account, period and balances (its entries go through `add`). */
  async statement(statement: Statement) {
    // Whole readers keep each statement's entries; a streamed file gives the account's span in the file.
    const days = statement.entries.map((entry) => entry.bookingDate).sort();
    const span = days.length > 0 ? { first: days[0]!, last: days.at(-1)! } : this.days.get(statement.account);
    await this.trx
      .insertInto("data_statements")
      .values({
        import_id: this.target.importId,
        seq: ++this.statementSeq,
        application_id: this.target.applicationId,
        account: statement.account,
        currency: statement.currency,
        statement_ref: statement.id ?? null,
        first_day: span?.first ?? statement.opening?.date ?? null,
        last_day: span?.last ?? statement.closing?.date ?? null,
        opening_balance: statement.opening?.amount ?? null,
        opening_date: statement.opening?.date ?? null,
        closing_balance: statement.closing?.amount ?? null,
        closing_date: statement.closing?.date ?? null,
      })
      .execute();
  }
}
