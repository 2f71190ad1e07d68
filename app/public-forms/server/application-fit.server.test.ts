import { readFileSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import {
  describeOnEachDialect,
  expectError,
  submitApplication,
  validApplication,
  withCaptcha,
} from "#tests/public-form.ts";
import { validationMessages } from "#app/content/shared/form-copy/data.ts";
import { funding } from "#app/content/shared/funding/data.ts";
import { indicativeFitCopy } from "#app/content/shared/indicative-fit/data.ts";
import { mailCopy } from "#app/content/shared/mail/data.ts";
import { parseEcbRates } from "#app/shared/money/ecb-rates.ts";
import { setDatabaseForTests } from "#app/platform/db/db.server.ts";
import { composeLeadMail } from "#app/platform/mail/lead-mail.server.ts";
import { storeEcbRates } from "#app/shared/money/rates.server.ts";
import type { LeadPayload } from "#app/platform/outbox/outbox.server.ts";
import { readApplicationFit, storedFitInWords } from "./application-fit.server.ts";

/* Issue 12: the indicative fit is computed once, stored with the application, and sent with it. */

const ecb = parseEcbRates(readFileSync("tests/fixtures/ecb/eurofxref-daily.xml", "utf8"));

const thisMonth = () => {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${now.getUTCFullYear()}`;
};

describeOnEachDialect("the indicative fit stored with an application, on %s", (database) => {
  afterAll(() => setDatabaseForTests(undefined));

  async function submitted(fields: Record<string, string>) {
    const result = await submitApplication(await withCaptcha({ ...validApplication, ...fields }));
    const row = await database.storedLead("applications", result);
    const outbox = await database.handle.db.selectFrom("outbox").select(["kind", "payload"]).execute();
    const payloads = Object.fromEntries(outbox.map((entry) => [entry.kind, JSON.parse(entry.payload) as LeadPayload]));
    return { leadId: row.id, row, payloads };
  }

  it("stores the founding month, the facility asked for and a 'within' verdict, and sends them on", async () => {
    const { leadId, row, payloads } = await submitted({ foundedOn: "03/2019", facilityRequested: "$4,500,000" });
    expect(row).toMatchObject({ founded_on: "2019-03", facility_requested: 4_500_000, fit_verdict: "within" });
    const fit = await readApplicationFit(database.handle.db, leadId);
    expect(fit?.verdict).toBe("within");
    expect(fit?.criteria.map((criterion) => criterion.status)).toEqual(["met", "met", "met", "met", "met"]);
    expect(fit?.facility).toEqual({ within: true, lowUsd: 3_000_000, highUsd: 6_000_000 });

    for (const kind of ["lead_webhook", "lead_email"]) {
      expect(payloads[kind]?.indicativeFit).toEqual(fit);
      expect(payloads[kind]?.fields).toMatchObject({ foundedOn: "2019-03", facilityRequested: 4_500_000 });
    }
    const mail = composeLeadMail(payloads.lead_email as LeadPayload, "deals@noema.example").text;
    expect(mail).toContain(`${mailCopy.leadNotification.fitHeading}: ${indicativeFitCopy.verdicts.within}`);
    expect(mail).toContain("- $5M+ in ARR: Met");
    expect(mail).toContain("Indicative facility: $3M to $6M.");
    expect(mail).toContain("Facility requested: US$4,500,000");
  });

  it("marks operating history not known without a founding month, and the verdict partial", async () => {
    const { leadId, row, payloads } = await submitted({});
    expect(row).toMatchObject({ founded_on: null, facility_requested: null, fit_verdict: "partial" });
    const words = await storedFitInWords(leadId);
    expect(words?.verdict).toBe(indicativeFitCopy.verdicts.partial);
    expect(words?.criteria.find((criterion) => criterion.label.includes("operating history"))?.kind).toBe("not-known");
    expect(payloads.lead_webhook?.fields).toMatchObject({ foundedOn: null, facilityRequested: null });
  });

  it("is outside the criteria today for a company founded this month, and says when that changes", async () => {
    const { leadId, row } = await submitted({ foundedOn: thisMonth() });
    expect(row.fit_verdict).toBe("outside");
    const words = await storedFitInWords(leadId);
    expect(words?.verdict).toBe(indicativeFitCopy.verdicts.outside);
    expect(words?.changesHeading).toBe(indicativeFitCopy.changesHeading);
    expect(words?.changes).toEqual([expect.stringMatching(/^12 months of operating history, which you reach in /)]);
    expect(words?.notADecision).toMatch(/not a credit decision/);
  });

  it("reads the sector: Deeptech is one of ours, 'Others' is not known and says so to the firm too", async () => {
    const deeptech = await submitted({ foundedOn: "03/2019", industry: "Deeptech & Industry 4.0" });
    expect(deeptech.row.fit_verdict).toBe("within");
    const others = await submitted({ foundedOn: "03/2019", industry: "Others", businessName: "Elsewhere Ltd" });
    expect(others.row.fit_verdict).toBe("partial");
    const words = await storedFitInWords(others.leadId);
    expect(words?.criteria.at(-1)).toMatchObject({ label: funding.rules.sector.label, kind: "not-known" });
    expect(words?.notes).toEqual([expect.stringContaining("You chose “Others” as your industry.")]);
    const mail = composeLeadMail(others.payloads.lead_email as LeadPayload, "deals@noema.example").text;
    expect(mail).toContain(`${indicativeFitCopy.notesHeading}: You chose “Others” as your industry.`);
    expect(mail).toContain(`- ${funding.rules.sector.label}: Not known`);
  });

  it("refuses an impossible founding month with a 400, keeps the value and stores nothing", async () => {
    const result = await submitApplication(await withCaptcha({ ...validApplication, foundedOn: "13/2019" }));
    expectError(result, 400);
    if (result.status !== "error") return;
    expect(result.reply.error?.foundedOn).toEqual([validationMessages.monthNotReal]);
    expect(result.reply.initialValue?.foundedOn).toBe("13/2019");
    expect(await database.count("applications")).toBe(0);
  });

  it("has no fit for a row stored before migration 007", async () => {
    const { leadId } = await submitted({});
    await database.handle.db
      .updateTable("applications")
      .set({ indicative_fit: null, fit_verdict: null })
      .where("id", "=", leadId)
      .execute();
    expect(await storedFitInWords(leadId)).toBeUndefined();
  });

  // Issue 18: a euro founder read "$4.1M to $7M" and "$5M+ in ARR" at step 3.
  const inEuros = {
    currency: "EUR",
    annualRevenue: "€4.000.000",
    recentEquityRaise: "12.000.000",
    foundedOn: "03/2019",
  };

  it("words a euro application's fit in euros at the rates it was compared at, at step 3 and to the firm", async () => {
    await storeEcbRates(database.handle.db, ecb);
    // €4M is US$4.35M at 1.0887 dollars a euro: below the US$5M rule, which is €4.59M.
    const { leadId, payloads } = await submitted(inEuros);
    const words = await storedFitInWords(leadId);
    expect(words?.criteria[1]).toMatchObject({ label: "€4.6m+ in ARR (US$5m)", kind: "not-met" });
    expect(words?.changes).toEqual(["Annual recurring revenue of €4.6m (US$5m) or more."]);
    expect(words?.facility).toBe("Indicative facility: €3m to €6m.");
    const mail = composeLeadMail(payloads.lead_email as LeadPayload, "deals@noema.example").text;
    expect(mail).toContain("- €4.6m+ in ARR (US$5m): Not met");
    expect(mail).toContain("- Annual recurring revenue of €4.6m (US$5m) or more.");
    expect(mail).not.toMatch(/(?<!US)\$/);
    // Issue 26, item 6: a converted amount names the day of its rate.
    const conversion =
      "Euro amounts converted from the published US dollar figures at the ECB reference rate of 15 Mar 2024.";
    expect(words?.conversion).toBe(conversion);
    expect(mail).toContain(conversion);

    const within = await submitted({ ...inEuros, annualRevenue: "€6.000.000", businessName: "Milano Fintech Srl" });
    expect((await storedFitInWords(within.leadId))?.verdict).toBe(indicativeFitCopy.verdicts.within);
  });

  it("words a euro fit stored before it kept its rate in dollars that say they are dollars", async () => {
    await storeEcbRates(database.handle.db, ecb);
    const { leadId, row } = await submitted(inEuros);
    const { money: _money, ...older } = JSON.parse(String(row.indicative_fit)) as Record<string, unknown>;
    await database.handle.db
      .updateTable("applications")
      .set({ indicative_fit: JSON.stringify(older) })
      .where("id", "=", leadId)
      .execute();
    const words = await storedFitInWords(leadId);
    expect(words?.criteria[1]?.label).toBe("US$5m+ in ARR");
    expect(words?.changes).toEqual(["Annual recurring revenue of US$5m or more."]);
    expect(words?.facility).toBe("Indicative facility: US$3.3m to US$6.5m.");
  });
});
