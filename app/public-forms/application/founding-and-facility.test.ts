import { describe, expect, it } from "vitest";
import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import { applicationStep1Schema, applicationStep2Schema } from "./application.schema.ts";
import { optionalAmountField, parseMonthYear } from "#app/shared/forms/fields.schema.ts";
import { stepOfErrors } from "./wizard-state.ts";
import { errorsOf, parsedValue } from "#tests/form-schema.ts";
import { validStep1 as step1 } from "#tests/fixtures.ts";

/* Issue 12: step 1's founding month and year, step 2's facility requested; both optional. */

describe("foundedOn (step 1)", () => {
  it("is optional: left blank, step 1 is valid and the value has no founding month", () => {
    expect(errorsOf(applicationStep1Schema, { ...step1, foundedOn: "" })).toEqual({});
    expect(parsedValue(applicationStep1Schema, step1).foundedOn).toBeUndefined();
  });

  it.each([
    ["03/2019", "2019-03"],
    ["3/2019", "2019-03"],
    ["03.2019", "2019-03"],
    ["03 2019", "2019-03"],
    [" 11-2020 ", "2020-11"],
    ["2019-03", "2019-03"],
  ])("reads %j as %j", (raw, value) => {
    expect(parsedValue(applicationStep1Schema, { ...step1, foundedOn: raw }).foundedOn).toBe(value);
  });

  it.each([
    ["March 2019", messages.monthYearFormat],
    ["2019", messages.monthYearFormat],
    ["03/19", messages.monthYearFormat],
    ["13/2019", messages.monthNotReal],
    ["00/2019", messages.monthNotReal],
    ["12/1899", messages.monthYearTooEarly],
    ["01/2999", messages.monthYearInFuture],
  ])("refuses %j with a clear message, on step 1", (raw, message) => {
    const errors = errorsOf(applicationStep1Schema, { ...step1, foundedOn: raw });
    expect(errors.foundedOn).toEqual([message]);
    expect(stepOfErrors(errors)).toBe(1);
  });

  it("accepts this month wherever the founder is, and not the month after the latest time zone's", () => {
    const now = new Date("2025-06-30T12:00:00Z");
    // 12:00 UTC on 30 June is already 1 July at UTC+14.
    expect(parseMonthYear("07/2025", now)).toEqual({ value: "2025-07" });
    expect(parseMonthYear("08/2025", now)).toEqual({ error: messages.monthYearInFuture });
  });
});

describe("facilityRequested (step 2)", () => {
  it("is optional and read like every dollar field", () => {
    expect(optionalAmountField.parse(undefined)).toBeUndefined();
    expect(optionalAmountField.parse("  ")).toBeUndefined();
    expect(optionalAmountField.parse("$4,500,000")).toBe(4_500_000);
    const errors = errorsOf(applicationStep2Schema, { facilityRequested: "lots" });
    expect(errors.facilityRequested).toEqual([messages.notAmount]);
    expect(errorsOf(applicationStep2Schema, { facilityRequested: "-5" }).facilityRequested).toEqual([
      messages.negativeAmount,
    ]);
    expect(errors.debtOutstanding).toEqual(["Required"]);
  });
});
