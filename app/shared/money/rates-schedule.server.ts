/*
 * When the daily ECB rates job runs (decision 077). The ECB publishes its reference rates on
 * working days at about 16:00 CET; 15:30 UTC is after that in winter (16:30 CET) and summer
 * (17:30 CEST), so one time serves the year without a time-zone table.
 */

export const PUBLICATION_CHECK_UTC = { hour: 15, minute: 30 };
/** First retry after a failed run; doubles per failure up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 15 * 60_000;
export const RETRY_MAX_MS = 6 * 60 * 60_000;
/** Rates older than this are stale: the job logs a warning (and /metrics shows their age). */
export const STALE_AFTER_DAYS = 7;

/** The first weekday 15:30 UTC strictly after `now`. */
export function nextPublicationCheck(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(PUBLICATION_CHECK_UTC.hour, PUBLICATION_CHECK_UTC.minute, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  // Saturday (6) and Sunday (0) have no rates.
  while (next.getUTCDay() === 6 || next.getUTCDay() === 0) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** The wait before the next try after `failures` failed runs in a row. */
export const retryDelayAfter = (failures: number, baseMs = RETRY_BASE_MS) =>
  Math.min(RETRY_MAX_MS, baseMs * 2 ** Math.max(0, failures - 1));

/** Whole days from the ECB day `rateDate` (its 00:00 UTC) to `now`. */
export const rateAgeDays = (rateDate: string, now: Date) =>
  Math.floor((now.getTime() - Date.parse(`${rateDate}T00:00:00Z`)) / 86_400_000);
