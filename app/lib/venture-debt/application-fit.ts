import type { ApplicationInput } from "~/forms/application/application.schema";
import type { FundingRules } from "~/content/shared/funding/data";
import { type FitAnswers, type IndicativeFit, indicativeFit } from "./indicative-fit";

/** An application's answers as the fit reads them: annual revenue stands for ARR, "YYYY-MM" splits in two. */
export function fitAnswersOf(application: ApplicationInput): FitAnswers {
  const [year, month] = application.foundedOn?.split("-").map(Number) ?? [];
  return {
    fundingRoundType: application.fundingRoundType,
    annualRevenueUsd: application.annualRevenue,
    foundedYear: year,
    foundedMonth: month,
    majorInvestors: application.majorInvestors,
    recentEquityRaiseUsd: application.recentEquityRaise,
  };
}

/** The verdict stored with an application and shown at step 3. */
export function applicationFit(application: ApplicationInput, rules: FundingRules, now: Date): IndicativeFit {
  return indicativeFit(fitAnswersOf(application), rules, now);
}
