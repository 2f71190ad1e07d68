/*
 * The days a staff date filter may name (the list's from/to, the dashboard's period). A day is
 * turned into instants in the firm's time zone, and the day after `to` too, so the last day must
 * have a next one that JavaScript dates still write as YYYY-MM-DD: 9999-12-31 did not (a 500,
 * issue 26). Years below 1900 are refused as well: Date.UTC reads years 0 to 99 as 1900 to 1999.
 */
export const FIRST_FILTER_DAY = "1900-01-01";
export const LAST_FILTER_DAY = "9999-12-30";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (no 30 February) as YYYY-MM-DD, between the first and last filter day. */
export function isFilterDay(day: string): boolean {
  if (!DAY_PATTERN.test(day) || day < FIRST_FILTER_DAY || day > LAST_FILTER_DAY) return false;
  const date = new Date(`${day}T00:00:00Z`);
  // Month 13 is no date at all (toISOString would throw); 30 February rolls into March.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
