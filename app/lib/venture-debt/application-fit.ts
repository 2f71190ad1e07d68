import type { ApplicationInput } from "~/forms/application/application.schema";
import type { FundingRules } from "~/content/shared/funding/data";
import { type FitAnswers, type IndicativeFit, indicativeFit } from "./indicative-fit";

/** Converts an amount of the application's currency into US dollars; undefined when it cannot. */
export type ToUsd = (amount: number) => number | undefined;

/**
 * An application's answers as the fit reads them: annual revenue stands for ARR, "YYYY-MM" splits in
 * two. The rules are in dollars, so amounts are converted first (at the ECB rates of the day, on the
 * server); an amount that cannot be converted is "not known" rather than compared as if in dollars.
 */
export function fitAnswersOf(application: ApplicationInput, toUsd: ToUsd = usdOnly(application)): FitAnswers {
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

/** The verdict stored with an application and shown at step 3. */
export function applicationFit(
  application: ApplicationInput,
  rules: FundingRules,
  now: Date,
  toUsd?: ToUsd,
): IndicativeFit {
  return indicativeFit(fitAnswersOf(application, toUsd), rules, now);
}

/** Without rates only dollar amounts can be compared with the rules. */
const usdOnly =
  (application: ApplicationInput): ToUsd =>
  (amount) =>
    application.currency === "USD" ? amount : undefined;
