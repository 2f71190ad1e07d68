import { z } from "zod";
import { templateSchema } from "#app/content/shared/blocks/schema.ts";

const text = z.string().min(2);

/** Words of the indicative fit; the criteria's own labels come from funding.rules.eligibility. */
export const indicativeFitSchema = z.object({
  heading: text,
  notADecision: z
    .string()
    .min(40)
    .regex(/not a credit decision/i, "must say it is not a credit decision"),
  /** "preference-not-met": a criterion we prefer but do not require; it leaves the verdict "within". */
  statuses: z.object({ met: text, "not-met": text, "not-known": text, "preference-not-met": text }),
  verdicts: z.object({ within: text, outside: text, partial: text }),
  facilityRange: templateSchema("low", "high"),
  /** When the range's ends read the same once rounded ("$7M to $7M"): one amount. */
  facilityAmount: templateSchema("amount"),
  /** A rule's threshold in the founder's currency, its published US-dollar figure beside: "€4.6m (US$5m)". */
  ruleInUsd: templateSchema("amount", "usd"),
  /** The ARR criterion's label in another currency than the published dollars. */
  arrCriterion: templateSchema("minimumArr"),
  /** Beside amounts converted from the published dollars: the currency's name and the ECB day of the rate. */
  conversion: templateSchema("currency", "date"),
  /** Where the conversion needs a label (the staff's lead page, the notification mail). */
  conversionLabel: text,
  facilityUnknown: text,
  changesHeading: text,
  changes: z.object({
    stage: templateSchema("stages"),
    arr: templateSchema("minimumArr"),
    history: templateSchema("months", "reachedOn"),
    round: templateSchema("minimumRound"),
    sector: templateSchema("sectors"),
  }),
  /** Where the notes need a label (the staff's lead page, the notification mail). */
  notesHeading: text,
  /** Said beside the verdict when an answer leaves a criterion open (an industry of "Others"). */
  notes: z.object({ sectorUnknown: templateSchema("industry", "sectors") }),
});
export type IndicativeFitContent = z.infer<typeof indicativeFitSchema>;
