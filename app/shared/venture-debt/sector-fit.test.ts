import { describe, expect, it } from "vitest";
import { funding } from "#app/content/shared/funding/data.ts";
import { industryOptions } from "#app/content/shared/form-options/application.ts";
import { indicativeFitCopy } from "#app/content/shared/indicative-fit/data.ts";
import { strongFitAnswers, validApplication } from "#tests/fixtures.ts";
import { applicationSchema } from "#app/public-forms/application/application.schema.ts";
import { applicationFit } from "./application-fit.ts";
import { describeFit, indicativeFit } from "./indicative-fit.ts";
import { firmSector } from "./sector.ts";

/*
 * Issue 18: the firm funds Software & SaaS, Fintech, Healthtech and DeepTech (Who We Fund's Industries
 * card). The fit reads the application's industry against them: a sector of ours is met, another
 * industry is not, and "Others" is not known rather than a silent pass.
 */

const rules = funding.rules;
const now = new Date("2025-06-15T12:00:00Z");
// The strong answers without an industry: each test names its own.
const { industry: _industry, ...strong } = strongFitAnswers;
const sectorOf = (fit: ReturnType<typeof indicativeFit>) => fit.criteria.find((criterion) => criterion.id === "sector");
const industriesCard = funding.categories.find((category) => category.id === "industries");

describe("the sector in the indicative fit", () => {
  it("meets the criterion for a robotics founder in 'Deeptech & Industry 4.0', and for each of our sectors", () => {
    for (const industry of industryOptions.filter((option) => firmSector(option, rules))) {
      const fit = indicativeFit({ ...strong, industry }, rules, now);
      expect(sectorOf(fit)?.status, industry).toBe("met");
      expect(fit.verdict, industry).toBe("within");
    }
    expect(sectorOf(indicativeFit({ ...strong, industry: "Deeptech & Industry 4.0" }, rules, now))?.status).toBe("met");
  });

  it("is required, and labelled with the sectors Who We Fund lists", () => {
    const sector = sectorOf(indicativeFit({ ...strong, industry: "Healthcare" }, rules, now));
    expect(sector?.required).toBe(true);
    for (const name of industriesCard?.items ?? []) expect(sector?.label).toContain(name);
  });

  it("puts an industry outside our sectors outside the criteria, and says which sectors we fund", () => {
    const fit = indicativeFit({ ...strong, industry: "Real Estate" }, rules, now);
    expect(sectorOf(fit)?.status).toBe("not-met");
    expect(fit.verdict).toBe("outside");
    const words = describeFit(fit, indicativeFitCopy);
    expect(words.verdict).toBe(indicativeFitCopy.verdicts.outside);
    expect(words.changes).toEqual([
      "A business in one of our sectors: Software & SaaS, Fintech, Healthtech or DeepTech.",
    ]);
  });

  it("gives 'Others' an honest 'not known' rather than a pass, and says what happens next", () => {
    const fit = indicativeFit({ ...strong, industry: "Others" }, rules, now);
    expect(sectorOf(fit)?.status).toBe("not-known");
    expect(fit.verdict).toBe("partial");
    const words = describeFit(fit, indicativeFitCopy);
    expect(words.verdict).not.toBe(indicativeFitCopy.verdicts.within);
    expect(words.notes).toEqual([
      "You chose “Others” as your industry. We fund Software & SaaS, Fintech, Healthtech and DeepTech; a partner will read your description to see where your business fits.",
    ]);
  });

  it("reads the industry from the application", () => {
    const application = applicationSchema.parse({ ...validApplication, industry: "Education", foundedOn: "03/2019" });
    expect(sectorOf(applicationFit(application, rules, now))?.status).toBe("not-met");
  });
});
