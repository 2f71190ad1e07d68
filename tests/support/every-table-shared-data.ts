import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import type { DistinctPerson } from "./personal-data.ts";

/*
 * Fillers for the tables of what a founder shares for underwriting (issue 29): an import of the
 * person's application, a statement, an entry naming them and corrected by them, a KPI month.
 */

type Filler = (handle: DatabaseHandle, person: DistinctPerson) => Promise<void>;
type SharedDataTable = "data_imports" | "data_statements" | "data_entries" | "data_kpi_months" | "data_csv_mappings";

const IMPORT_ID = "00000000-0000-4000-9000-000000000029";
const now = () => new Date().toISOString();

async function personsApplication(db: DatabaseHandle["db"]) {
  const [lead] = await db.selectFrom("applications").select("id").limit(1).execute();
  return lead?.id ?? "";
}

export const SHARED_DATA_FILLERS: Record<SharedDataTable & keyof Database, Filler> = {
  data_imports: async ({ db }, person) => {
    await db
      .insertInto("data_imports")
      .values({
        id: IMPORT_ID,
        application_id: await personsApplication(db),
        kind: "statement",
        format: "mt940",
        file_name: `${person.lastName} bank.sta`,
        sha256: "0".repeat(64),
        entry_count: 1,
        new_entry_count: 1,
        created_at: now(),
      })
      .execute();
  },
  data_statements: async ({ db }, person) => {
    await db
      .insertInto("data_statements")
      .values({
        import_id: IMPORT_ID,
        seq: 1,
        application_id: await personsApplication(db),
        account: `DE89${person.phone.replace(/\D/g, "")}`,
        currency: "EUR",
        statement_ref: person.lastName,
        first_day: "2026-01-05",
        last_day: "2026-01-05",
        opening_balance: "100.00",
        opening_date: "2025-12-31",
        closing_balance: "200.00",
        closing_date: "2026-01-31",
      })
      .execute();
  },
  data_entries: async ({ db }, person) => {
    await db
      .insertInto("data_entries")
      .values({
        import_id: IMPORT_ID,
        seq: 1,
        application_id: await personsApplication(db),
        account: "DE89370400440532013000",
        booking_date: "2026-01-05",
        value_date: null,
        amount: "100.00",
        currency: "EUR",
        reversal: 0,
        bank_reference: null,
        bank_code: "{}",
        counterparty: `${person.firstName} ${person.lastName}`,
        counterparty_account: null,
        description: person.story,
        location: "line 5",
        dedupe_key: `DE89|${person.lastName}`,
        category: "revenue",
        rule_id: "credit",
        rule_reason: "money in that no rule above explains",
        corrected_category: "financing",
        corrected_by: person.email,
        corrected_at: now(),
      })
      .execute();
  },
  data_kpi_months: async ({ db }, person) => {
    await db
      .insertInto("data_kpi_months")
      .values({
        import_id: IMPORT_ID,
        month: "2026-01",
        application_id: await personsApplication(db),
        currency: "EUR",
        figures: JSON.stringify({ note: person.story }),
      })
      .execute();
  },
  data_csv_mappings: async ({ db }) => {
    await db
      .insertInto("data_csv_mappings")
      .values({
        application_id: await personsApplication(db),
        header_signature: "date\u001famount",
        mapping: JSON.stringify({ date: "date", amount: "amount" }),
        updated_at: now(),
      })
      .execute();
  },
};
