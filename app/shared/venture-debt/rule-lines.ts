import type { VentureDebtCalculatorContent } from "#app/content/pages/venture-debt-calculator/copy.ts";
import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import { formatCompactMoney } from "#app/shared/money/format-money.ts";
import { type FacilityRule, facilityRange } from "./facility-rule.ts";
import { fill, formatShare } from "./format.ts";

/** The firm's rule in words, in the chosen currency (`rule` is already scaled to it). */
export function ruleLines(
  copy: VentureDebtCalculatorContent["form"],
  rule: FacilityRule,
  round: number | undefined,
  currency: CurrencyCode,
): string[] {
  const money = (value: number) => formatCompactMoney(value, currency);
  const lines = [
    fill(copy.rule, {
      minShare: formatShare(rule.minimumShareOfRound),
      maxShare: formatShare(rule.maximumShareOfRound),
      minAmount: money(rule.minimumUsd),
      maxAmount: money(rule.maximumUsd),
    }),
  ];
  if (round === undefined) return lines;
  const range = facilityRange(round, rule);
  const words = { round: money(round) };
  if (!range.within) lines.push(fill(copy.ruleRoundTooSmall, { ...words, minimumRound: money(range.minimumRoundUsd) }));
  else if (money(range.lowUsd) === money(range.highUsd))
    lines.push(fill(copy.ruleForRoundSingle, { ...words, amount: money(range.highUsd) }));
  else lines.push(fill(copy.ruleForRound, { ...words, low: money(range.lowUsd), high: money(range.highUsd) }));
  return lines;
}
