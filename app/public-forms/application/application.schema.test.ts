import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/shared/forms/field-names.ts";
import { applicationStep1Fields, applicationStep2Fields } from "./application.fields.ts";
import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import {
  applicationSchema,
  applicationStep1Schema,
  applicationStep2Object,
  applicationStep2Schema,
  countries,
  fundingRoundTypes,
  industries,
  referralSources,
  revenueModels,
  usesOfProceeds,
} from "./application.schema.ts";
import { latestAllowedDate } from "#app/shared/forms/fields.schema.ts";
import { errorsOf, parsedValue } from "#tests/form-schema.ts";
import { validStep1, validStep2 } from "#tests/fixtures.ts";

describe("application enumerations", () => {
  it("match the firm's option lists word for word", () => {
    expect(revenueModels).toHaveLength(10);
    expect(revenueModels).toContain("B2B Project based");
    expect(revenueModels).toContain("B2C Project Based");
    expect(industries).toEqual([
      "Software Services",
      "Financial Services",
      "Professional Services",
      "Data Infrastructure",
      "Media & Entertainment",
      "Real Estate",
      "Consumer Goods",
      "E-Commerce",
      "Healthcare",
      "Education",
      "Deeptech & Industry 4.0",
      "Others",
    ]);
    expect(usesOfProceeds).toHaveLength(9);
    expect(fundingRoundTypes).toEqual(["Early Stage", "Series A", "Series B", "Series C", "Series D+", "Other"]);
    expect(referralSources).toHaveLength(7);
  });

  it("list the 29 countries with unique two-letter codes", () => {
    expect(countries).toHaveLength(29);
    const codes = countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(29);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(countries).toContainEqual({ code: "GB", name: "United Kingdom" });
    expect(countries).toContainEqual({ code: "CH", name: "Switzerland" });
    expect(countries).toContainEqual({ code: "CZ", name: "Czech Republic" });
  });

  it("submits the country code, not the name", () => {
    expect(parsedValue(applicationStep1Schema, validStep1).country).toBe("DE");
    expect(errorsOf(applicationStep1Schema, { ...validStep1, country: "United Kingdom" }).country).toEqual([
      messages.chooseListed,
    ]);
    expect(errorsOf(applicationStep1Schema, { ...validStep1, country: "US" }).country).toEqual([messages.chooseListed]);
  });
});

describe("the applicant on step 1", () => {
  it("requires a name and a valid work e-mail", () => {
    expect(errorsOf(applicationStep1Schema, { ...validStep1, firstName: "" }).firstName).toEqual(["Required"]);
    expect(errorsOf(applicationStep1Schema, { ...validStep1, email: "" }).email).toEqual([messages.emailRequired]);
    expect(errorsOf(applicationStep1Schema, { ...validStep1, email: "ada@" }).email).toEqual([messages.emailInvalid]);
  });

  it.each(["+44 20 7946 0958", "(415) 555-0100", "+49-30-1234567 ext. 12", "0041 44 668 18 00"])(
    "accepts the phone number %s",
    (phone) => {
      expect(parsedValue(applicationStep1Schema, { ...validStep1, phone }).phone).toBe(phone);
    },
  );

  it.each(["abc", "12345", "+44 20 7946 0958; drop"])("refuses the phone number %s", (phone) => {
    expect(errorsOf(applicationStep1Schema, { ...validStep1, phone }).phone).toEqual([messages.phoneInvalid]);
  });

  it("takes a LinkedIn address with or without https:// and refuses other sites", () => {
    expect(parsedValue(applicationStep1Schema, { ...validStep1, linkedin: "linkedin.com/in/ada" }).linkedin).toBe(
      "https://www.linkedin.com/in/ada",
    );
    expect(
      errorsOf(applicationStep1Schema, { ...validStep1, linkedin: "https://evil.example/in/ada" }).linkedin,
    ).toEqual([messages.linkedinInvalid]);
  });

  it("leaves phone and LinkedIn optional: blank is no value", () => {
    const value = parsedValue(applicationStep1Schema, { ...validStep1, phone: " ", linkedin: "" });
    expect(value.phone).toBeUndefined();
    expect(value.linkedin).toBeUndefined();
  });
});

describe("applicationStep1Schema", () => {
  it("accepts a valid step 1", () => {
    expect(errorsOf(applicationStep1Schema, validStep1)).toEqual({});
  });

  it.each(["jobTitle", "businessName", "country", "referralSource"])("says 'Required' for an empty %s", (field) => {
    expect(errorsOf(applicationStep1Schema, { ...validStep1, [field]: "" })[field]).toEqual(["Required"]);
  });

  it.each([
    "noema.example",
    "www.noema.example",
    "http://noema.example",
    "https://www.noema.example",
    "https://app.noema.co.uk/path?q=1",
    "noema-capital.example:8080",
  ])("accepts the website %j", (website) => {
    expect(errorsOf(applicationStep1Schema, { ...validStep1, website }).website).toBeUndefined();
  });

  it.each(["", "noema", "https://", "ftp://noema.example", "noema .example", "https://noema.", "noema.c"])(
    "says 'Valid URL required' for the website %j",
    (website) => {
      expect(errorsOf(applicationStep1Schema, { ...validStep1, website }).website).toEqual(["Valid URL required"]);
    },
  );
});

describe("applicationStep2Schema", () => {
  it("accepts a valid step 2 and normalises numbers and the date", () => {
    expect(parsedValue(applicationStep2Schema, validStep2)).toMatchObject({
      annualRevenue: 6_500_000,
      estimatedRunway: 18,
      cashBalance: 2_500_000,
      recentEquityRaise: 12_000_000,
      debtOutstanding: 0,
      fundingDate: "2024-03",
    });
  });

  const moneyFields = ["annualRevenue", "cashBalance", "recentEquityRaise", "debtOutstanding"] as const;

  it.each([...moneyFields, "estimatedRunway"])("gives %s its own 'Required' message", (field) => {
    expect(errorsOf(applicationStep2Schema, { ...validStep2, [field]: "" })[field]).toEqual(["Required"]);
  });

  it("shows a message for every empty numeric field at once", () => {
    const errors = errorsOf(applicationStep2Schema, {
      ...validStep2,
      annualRevenue: "",
      estimatedRunway: "",
      cashBalance: "",
      recentEquityRaise: "",
      debtOutstanding: "",
    });
    for (const field of [...moneyFields, "estimatedRunway"]) expect(errors[field]).toEqual(["Required"]);
  });

  it.each(moneyFields)("rejects non-numbers, negatives and absurd amounts for %s", (field) => {
    expect(errorsOf(applicationStep2Schema, { ...validStep2, [field]: "lots" })[field]).toEqual([messages.notAmount]);
    expect(errorsOf(applicationStep2Schema, { ...validStep2, [field]: "1e9" })[field]).toEqual([messages.notAmount]);
    expect(errorsOf(applicationStep2Schema, { ...validStep2, [field]: "-1" })[field]).toEqual([
      messages.negativeAmount,
    ]);
    expect(errorsOf(applicationStep2Schema, { ...validStep2, [field]: "10000000001" })[field]).toEqual([
      messages.amountTooLarge,
    ]);
  });

  it.each([
    ["0", 0],
    ["$1,250,000", 1_250_000],
    ["1 250 000", 1_250_000],
    ["99.50", 99.5],
    ["10000000000", 10_000_000_000],
  ])("reads the amount %j as %d", (raw, amount) => {
    expect(parsedValue(applicationStep2Schema, { ...validStep2, cashBalance: raw }).cashBalance).toBe(amount);
  });

  it("accepts runway from 0 to 600 whole months", () => {
    expect(parsedValue(applicationStep2Schema, { ...validStep2, estimatedRunway: "0" }).estimatedRunway).toBe(0);
    expect(parsedValue(applicationStep2Schema, { ...validStep2, estimatedRunway: "600" }).estimatedRunway).toBe(600);
    expect(errorsOf(applicationStep2Schema, { ...validStep2, estimatedRunway: "601" }).estimatedRunway).toEqual([
      messages.monthsTooLarge,
    ]);
    expect(errorsOf(applicationStep2Schema, { ...validStep2, estimatedRunway: "-3" }).estimatedRunway).toEqual([
      messages.negativeMonths,
    ]);
    expect(errorsOf(applicationStep2Schema, { ...validStep2, estimatedRunway: "12.5" }).estimatedRunway).toEqual([
      messages.notMonths,
    ]);
    expect(errorsOf(applicationStep2Schema, { ...validStep2, estimatedRunway: "a year" }).estimatedRunway).toEqual([
      messages.notMonths,
    ]);
  });

  it.each([
    "revenueModel",
    "industry",
    "useOfProceeds",
    "fundingRoundType",
    "businessDescription",
    "majorInvestors",
    "fundingDate",
  ])("says 'Required' for an empty %s", (field) => {
    expect(errorsOf(applicationStep2Schema, { ...validStep2, [field]: "" })[field]).toEqual(["Required"]);
  });

  it.each([
    ["revenueModel", "B2B Freemium"],
    ["industry", "Crypto"],
    ["useOfProceeds", "Yacht"],
    ["fundingRoundType", "Series Z"],
  ])("rejects %s values outside the spec list", (field, value) => {
    expect(errorsOf(applicationStep2Schema, { ...validStep2, [field]: value })[field]).toEqual([messages.chooseListed]);
  });
});

describe("fundingDate: the month of the last round", () => {
  // Issue 18: "15/03/2024" read "That date doesn't exist", and "03/04/2024" was stored as 4 March.
  it.each([
    ["2024-03", "2024-03"],
    ["03/2024", "2024-03"],
    ["3.2024", "2024-03"],
    ["1990-01", "1990-01"],
  ])("reads %j as the month %j", (raw, month) => {
    expect(parsedValue(applicationStep2Schema, { ...validStep2, fundingDate: raw }).fundingDate).toBe(month);
  });

  it.each([
    ["15/03/2024", messages.monthYearFormat],
    ["03/04/2024", messages.monthYearFormat],
    ["March 2024", messages.monthYearFormat],
    ["2024", messages.monthYearFormat],
    ["13/2024", messages.monthNotReal],
    ["1989-12", messages.fundingMonthTooEarly],
    ["2999-01", messages.monthYearInFuture],
  ])("refuses %j with a clear message, never a day it could have misread", (raw, message) => {
    expect(errorsOf(applicationStep2Schema, { ...validStep2, fundingDate: raw }).fundingDate).toEqual([message]);
  });

  it("accepts this month, as the latest time zone's today reads it", () => {
    const now = new Date("2025-06-01T12:00:00Z");
    expect(latestAllowedDate(now)).toBe("2025-06-02");
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(parsedValue(applicationStep2Schema, { ...validStep2, fundingDate: thisMonth }).fundingDate).toBe(thisMonth);
  });
});

describe("applicationSchema", () => {
  it("validates both steps together", () => {
    const errors = errorsOf(applicationSchema, { ...validStep1 });
    expect(Object.keys(errors).sort()).toEqual(Object.keys(validStep2).sort());
    expect(errorsOf(applicationSchema, { ...validStep1, ...validStep2 })).toEqual({});
  });

  it("keeps only known fields in the parsed value", () => {
    const value = parsedValue(applicationSchema, {
      ...validStep1,
      ...validStep2,
      [HONEYPOT_FIELD]: "",
      intent: "submit",
    });
    expect(Object.keys(value).sort()).toEqual([...Object.keys(validStep1), ...Object.keys(validStep2)].sort());
  });
});

describe("the wizard's field lists (application.fields.ts, read before zod loads)", () => {
  it("name exactly each step schema's fields, in order", () => {
    expect([...applicationStep1Fields]).toEqual(Object.keys(applicationStep1Schema.shape));
    expect([...applicationStep2Fields]).toEqual(Object.keys(applicationStep2Object.shape));
  });
});
