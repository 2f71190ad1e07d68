/*
 * The firm publishes its criteria in US dollars (the seed's words). Issue 26: a European founder reads
 * each beside its euro value. The content pages are prerendered without a database (decisions 064,
 * 065), so the euro values come from one stated ECB day, the sample rates of the README, and are
 * rounded and called approximate; the day is named once, beside them.
 */

/** The ECB day and rate the published euro values use (tests/fixtures/ecb/eurofxref-daily.xml). */
export const publishedRate = { date: "2024-03-15", usdPerEuro: 1.0887 };

const calendarDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** The words for an amount of dollars or euros, as the firm writes them: "$5M", "€4.6M"; "$2 million", "€1.8 million". */
export type AmountStyle = "short" | "words";
const written = (sign: string, amount: number, style: AmountStyle) =>
  `${sign}${oneDecimal.format(amount / 1_000_000)}${style === "short" ? "M" : " million"}`;

/** "$5M": a published dollar amount as the firm writes it. */
export const publishedDollars = (usd: number, style: AmountStyle = "short") => written("$", usd, style);
/** "€4.6M": a published dollar amount in euros at the published rate. */
export const publishedEuros = (usd: number, style: AmountStyle = "short") =>
  written("€", usd / publishedRate.usdPerEuro, style);
/** Said once beside the euro values: they are approximate, and at which ECB day. */
export const publishedRateNote = `Euro figures are approximate, at the ECB reference rate of ${calendarDay.format(new Date(`${publishedRate.date}T00:00:00Z`))}.`;
