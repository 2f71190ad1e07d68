/*
 * The ECB's euro foreign exchange reference rates file (eurofxref-daily.xml): one day, each
 * currency as units per euro. Read with a strict pattern rather than an XML library: the file's
 * shape has been the same since 2002, and anything else is refused rather than half-read.
 */

export interface EcbRates {
  /** "YYYY-MM-DD", the day the rates were published for. */
  date: string;
  /** Units of each currency per euro, e.g. { USD: 1.0887, GBP: 0.85503 }. */
  rates: Record<string, number>;
}

export function parseEcbRates(xml: string): EcbRates {
  const day = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]\s*>/.exec(xml);
  if (!day?.[1]) throw new Error("The ECB file names no day (no <Cube time='YYYY-MM-DD'>).");
  const rates: Record<string, number> = {};
  for (const match of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]\s*\/>/g)) {
    const rate = Number(match[2]);
    if (!(rate > 0) || !Number.isFinite(rate)) throw new Error(`The ECB file gives ${match[1]} an unreadable rate.`);
    rates[match[1]!] = rate;
  }
  if (Object.keys(rates).length === 0) throw new Error("The ECB file holds no rates.");
  return { date: day[1], rates };
}
