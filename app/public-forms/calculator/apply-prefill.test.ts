import { describe, expect, it } from "vitest";
import { applicationStep2Object } from "#app/public-forms/application/application.schema.ts";
import { amountField, optionalAmountField } from "#app/shared/forms/fields.schema.ts";
import { applyPrefillFrom } from "./apply-prefill.ts";

describe("applyPrefillFrom", () => {
  it("carries the calculator's round and facility into the wizard's fields, in a form its schema accepts", () => {
    const prefill = applyPrefillFrom(new URLSearchParams("raise=12000000&facility=4500000"));
    expect(prefill).toEqual({ recentEquityRaise: "12,000,000", facilityRequested: "4,500,000" });
    expect(amountField.parse(prefill.recentEquityRaise)).toBe(12_000_000);
    expect(optionalAmountField.parse(prefill.facilityRequested)).toBe(4_500_000);
    expect(Object.keys(prefill).every((name) => name in applicationStep2Object.shape)).toBe(true);
  });

  it("ignores what is not an amount the application accepts", () => {
    expect(applyPrefillFrom(new URLSearchParams("raise=-5&facility=lots"))).toEqual({});
    expect(applyPrefillFrom(new URLSearchParams("raise=99999999999"))).toEqual({});
    expect(applyPrefillFrom(new URLSearchParams(""))).toEqual({});
  });
});
