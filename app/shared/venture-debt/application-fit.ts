import type { ApplicationInput } from "#app/public-forms/application/application.schema.ts";
import type { FundingRules } from "#app/content/shared/funding/data.ts";
import { type FitAnswers, type IndicativeFit, indicativeFit } from "./indicative-fit.ts";

/** Converts an amount of the application's currency into US dollars; undefined when it cannot. */
export type ToUsd = (amount: number) => number | undefined;

/**
 * An application's answers as the fit reads them: annual revenue stands for ARR, "YYYY-MM" splits in
 * two. The rules are in dollars, so amounts are converted first (at the ECB rates of the day, on the
 * server); an amount that cannot be converted is "not known" rather than compared as if in dollars.
 */
export function fitAnswersOf(application: ApplicationInput, toUsd: ToUsd): FitAnswers {
  const [year, month] = application.foundedOn?.split("-").map(Number) ?? [];
  return {
    fundingRoundType: application.fundingRoundType,
    annualRevenueUsd: toUsd(application.annualRevenue),
    foundedYear: year,
    foundedMonth: month,
    majorInvestors: application.majorInvestors,
    recentEquityRaiseUsd: toUsd(application.recentEquityRaise),
    industry: application.industry,
  };
}

/**
 * The verdict stored with an application and shown at step 3. `perUsd` is the application
 * currency's units per US dollar at the day's rates; the fit keeps it, so its amounts are worded
 * in that currency at the very rate they were compared at (issue 18).
 */
export function applicationFit(
  application: ApplicationInput,
  rules: FundingRules,
  now: Date,
  perUsd: number | undefined = application.currency === "USD" ? 1 : undefined,
  /** The ECB day of `perUsd`, kept so every page showing the converted amounts can name it. */
  rateDate?: string,
): IndicativeFit {
  // Without a rate only dollar amounts can be compared with the rules; cents, as stored amounts are.
  const toUsd: ToUsd = (amount) => (perUsd === undefined ? undefined : Math.round((amount / perUsd) * 100) / 100);
  const fit = indicativeFit(fitAnswersOf(application, toUsd), rules, now);
  const rate =
    perUsd === undefined ? {} : { perUsd, ...(rateDate && application.currency !== "USD" ? { rateDate } : {}) };
  return { ...fit, money: { currency: application.currency, ...rate } };
}
