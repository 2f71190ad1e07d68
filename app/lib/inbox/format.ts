import { countryName } from "~/forms/application/application.schema";
import { FIRM_TIME_ZONE } from "./workflow";

/** Staff-facing formatting: dollars with separators, country names, dates in the firm's time zone. */

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: FIRM_TIME_ZONE,
  timeZoneName: "short",
});
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: FIRM_TIME_ZONE });
const calendarDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export const formatMoney = (dollars: number) => money.format(dollars).replace(/\.00$/, "");

export const formatCountry = (code: string) => countryName(code) ?? code;

/** An instant (ISO text) as the firm reads it, e.g. "May 23, 2025, 9:14 AM EDT". */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : "—");

export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

/** A calendar date without time ("2024-03-15"): shown as written, not shifted by a zone. */
export const formatCalendarDay = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant at which `day` (YYYY-MM-DD) begins in the firm's time zone. */
export function startOfFirmDay(day: string, timeZone: string = FIRM_TIME_ZONE): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date);
  const first = guess - zoneOffsetMs(guess, timeZone);
  // Re-check at the result: a DST change between the guess and the answer moves it.
  return new Date(guess - zoneOffsetMs(first, timeZone));
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const minutes = new Intl.NumberFormat("en-US", { style: "unit", unit: "minute", unitDisplay: "long" });
const seconds = new Intl.NumberFormat("en-US", { style: "unit", unit: "second", unitDisplay: "long" });

/** A configured wait in minutes, as staff read it: "10 minutes", "1 minute", "30 seconds". */
export const formatWait = (waitMinutes: number) =>
  waitMinutes < 1 ? seconds.format(Math.round(waitMinutes * 60)) : minutes.format(waitMinutes);
