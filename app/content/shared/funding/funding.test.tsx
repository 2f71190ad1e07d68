import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WhoWeFund } from "#app/site/components/funding/WhoWeFund.tsx";
import { formatCompactUsd } from "#app/shared/venture-debt/format.ts";
import { faq } from "#app/content/shared/faq/data.ts";
import { funding, publishedFigures } from "./data.ts";
import { fundingSchema } from "./schema.ts";

const rules = funding.rules;
const percent = (share: number) => Math.round(share * 100);
const millions = (usd: number) => usd / 1_000_000;

/** The words a visitor reads and the thresholds the fit and the calculator apply must say the same thing. */
describe("published criteria and their thresholds agree", () => {
  const rendered = renderToStaticMarkup(
    <WhoWeFund intro={funding} categories={funding.categories} rateNote={funding.rateNote} />,
  );
  const label = (id: string) => rules.eligibility.find((criterion) => criterion.id === id)?.label ?? "";

  it("Who We Fund renders every eligibility label", () => {
    for (const criterion of rules.eligibility) expect(rendered).toContain(criterion.label);
  });

  it("states the ARR threshold", () => {
    expect(label("arr")).toContain(`${formatCompactUsd(rules.minimumArrUsd)}+`);
  });

  it("states the operating history threshold", () => {
    expect(label("history")).toContain(`${rules.minimumOperatingMonths}+ months`);
  });

  it("states the earliest qualifying stage", () => {
    expect(label("stage")).toContain(`${rules.qualifyingStages[0]}+`);
  });

  it("the FAQ, the product description and the Disclosures state the facility rule", () => {
    const { minimumUsd, maximumUsd, minimumShareOfRound, maximumShareOfRound } = rules.facility;
    const shares = `${percent(minimumShareOfRound)}-${percent(maximumShareOfRound)}%`;
    // As the firm publishes it, with its euro value beside it (issue 26).
    const amounts = `$${millions(minimumUsd)} million to $${millions(maximumUsd)} million (about €`;
    expect(publishedFigures.facilityRangeInWords).toContain(amounts);
    const howMuch = faq.items.find((item) => item.id === "how-much")?.answer;
    expect(howMuch).toContain(amounts);
    expect(howMuch).toContain(shares);
    expect(funding.productDetails.find((product) => product.name === "Venture Debt")?.description).toContain(shares);
    const disclosures = readFileSync(path.join(import.meta.dirname, "../legal/documents/disclosures.md"), "utf8");
    expect(disclosures).toContain(publishedFigures.facilityRangeInWords.slice(0, -1));
    expect(disclosures).toContain(shares);
  });

  it("the schema refuses a Criteria card that drifts from the rules", () => {
    const drifted = {
      ...funding,
      categories: funding.categories.map((category) =>
        category.id === "criteria"
          ? { ...category, items: ["Series B+ companies", ...category.items.slice(1)] }
          : category,
      ),
    };
    expect(fundingSchema.safeParse(drifted).success).toBe(false);
  });
});
