/** Number formatting and copy templates shared by the calculator page and the indicative fit. */

const usdFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const compactUsdFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** "$4,500,000" */
export const formatUsd = (value: number) => usdFormat.format(Math.round(value));

/** "$4.5M", "$250K" */
export const formatCompactUsd = (value: number) => compactUsdFormat.format(value);

/** 0.0698 → "6.98%" (two significant decimals, trailing zeros dropped). */
export function formatShare(share: number): string {
  return `${Math.round(share * 10_000) / 100}%`;
}

/** Fills "{name}" placeholders of a content template. An unknown placeholder is left as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
