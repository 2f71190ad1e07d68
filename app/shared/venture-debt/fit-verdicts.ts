// Apart from indicative-fit.ts, so the inbox's filters load the three words and not the fit rules
// and the calculator's formatting with them.

/** Best fit first; also alphabetical, so the inbox sorts by the stored word. */
export const FIT_VERDICTS = ["within", "partial", "outside"] as const;
export type FitVerdict = (typeof FIT_VERDICTS)[number];
