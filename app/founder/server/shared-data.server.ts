import { type Kysely, sql } from "kysely";
import { z } from "zod";
import { currencyCodes } from "#app/shared/money/currencies.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { normaliseEmail } from "#app/staff/server/auth.server.ts";
import type { CsvMapping } from "#app/underwriting/statements/csv.server.ts";
import { loadUnderwritingData } from "#app/underwriting/store/load.server.ts";
import { listImports } from "#app/underwriting/store/manage.server.ts";

/* The founder's "Your data" page: their own application's imports and entries, a page of entries at a time. */

export const ENTRIES_PER_PAGE = 50;

/** The founder's application by id (with its currency), or undefined when it is not theirs. */
export async function ownApplicationForData(db: Kysely<Database>, email: string, applicationId: string) {
  return db
    .selectFrom("applications")
    .select(["id", "business_name", "status", "currency"])
    .where("id", "=", applicationId)
    .where(sql<boolean>`lower(applicant_email) = ${normaliseEmail(email)}`)
    .executeTakeFirst();
}

export async function sharedDataPage(db: Kysely<Database>, applicationId: string, from: number) {
  const imports = await listImports(db, applicationId);
  const { entries } = await loadUnderwritingData(db, applicationId);
  const start = Math.min(Math.max(0, from), Math.max(0, entries.length - 1));
  return {
    imports,
    totalEntries: entries.length,
    from: start,
    entries: entries.slice(start, start + ENTRIES_PER_PAGE).map((entry) => ({
      importId: entry.importId,
      seq: entry.seq,
      date: entry.bookingDate,
      amount: entry.amount,
      currency: entry.currency,
      counterparty: entry.counterpartyName ?? null,
      description: entry.description,
      category: entry.category,
      ruleCategory: entry.ruleCategory,
      reason: entry.rule.reason,
      corrected: Boolean(entry.correction),
    })),
  };
}

const column = z.string().trim().min(1).max(200);
const optionalColumn = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

const mappingFields = z
  .object({
    date: column,
    amount: column,
    currency: optionalColumn,
    defaultCurrency: z
      .enum(currencyCodes)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    counterparty: optionalColumn,
    description: optionalColumn,
    dateFormat: z.enum(["DD.MM.YYYY", "YYYY-MM-DD", "DD/MM/YYYY"]),
    decimalMark: z.enum([",", "."]),
    account: z
      .string()
      .transform((value) => value.replace(/\s/g, "").toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{5,34}$/)),
  })
  .refine((mapping) => mapping.currency || mapping.defaultCurrency);

/** The CSV mapping the form sent ("mapping.*" fields): undefined when none was sent, "invalid" when incomplete. */
export function mappingFrom(fields: ReadonlyMap<string, string>): CsvMapping | "invalid" | undefined {
  if (!fields.has("mapping.date")) return undefined;
  const raw = Object.fromEntries(
    [...fields].filter(([name]) => name.startsWith("mapping.")).map(([name, value]) => [name.slice(8), value]),
  );
  const parsed = mappingFields.safeParse(raw);
  return parsed.success ? (parsed.data as CsvMapping) : "invalid";
}

/** The KPI pack's currency and decimal mark from the form, else the application's currency and a point. */
export function kpiOptions(fields: ReadonlyMap<string, string>, applicationCurrency: string) {
  const currency = z.enum(currencyCodes).safeParse(fields.get("currency"));
  return {
    currency: currency.success ? currency.data : applicationCurrency,
    decimalMark: fields.get("decimalMark") === "," ? ("," as const) : ("." as const),
  };
}
