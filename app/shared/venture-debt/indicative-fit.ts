import type { FundingRules } from "#app/content/shared/funding/data.ts";
import type { IndicativeFitContent } from "#app/content/shared/indicative-fit/data.ts";
import { type FacilityRange, facilityRange } from "./facility-rule.ts";
import { fill } from "./format.ts";
import { type FitAmounts, type FitMoney, type FitRate, fitAmounts, fitMoneyOf } from "./fit-money.ts";
import type { FitVerdict } from "./fit-verdicts.ts";
import { firmSector } from "./sector.ts";

/*
 * The instant indicative fit: an application's answers against each published
 * criterion, read from the same content module the Who We Fund section renders
 * (funding.rules). Pure: describeFit() words it with app/content/shared/indicative-fit/data.ts.
 */

/** The published criteria, and the sector (Who We Fund's Industries card). */
export type CriterionId = FundingRules["eligibility"][number]["id"] | "sector";
export type CriterionStatus = "met" | "not-met" | "not-known";

export interface FitAnswers {
  fundingRoundType?: string;
  /** Annual revenue in US dollars, read as ARR. */
  annualRevenueUsd?: number;
  /** Month the company was founded, 1-12, and its year. */
  foundedMonth?: number;
  foundedYear?: number;
  majorInvestors?: string;
  recentEquityRaiseUsd?: number;
  /** The application's industry option, e.g. "Deeptech & Industry 4.0". */
  industry?: string;
}

/** What would move a required criterion, or the facility, to "met". */
export type FitChange =
  | { id: "stage"; qualifyingStages: string[] }
  | { id: "arr"; minimumArrUsd: number }
  | { id: "history"; months: number; reachedOn: { year: number; month: number } }
  | { id: "round"; minimumRoundUsd: number }
  | { id: "sector"; sectors: string[] };

/** Something the verdict rests on that the applicant should know: an industry that names no sector. */
export type FitNote = { id: "sector-unknown"; industry: string; sectors: string[] };

export interface IndicativeFit {
  /** `thresholdUsd`: the dollar figure a label states (ARR), absent from fits stored before issue 18's currencies. */
  criteria: { id: CriterionId; label: string; required: boolean; status: CriterionStatus; thresholdUsd?: number }[];
  /** Undefined when the last round is not known. */
  facility?: FacilityRange;
  verdict: FitVerdict;
  changes: FitChange[];
  /** Absent from fits stored before issue 18. */
  notes?: FitNote[];
  /** The application's currency and the rate its amounts were converted at; absent from older fits. */
  money?: FitRate;
}

function stageStatus(stage: string | undefined, rules: FundingRules): CriterionStatus {
  if (stage && rules.qualifyingStages.includes(stage)) return "met";
  if (stage && rules.earlierStages.includes(stage)) return "not-met";
  return "not-known";
}

function sectorStatus(industry: string | undefined, rules: FundingRules): CriterionStatus {
  if (!industry || (rules.unplacedIndustries as string[]).includes(industry)) return "not-known";
  return firmSector(industry, rules) ? "met" : "not-met";
}

function arrStatus(arr: number | undefined, rules: FundingRules): CriterionStatus {
  if (arr === undefined || !Number.isFinite(arr) || arr < 0) return "not-known";
  return arr >= rules.minimumArrUsd ? "met" : "not-met";
}

/** Whole calendar months from the founding month to this one. */
export function operatingMonths(year: number, month: number, now: Date): number {
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
}

function foundingKnown(
  answers: FitAnswers,
  now: Date,
): answers is FitAnswers & { foundedYear: number; foundedMonth: number } {
  const { foundedYear: year, foundedMonth: month } = answers;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    (month as number) >= 1 &&
    (month as number) <= 12 &&
    operatingMonths(year as number, month as number, now) >= 0
  );
}

function investorsStatus(answer: string | undefined, rules: FundingRules): CriterionStatus {
  const text =
    answer
      ?.trim()
      .toLowerCase()
      // The lookbehind starts the match only at the first mark of a run: linear on "!!!…x".
      .replace(/(?<![.!])[.!]+$/, "") ?? "";
  if (text === "") return "not-known";
  return rules.noInvestorAnswers.includes(text) ? "not-met" : "met";
}

export function indicativeFit(answers: FitAnswers, rules: FundingRules, now: Date = new Date()): IndicativeFit {
  const known = foundingKnown(answers, now);
  const history: CriterionStatus = known
    ? operatingMonths(answers.foundedYear, answers.foundedMonth, now) >= rules.minimumOperatingMonths
      ? "met"
      : "not-met"
    : "not-known";
  const statuses: Record<CriterionId, CriterionStatus> = {
    stage: stageStatus(answers.fundingRoundType, rules),
    arr: arrStatus(answers.annualRevenueUsd, rules),
    history,
    investors: investorsStatus(answers.majorInvestors, rules),
    sector: sectorStatus(answers.industry, rules),
  };
  const round = answers.recentEquityRaiseUsd;
  const facility =
    round !== undefined && Number.isFinite(round) && round >= 0 ? facilityRange(round, rules.facility) : undefined;

  const changes: FitChange[] = [];
  if (statuses.stage === "not-met") changes.push({ id: "stage", qualifyingStages: rules.qualifyingStages });
  if (statuses.arr === "not-met") changes.push({ id: "arr", minimumArrUsd: rules.minimumArrUsd });
  if (statuses.history === "not-met" && known) {
    const reached = answers.foundedYear * 12 + (answers.foundedMonth - 1) + rules.minimumOperatingMonths;
    const reachedOn = { year: Math.floor(reached / 12), month: (reached % 12) + 1 };
    changes.push({ id: "history", months: rules.minimumOperatingMonths, reachedOn });
  }
  if (facility && !facility.within) changes.push({ id: "round", minimumRoundUsd: facility.minimumRoundUsd });
  if (statuses.sector === "not-met") changes.push({ id: "sector", sectors: rules.sector.names });
  const notes: FitNote[] =
    statuses.sector === "not-known" && answers.industry
      ? [{ id: "sector-unknown", industry: answers.industry, sectors: rules.sector.names }]
      : [];

  const criteria = [
    ...rules.eligibility.map(({ id, label, required }) => ({
      id,
      label,
      required,
      status: statuses[id],
      ...(id === "arr" ? { thresholdUsd: rules.minimumArrUsd } : {}),
    })),
    { id: "sector" as const, label: rules.sector.label, required: rules.sector.required, status: statuses.sector },
  ];
  const required = criteria.filter((criterion) => criterion.required).map(({ status }) => status);
  const verdict =
    changes.length > 0 ? "outside" : required.includes("not-known") || facility === undefined ? "partial" : "within";
  return { criteria, facility, verdict, changes, notes };
}

/**
 * How a criterion's line reads. A preference (a criterion that is not required, e.g. institutional
 * investors) that is not met has its own kind: it leaves the verdict "within", so it must not read,
 * or look, like a failed requirement.
 */
export type CriterionKind = CriterionStatus | "preference-not-met";

function criterionKind(criterion: IndicativeFit["criteria"][number]): CriterionKind {
  return !criterion.required && criterion.status === "not-met" ? "preference-not-met" : criterion.status;
}

export interface FitInWords {
  heading: string;
  notADecision: string;
  verdict: string;
  verdictKind: IndicativeFit["verdict"];
  criteria: { label: string; status: string; kind: CriterionKind }[];
  /** The indicative range, or what is missing to give one; undefined when the round is below the rule. */
  facility?: string;
  changesHeading?: string;
  changes: string[];
  /** What the verdict rests on, e.g. an industry that names none of our sectors; the label where one is needed. */
  notes: string[];
  notesHeading: string;
  /** Which ECB day's rate converted the amounts from the published dollars; absent when none was. */
  conversion?: string;
  conversionLabel: string;
}

const anyOf = new Intl.ListFormat("en-GB", { type: "disjunction" });
const allOf = new Intl.ListFormat("en-GB", { type: "conjunction" });

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "$5M to $7M", or one amount when both ends round to the same words (issue 20: "$7M to $7M"). */
function facilityWords(
  facility: { lowUsd: number; highUsd: number },
  copy: IndicativeFitContent,
  money: FitAmounts,
): string {
  const low = money.amount(facility.lowUsd);
  const high = money.amount(facility.highUsd);
  return low === high ? fill(copy.facilityAmount, { amount: low }) : fill(copy.facilityRange, { low, high });
}

/** A label stating a dollar threshold, in the founder's currency unless it reads as published. */
function criterionLabel(criterion: IndicativeFit["criteria"][number], copy: IndicativeFitContent, money: FitAmounts) {
  const threshold = criterion.thresholdUsd;
  if (money.asPublished || criterion.id !== "arr" || threshold === undefined) return criterion.label;
  return money.beside(fill(copy.arrCriterion, { minimumArr: money.amount(threshold) }), threshold);
}

/**
 * The fit in words, ready for step 3 of the application, the notification mail or the inbox:
 * amounts in `money`'s currency (by default the one the fit was converted from), else in dollars.
 */
export function describeFit(
  fit: IndicativeFit,
  copy: IndicativeFitContent,
  money: FitMoney | undefined = fitMoneyOf(fit.money),
): FitInWords {
  const amounts = fitAmounts(money, copy);
  const rule = (usd: number) => amounts.beside(amounts.amount(usd), usd);
  const facility =
    fit.facility === undefined
      ? copy.facilityUnknown
      : fit.facility.within
        ? facilityWords(fit.facility, copy, amounts)
        : undefined;
  const changes = fit.changes.map((change) => {
    switch (change.id) {
      case "stage":
        return fill(copy.changes.stage, { stages: change.qualifyingStages.join(", ") });
      case "arr":
        return fill(copy.changes.arr, { minimumArr: rule(change.minimumArrUsd) });
      case "history": {
        const reachedOn = monthName.format(new Date(Date.UTC(change.reachedOn.year, change.reachedOn.month - 1, 1)));
        return fill(copy.changes.history, { months: change.months, reachedOn });
      }
      case "round":
        return fill(copy.changes.round, { minimumRound: rule(change.minimumRoundUsd) });
      case "sector":
        return fill(copy.changes.sector, { sectors: anyOf.format(change.sectors) });
    }
  });
  const notes = (fit.notes ?? []).map((note) =>
    fill(copy.notes.sectorUnknown, { industry: note.industry, sectors: allOf.format(note.sectors) }),
  );
  return {
    heading: copy.heading,
    notADecision: copy.notADecision,
    verdict: copy.verdicts[fit.verdict],
    verdictKind: fit.verdict,
    criteria: fit.criteria.map((criterion) => {
      const kind = criterionKind(criterion);
      return { label: criterionLabel(criterion, copy, amounts), status: copy.statuses[kind], kind };
    }),
    facility,
    changesHeading: changes.length > 0 ? copy.changesHeading : undefined,
    changes,
    notes,
    notesHeading: copy.notesHeading,
    conversion: amounts.conversion,
    conversionLabel: copy.conversionLabel,
  };
}
