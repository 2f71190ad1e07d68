import { z } from "zod";
import { industryOptions } from "#app/content/shared/form-options/application.ts";
import { industrySlugSchema } from "#app/content/shared/industries/schema.ts";
import { sectionIntroSchema } from "#app/content/shared/blocks/schema.ts";

export const fundingCategorySchema = z.object({
  id: z.enum(["criteria", "metrics", "industries", "products"]),
  title: z.string().min(3),
  summary: z.string().min(20),
  items: z.array(z.string().min(3)).min(3),
});
export type FundingCategory = z.infer<typeof fundingCategorySchema>;

const usd = z.number().int().positive();
const share = z.number().gt(0).lte(1);

/** Machine-readable thresholds behind the published criteria and the facility rule. */
export const fundingRulesSchema = z
  .object({
    eligibility: z
      .array(
        z.object({
          id: z.enum(["stage", "arr", "history", "investors"]),
          label: z.string().min(3),
          /** False for a preference ("ideally"): reported, but never a reason to be outside the criteria. */
          required: z.boolean(),
        }),
      )
      .length(4),
    /** Funding round types (the application's options) that count as Series A or later. */
    qualifyingStages: z.array(z.string().min(2)).min(1),
    /** Round types known to be earlier than Series A; any other answer is "not known". */
    earlierStages: z.array(z.string().min(2)),
    minimumArrUsd: usd,
    minimumOperatingMonths: z.number().int().positive(),
    noInvestorAnswers: z.array(z.string().min(1)),
    /** The sectors we fund as a criterion of the fit (the Industries card's items). */
    sector: z.object({ label: z.string().min(3), required: z.boolean(), names: z.array(z.string().min(2)).min(1) }),
    /** Industry options that name no sector ("Others"): the fit's sector is "not known" for them. */
    unplacedIndustries: z.array(z.enum(industryOptions)),
    /** The application's industry options (shared/form-options) that fall in one of the four sectors. */
    sectorOfIndustry: z.partialRecord(z.enum(industryOptions), industrySlugSchema),
    facility: z.object({
      minimumUsd: usd,
      maximumUsd: usd,
      minimumShareOfRound: share,
      maximumShareOfRound: share,
    }),
  })
  .refine((rules) => rules.facility.minimumUsd < rules.facility.maximumUsd, "facility minimum must be below maximum")
  .refine(
    (rules) => rules.facility.minimumShareOfRound <= rules.facility.maximumShareOfRound,
    "facility share range is reversed",
  );
export type FundingRules = z.infer<typeof fundingRulesSchema>;

export const fundingSchema = sectionIntroSchema
  .extend({
    /** Beside the euro values of the published dollar figures: approximate, and at which ECB day. */
    rateNote: z.string().includes("ECB"),
    categories: z.array(fundingCategorySchema).length(4),
    rules: fundingRulesSchema,
    productDetails: z.array(z.object({ name: z.string(), description: z.string().min(40) })).length(4),
  })
  .refine(
    (content) => {
      const items = content.categories.find((category) => category.id === "criteria")?.items ?? [];
      const labels = content.rules.eligibility.map((criterion) => criterion.label);
      return items.length === labels.length && items.every((item, index) => item.startsWith(labels[index]!));
    },
    {
      message: "the Criteria card must list rules.eligibility's labels, in order (a euro value may follow)",
      path: ["categories"],
    },
  )
  .refine(
    (content) =>
      JSON.stringify(content.categories.find((category) => category.id === "industries")?.items) ===
        JSON.stringify(content.rules.sector.names) &&
      content.rules.sector.names.every((name) => content.rules.sector.label.includes(name)),
    { message: "the Industries card must list rules.sector's names, and its label name them", path: ["rules"] },
  );
export type FundingContent = z.infer<typeof fundingSchema>;
