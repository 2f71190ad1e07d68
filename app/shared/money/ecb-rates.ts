import { type CurrencyCode, currencyCodes } from "./currencies.ts";
import { XmlRefused, readStrictXml } from "./strict-xml.ts";

/*
 * The ECB's euro foreign exchange reference rates (eurofxref-daily.xml, or the 90-day file): each
 * currency as units per euro, one block per day. Decision 077: read with a strict reader that
 * interprets no DTD or entity; only the newest day's block is kept, only the currencies the product
 * supports, each with a plausible rate, on a real day that is not in the future.
 */

export interface EcbRates {
  /** "YYYY-MM-DD", the day the rates were published for. */
  date: string;
  /** Units of each supported currency per euro, e.g. { USD: 1.0887, GBP: 0.85503 }. */
  rates: Record<string, number>;
}

/** The ECB's daily file; ECB_RATES_URL overrides it (tests serve a fixture from a local server). */
export const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

/** Why a file or a day was not loaded; the message says what to look at. */
export class EcbFileRefused extends Error {}

/** The 90-day file is about 80 KB; a file far larger is not the ECB's. */
export const MAX_ECB_FILE_BYTES = 1024 * 1024;
/** A reference rate moves by a few per cent a day; a larger move is a broken file, not a market. */
export const MAX_DAILY_MOVE = 0.2;
/** Compare with the previous day only when it is this recent; after a longer gap, the bounds alone apply. */
export const COMPARABLE_DAYS = 14;
/** The first day of the ECB's reference rates. */
const FIRST_ECB_DAY = "1999-01-04";
/** Every supported currency's rate lies far inside these bounds (HUF is about 400 per euro). */
const LOWEST_RATE = 0.001;
const HIGHEST_RATE = 100_000;
const RATE_TEXT = /^\d{1,6}(?:\.\d{1,6})?$/;

/** The currencies the product supports, other than the euro the rates are quoted against. */
export const ecbCurrencies = currencyCodes.filter((code): code is Exclude<CurrencyCode, "EUR"> => code !== "EUR");

/** "YYYY-MM-DD" that names a real calendar day. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** Every day's block of the file, as written: date → currency → rate text. */
function readDays(xml: string): Map<string, Map<string, string>> {
  const days = new Map<string, Map<string, string>>();
  let day: Map<string, string> | undefined;
  let dayDepth = 0;
  let depth = 0;
  for (const event of readStrictXml(xml)) {
    if (event.kind === "close") {
      if (depth-- === dayDepth) day = undefined;
      continue;
    }
    depth++;
    if (event.name !== "Cube") continue;
    const { time, currency, rate } = event.attributes;
    if (time !== undefined) {
      if (day) throw new EcbFileRefused("The ECB file nests one day inside another.");
      if (days.has(time)) throw new EcbFileRefused(`The ECB file gives the day ${time} twice.`);
      day = new Map();
      dayDepth = depth;
      days.set(time, day);
    } else if (currency !== undefined) {
      if (!day) throw new EcbFileRefused(`The ECB file gives ${currency} a rate outside any day.`);
      if (day.has(currency)) throw new EcbFileRefused(`The ECB file gives ${currency} twice in one day.`);
      day.set(currency, rate ?? "");
    }
  }
  return days;
}

/** A supported currency's rate, or why it is refused. */
function readRate(code: string, text: string | undefined): number {
  if (text === undefined) throw new EcbFileRefused(`The ECB file gives no rate for ${code}.`);
  const rate = Number(text);
  if (!RATE_TEXT.test(text) || !(rate >= LOWEST_RATE && rate <= HIGHEST_RATE))
    throw new EcbFileRefused(`The ECB file gives ${code} the implausible rate "${text}".`);
  return rate;
}

/**
 * The newest day's rates of an ECB file. `today` (UTC) bounds the day: rates are never published
 * ahead. Throws EcbFileRefused naming the problem; nothing is half-read.
 */
export function parseEcbRates(xml: string, today: Date = new Date()): EcbRates {
  if (xml.length > MAX_ECB_FILE_BYTES) throw new EcbFileRefused("The ECB file is too large to be the ECB's.");
  let days: Map<string, Map<string, string>>;
  try {
    days = readDays(xml);
  } catch (error) {
    if (error instanceof XmlRefused) throw new EcbFileRefused(`The ECB file is not plain XML: ${error.message}.`);
    throw error;
  }
  const dates = [...days.keys()];
  if (dates.length === 0) throw new EcbFileRefused("The ECB file names no day (no <Cube time='YYYY-MM-DD'>).");
  for (const date of dates)
    if (!isCalendarDay(date)) throw new EcbFileRefused(`The ECB file names "${date}", which is not a day.`);
  const date = dates.reduce((newest, next) => (next > newest ? next : newest));
  if (date < FIRST_ECB_DAY) throw new EcbFileRefused(`The ECB file's day ${date} is before the euro.`);
  if (date > today.toISOString().slice(0, 10)) throw new EcbFileRefused(`The ECB file's day ${date} is in the future.`);
  const written = days.get(date)!;
  if (written.has("EUR")) throw new EcbFileRefused("The ECB file gives EUR a rate, but every rate is per euro.");
  for (const code of written.keys())
    if (!/^[A-Z]{3}$/.test(code)) throw new EcbFileRefused(`The ECB file names "${code}", which is no currency code.`);
  const rates: Record<string, number> = {};
  for (const code of ecbCurrencies) {
    if (!written.has(code)) throw new EcbFileRefused(`The ECB file's day ${date} has no rate for ${code}.`);
    rates[code] = readRate(code, written.get(code));
  }
  return { date, rates };
}

const DAY_MS = 86_400_000;

/**
 * Refuses a day whose rate for any currency moved more than MAX_DAILY_MOVE from `previous`, the
 * latest stored day before it, when that day is at most COMPARABLE_DAYS older.
 */
export function checkAgainstPreviousDay(
  ecb: EcbRates,
  previous: { date: string; perEuro: Record<string, number> } | undefined,
) {
  if (!previous || previous.date >= ecb.date) return;
  const gapDays = (Date.parse(ecb.date) - Date.parse(previous.date)) / DAY_MS;
  if (gapDays > COMPARABLE_DAYS) return;
  for (const [code, rate] of Object.entries(ecb.rates)) {
    const before = previous.perEuro[code];
    if (before === undefined) continue;
    const move = Math.abs(rate / before - 1);
    if (move > MAX_DAILY_MOVE)
      throw new EcbFileRefused(
        `The ECB rate for ${code} on ${ecb.date} (${rate}) is ${Math.round(move * 100)} % away from ${previous.date}'s (${before}); not loaded.`,
      );
  }
}
