/**
 * The currencies founders may state their figures in, and the one each country's
 * founders most likely think in. The application's currency select, the calculator's
 * and the server's schema read these lists; the order is the order offered.
 */
export const currencyCodes = ["EUR", "GBP", "CHF", "SEK", "DKK", "NOK", "PLN", "CZK", "HUF", "RON", "USD"] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export const currencyNames: Record<CurrencyCode, string> = {
  EUR: "Euro",
  GBP: "Pound sterling",
  CHF: "Swiss franc",
  SEK: "Swedish krona",
  DKK: "Danish krone",
  NOK: "Norwegian krone",
  // English names, as the EU Interinstitutional Style Guide writes them: "zloty" asks for no Latin Extended font.
  PLN: "Polish zloty",
  CZK: "Czech koruna",
  HUF: "Hungarian forint",
  RON: "Romanian leu",
  USD: "US dollar",
};

/** How a sentence names an amount's currency: "You typed pounds, but your figures are in euros". */
export const currencyPlurals: Record<CurrencyCode, string> = {
  EUR: "euros",
  GBP: "pounds",
  CHF: "Swiss francs",
  SEK: "Swedish kronor",
  DKK: "Danish kroner",
  NOK: "Norwegian kroner",
  PLN: "złoty",
  CZK: "Czech korunas",
  HUF: "forints",
  RON: "lei",
  USD: "US dollars",
};

/** "kr" alone is any of the Swedish, Danish and Norwegian currencies. */
export const anyKronaPlural = "kronor or kroner";

/** "EUR – Euro": how a currency reads in a select. */
export const currencyOptionLabel = (code: CurrencyCode) => `${code} – ${currencyNames[code]}`;

/** Countries outside the euro area with a currency of their own; every other listed country uses the euro. */
const nationalCurrencies: Record<string, CurrencyCode> = {
  GB: "GBP",
  CH: "CHF",
  SE: "SEK",
  DK: "DKK",
  NO: "NOK",
  PL: "PLN",
  CZ: "CZK",
  HU: "HUF",
  RO: "RON",
  US: "USD",
};

/**
 * The currency a founder from `country` (ISO code) most likely keeps accounts in: the national one
 * where it is on the list, else the euro (the euro area, and Bulgaria's and Croatia's euro from 2023/2026).
 */
export function currencyOfCountry(country: string | undefined): CurrencyCode {
  return (country && nationalCurrencies[country]) || "EUR";
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (currencyCodes as readonly string[]).includes(value);
}
