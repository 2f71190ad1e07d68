import type { FundingRules } from "#app/content/shared/funding/data.ts";

export type FacilityRule = FundingRules["facility"];

/** The amounts the firm's rule allows for a last equity round of this size. */
export type FacilityRange =
  | { within: true; lowUsd: number; highUsd: number }
  /** The rule's top share of the round is below the smallest facility. */
  | { within: false; minimumRoundUsd: number };

/**
 * The rule as published: a share of the last round (e.g. 25-50%), kept within
 * the facility limits (e.g. $2M-$7M). A round so large that even the lower share
 * exceeds the maximum still gets the maximum.
 */
export function facilityRange(lastRoundUsd: number, rule: FacilityRule): FacilityRange {
  const top = lastRoundUsd * rule.maximumShareOfRound;
  if (!(top >= rule.minimumUsd)) {
    return { within: false, minimumRoundUsd: Math.ceil(rule.minimumUsd / rule.maximumShareOfRound) };
  }
  const highUsd = Math.min(top, rule.maximumUsd);
  const lowUsd = Math.min(Math.max(lastRoundUsd * rule.minimumShareOfRound, rule.minimumUsd), highUsd);
  return { within: true, lowUsd, highUsd };
}

/** The facility the calculator starts from: the middle of the rule's share, clamped to the limits. */
export function suggestedFacility(lastRoundUsd: number, rule: FacilityRule): number {
  const middleShare = (rule.minimumShareOfRound + rule.maximumShareOfRound) / 2;
  return Math.min(Math.max(lastRoundUsd * middleShare, rule.minimumUsd), rule.maximumUsd);
}
