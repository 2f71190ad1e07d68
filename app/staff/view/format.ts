import { countryName } from "#app/public-forms/application/application.schema.ts";
import { FIRM_TIME_ZONE } from "./time-zone.ts";

/**
 * Staff-facing formatting: amounts in their currency, country names, and dates as "15 Mar 2024" in the
 * reader's time zone (each staff member picks theirs; FIRM_TIME_ZONE is the default, issue 20).
 */

/**
 * en-GB Intl (ICU 72 and later) abbreviates September "Sept" beside "Aug" and "Oct"; every date staff
 * read passes through here, so the months stay three letters alike (issue 26).
 */
const threeLetterMonths = (text: string) => text.replace(/\bSept\b/g, "Sep");

const moneyFormats = new Map<string, Intl.NumberFormat>();
const calendarDay = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const calendarMonth = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

const formatters = new Map<string, { dateTime: (date: Date) => string; date: (date: Date) => string }>();

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};
/** "GMT-5", "GMT+5:30": an offset, which names no place a reader knows. */
const BARE_OFFSET = /^(?:GMT|UTC)[+-]/;

/**
 * A zone's name at an instant, as readers know it, from Intl alone: the British short name (BST,
 * CET), else the American one (EST, PDT), else the long name ("Japan Standard Time", "Morocco Time"). en-GB knows
 * only Europe's abbreviations and en-US only America's; each gives the other's as a bare offset.
 */
function zoneNamer(timeZone: string) {
  const namers = [
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }),
    new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "long" }),
    // A few zones have no long name of their own but a place's ("Morocco Time").
    new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longGeneric" }),
  ];
  return (date: Date, british: string) => {
    if (!BARE_OFFSET.test(british)) return british;
    for (const namer of namers) {
      const name = namer.formatToParts(date).find((part) => part.type === "timeZoneName")?.value;
      if (name && !BARE_OFFSET.test(name)) return name;
    }
    return british;
  };
}

/** One set of formatters per zone, made once: building an Intl formatter costs more than using it. */
function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    const british = new Intl.DateTimeFormat("en-GB", { ...DATE_TIME, timeZone, timeZoneName: "short" });
    const nameOf = zoneNamer(timeZone);
    const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone });
    pair = {
      dateTime: (date) =>
        british
          .formatToParts(date)
          .map((part) => (part.type === "timeZoneName" ? nameOf(date, part.value) : threeLetterMonths(part.value)))
          .join(""),
      date: (date) => threeLetterMonths(day.format(date)),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

/**
 * An amount in its currency (ISO code; rows from before issue 18 are in dollars): "€1,250,000",
 * "US$1,250,000.50". en-GB, so the dollar reads "US$" beside euros and francs.
 */
export function formatMoney(amount: number, currency: string = "USD"): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 2 });
    moneyFormats.set(currency, format);
  }
  return format.format(amount).replace(/\.00$/, "");
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/** An amount in a list's cell, to three figures: "€6.75M", "US$950K" (the lead page has it in full). */
export function formatCompactMoney(amount: number, currency: string = "USD"): string {
  let format = compactFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency,
      notation: "compact",
      maximumSignificantDigits: 3,
    });
    compactFormats.set(currency, format);
  }
  return format.format(amount);
}

/** An amount converted at a reference rate, in whole units: its cents would claim a precision it lacks. */
export const formatConverted = (amount: number, currency: string) => formatMoney(Math.round(amount), currency);

export const formatCountry = (code: string) => countryName(code) ?? code;

/** An instant (ISO text) in the reader's zone, e.g. "23 May 2025, 09:14 BST", "4 Mar 2025, 07:00 EST". */
export const formatDateTime = (iso: string | null | undefined, timeZone: string = FIRM_TIME_ZONE) =>
  iso ? formattersFor(timeZone).dateTime(new Date(iso)) : "—";

/** An instant's day in the reader's zone, e.g. "23 May 2025". */
export const formatDate = (iso: string, timeZone: string = FIRM_TIME_ZONE) =>
  formattersFor(timeZone).date(new Date(iso));

/** A calendar date without time ("2024-03-15"): shown as written ("15 Mar 2024"), not shifted by a zone. */
export const formatCalendarDay = (day: string) => threeLetterMonths(calendarDay.format(new Date(`${day}T00:00:00Z`)));

/** A calendar month ("2017-08", or a day of it, "2017-08-14") as "Aug 2017"; anything else as written. */
export const formatCalendarMonth = (month: string) =>
  /^\d{4}-(?:0[1-9]|1[0-2])(?:-\d{2})?$/.test(month)
    ? threeLetterMonths(calendarMonth.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`)))
    : month;

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
