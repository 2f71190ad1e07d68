import { type CurrencyCode, isCurrencyCode } from "#app/shared/money/currencies.ts";
import { formatInput, readNumber } from "./inputs.ts";

/** Largest amount the application's amount fields accept (fields.schema.ts MAX_AMOUNT). */
const MAX_PREFILL_AMOUNT = 10_000_000_000;

/** Wizard fields the calculator fills, formatted as the founder would type them. */
export interface ApplyPrefill {
  /** "Most recent equity raise". */
  recentEquityRaise?: string;
  /** "Facility requested": the facility sized in the calculator. */
  facilityRequested?: string;
  /** The calculator's currency, so the figures keep meaning what they meant there. */
  currency?: CurrencyCode;
}

function amount(raw: string | null): number | undefined {
  const value = raw === null ? undefined : readNumber(raw.slice(0, 40), "money");
  return value !== undefined && value >= 0 && value <= MAX_PREFILL_AMOUNT ? Math.round(value) : undefined;
}

/** Figures the calculator's "Apply with these figures" link carries (?raise=…&facility=…&currency=…); anything else is ignored. */
export function applyPrefillFrom(params: URLSearchParams): ApplyPrefill {
  const raise = amount(params.get("raise"));
  const facility = amount(params.get("facility"));
  const currency = params.get("currency");
  return {
    ...(raise !== undefined ? { recentEquityRaise: formatInput(raise, "money") } : {}),
    ...(facility !== undefined ? { facilityRequested: formatInput(facility, "money") } : {}),
    ...(isCurrencyCode(currency) ? { currency } : {}),
  };
}
