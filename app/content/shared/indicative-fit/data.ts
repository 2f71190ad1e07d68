import type { IndicativeFitContent } from "./schema.ts";

export type { IndicativeFitContent } from "./schema.ts";

/** How an application compares with the published criteria (funding.rules), in words. */
export const indicativeFitCopy: IndicativeFitContent = {
  heading: "Your indicative fit",
  notADecision:
    "An indicative view from your answers against the criteria we publish. It is not a credit decision: every facility is decided by our partners after due diligence.",
  statuses: {
    met: "Met",
    "not-met": "Not met",
    "not-known": "Not known",
    "preference-not-met": "Not met: preferred, not required",
  },
  verdicts: {
    within: "Within our published criteria.",
    outside: "Outside our criteria today.",
    partial: "Within our criteria on what you have told us so far.",
  },
  facilityRange: "Indicative facility: {low} to {high}.",
  facilityAmount: "Indicative facility: {amount}.",
  ruleInUsd: "{amount} ({usd})",
  arrCriterion: "{minimumArr}+ in ARR",
  conversion: "{currency} amounts converted from the published US dollar figures at the ECB reference rate of {date}.",
  conversionLabel: "Exchange rate",
  facilityUnknown: "Tell us the size of your last equity round to see an indicative facility.",
  changesHeading: "What would change that",
  changes: {
    stage: "A priced round at {stages}.",
    arr: "Annual recurring revenue of {minimumArr} or more.",
    history: "{months} months of operating history, which you reach in {reachedOn}.",
    round: "A last equity round of at least {minimumRound}.",
    sector: "A business in one of our sectors: {sectors}.",
  },
  notesHeading: "Note",
  notes: {
    sectorUnknown:
      "You chose “{industry}” as your industry. We fund {sectors}; a partner will read your description to see where your business fits.",
  },
};
