import { formatInput, readNumber } from "./inputs";

/** Largest amount the application's dollar fields accept (fields.schema.ts MAX_AMOUNT_DOLLARS). */
const MAX_PREFILL_USD = 10_000_000_000;

/** Wizard fields the calculator fills, formatted as the founder would type them. */
export interface ApplyPrefill {
  /** "Most recent equity raise". */
  recentEquityRaise?: string;
  /** "Facility requested": the facility sized in the calculator. */
  facilityRequested?: string;
}

function amount(raw: string | null): number | undefined {
  const value = raw === null ? undefined : readNumber(raw.slice(0, 40), "usd");
  return value !== undefined && value >= 0 && value <= MAX_PREFILL_USD ? Math.round(value) : undefined;
}

/** Figures the calculator's "Apply with these figures" link carries (?raise=…&facility=…); anything else is ignored. */
export function applyPrefillFrom(params: URLSearchParams): ApplyPrefill {
  const raise = amount(params.get("raise"));
  const facility = amount(params.get("facility"));
  return {
    ...(raise !== undefined ? { recentEquityRaise: formatInput(raise, "usd") } : {}),
    ...(facility !== undefined ? { facilityRequested: formatInput(facility, "usd") } : {}),
  };
}
