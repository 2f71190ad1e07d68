import type { Selectable } from "kysely";
import { describe, expect, it } from "vitest";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { funding } from "#app/content/shared/funding/data.ts";
import { indicativeFitCopy } from "#app/content/shared/indicative-fit/data.ts";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { applicationSchema } from "#app/public-forms/application/application.schema.ts";
import { applicationFit } from "#app/shared/venture-debt/application-fit.ts";
import { applicationRow } from "#tests/leads.ts";
import { validApplication } from "#tests/public-form.ts";
import type { ApplicationTable } from "#app/platform/db/schema.ts";
import { leadFields } from "./fields.server.ts";

const value = applicationSchema.parse({ ...validApplication, foundedOn: "03/2019", facilityRequested: "4000000" });
const fit = applicationFit(value, funding.rules, new Date("2026-11-23T00:00:00Z"));

/** A stored application row carrying the fit the applicant saw (or none, or unreadable JSON). */
function row(indicativeFit: string | null): Selectable<ApplicationTable> {
  return applicationRow({
    founded_on: "2019-03",
    facility_requested: 4_000_000,
    fit_verdict: fit.verdict,
    indicative_fit: indicativeFit,
  }) as Selectable<ApplicationTable>;
}

const titles = (sections: ReturnType<typeof leadFields.applications>) => sections.map((section) => section.title);

describe("application detail fields", () => {
  it("shows the founding month, the facility requested and the fit the applicant saw", () => {
    const sections = leadFields.applications(row(JSON.stringify(fit)));
    const all = sections.flatMap((section) => section.fields);
    expect(all).toContainEqual({
      label: formCopy.application.fields.foundedOn.label,
      value: "2019-03",
      // Shown as "Mar 2019" (formatCalendarMonth), not "2019-03" (issue 20).
      format: "month",
    });
    // Issue 26: the month of the last round, also for rows (the demo's) that stored a day.
    const funded = leadFields.applications({ ...row(null), funding_date: "2026-03-15" }).flatMap((s) => s.fields);
    expect(funded).toContainEqual({
      label: formCopy.application.fields.fundingDate.label,
      value: "2026-03-15",
      format: "month",
    });
    // Found by its label: the shared row's equity raise is 4,000,000 too.
    expect(all).toContainEqual({
      label: formCopy.application.fields.facilityRequested.label,
      value: 4_000_000,
      format: "money",
      currency: "EUR",
      // Decision 070: beside it, the amount in the reporting currency and the ECB day it was converted at.
      normalized: { amount: 4_000_000, currency: "EUR", rateDate: "2024-03-15" },
    });
    const fitSection = sections.find((section) => section.title === inboxCopy.lead.sections.fit);
    expect(fitSection?.fields[0]).toEqual({
      label: inboxCopy.lead.fields.fitVerdict,
      value: indicativeFitCopy.verdicts[fit.verdict],
      format: "text",
    });
    for (const criterion of fit.criteria) {
      expect(fitSection?.fields).toContainEqual({
        label: criterion.label,
        value: indicativeFitCopy.statuses[criterion.status],
        format: "text",
      });
    }
  });

  it("shows staff the sector's criterion and, for 'Others', the note the founder read", () => {
    const others = applicationFit(
      applicationSchema.parse({ ...validApplication, foundedOn: "03/2019", industry: "Others" }),
      funding.rules,
      new Date("2026-11-23T00:00:00Z"),
    );
    const fitSection = leadFields
      .applications(row(JSON.stringify(others)))
      .find((section) => section.title === inboxCopy.lead.sections.fit);
    expect(fitSection?.fields).toContainEqual({
      label: funding.rules.sector.label,
      value: indicativeFitCopy.statuses["not-known"],
      format: "text",
    });
    expect(fitSection?.fields).toContainEqual({
      label: indicativeFitCopy.notesHeading,
      value: expect.stringContaining("You chose “Others” as your industry."),
      format: "multiline",
    });
  });

  it("names the ECB day a euro fit was converted at, also for a fit stored before it kept the day (issue 26)", () => {
    const euros = { ...value, currency: "EUR" as const };
    const converted = applicationFit(euros, funding.rules, new Date("2026-11-23T00:00:00Z"), 1 / 1.0887, "2024-03-15");
    const { rateDate: _left, ...olderMoney } = converted.money ?? { currency: "EUR" };
    const conversion = {
      label: indicativeFitCopy.conversionLabel,
      value: "Euro amounts converted from the published US dollar figures at the ECB reference rate of 15 Mar 2024.",
      format: "text",
    };
    for (const stored of [converted, { ...converted, money: olderMoney }]) {
      const fitSection = leadFields
        .applications(row(JSON.stringify(stored)))
        .find((section) => section.title === inboxCopy.lead.sections.fit);
      expect(fitSection?.fields).toContainEqual(conversion);
    }
  });

  it("leaves the fit out for rows stored before it existed, or whose JSON is unreadable", () => {
    expect(titles(leadFields.applications(row(null)))).not.toContain(inboxCopy.lead.sections.fit);
    expect(titles(leadFields.applications(row("{not json")))).not.toContain(inboxCopy.lead.sections.fit);
  });
});
