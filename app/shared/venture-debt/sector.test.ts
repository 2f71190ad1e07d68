import { describe, expect, it } from "vitest";
import { funding } from "#app/content/shared/funding/data.ts";
import { industryOptions } from "#app/content/shared/form-options/application.ts";
import { industrySlugs } from "#app/content/shared/industries/data.ts";
import { firmSector } from "./sector.ts";

describe("the application's industries and the firm's four sectors", () => {
  it("puts a robotics founder's 'Deeptech & Industry 4.0' in DeepTech, not among the others", () => {
    expect(industryOptions).toContain("Deeptech & Industry 4.0");
    expect(firmSector("Deeptech & Industry 4.0", funding.rules)).toBe("deeptech");
    expect(firmSector("Others", funding.rules)).toBeUndefined();
  });

  it("maps only offered options, and each of the four sectors has at least one", () => {
    const mapped = Object.keys(funding.rules.sectorOfIndustry);
    expect(mapped.filter((option) => !(industryOptions as readonly string[]).includes(option))).toEqual([]);
    const sectors = new Set(industryOptions.map((option) => firmSector(option, funding.rules)));
    for (const slug of industrySlugs) expect(sectors.has(slug), slug).toBe(true);
  });
});
