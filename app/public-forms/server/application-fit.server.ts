import type { Kysely } from "kysely";
import { indicativeFitCopy } from "#app/content/shared/indicative-fit/data.ts";
import { storedFitMoney } from "#app/shared/venture-debt/fit-money.ts";
import { describeFit, type FitInWords, type IndicativeFit } from "#app/shared/venture-debt/indicative-fit.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { leadRef, logger } from "#app/platform/logger.server.ts";

/** The fit stored with an application; undefined for rows from before migration 007. */
export async function readApplicationFit(db: Kysely<Database>, id: string): Promise<IndicativeFit | undefined> {
  return (await readStoredFit(db, id))?.fit;
}

/** The stored fit and its application's currency, which words a fit stored before it kept its rate. */
async function readStoredFit(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom("applications")
    .select(["indicative_fit", "currency", "rate_date"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.indicative_fit
    ? { fit: JSON.parse(row.indicative_fit) as IndicativeFit, currency: row.currency, rateDate: row.rate_date }
    : undefined;
}

/**
 * Step 3's "Your indicative fit", read back from the stored row so a repeated submit shows what
 * the first one stored. The application is already in, so a failed read only leaves the fit out.
 */
export async function storedFitInWords(leadId: string): Promise<FitInWords | undefined> {
  try {
    const stored = await readStoredFit(getDatabase().db, leadId);
    return (
      stored &&
      describeFit(stored.fit, indicativeFitCopy, storedFitMoney(stored.fit.money, stored.currency, stored.rateDate))
    );
  } catch (error) {
    logger.warn({ err: error, leadRef: leadRef(leadId) }, "stored indicative fit could not be read");
    return undefined;
  }
}
