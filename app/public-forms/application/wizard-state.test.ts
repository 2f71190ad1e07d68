import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/shared/forms/field-names.ts";
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  readDraft,
  stepOfErrors,
  wizardIntentOf,
  wizardValuesFrom,
  withSuggestedCurrency,
  writeDraft,
} from "./wizard-state.ts";

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function formDataOf(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.set(name, value);
  return formData;
}

const KEY = "5b0e8f8e-6b8e-4a57-9d1e-0c7f3f1f2a11";

describe("wizardValuesFrom", () => {
  it("keeps the wizard's fields and drops captcha, CSRF, honeypot and intent", () => {
    const values = wizardValuesFrom(
      formDataOf({
        jobTitle: "CEO",
        annualRevenue: "100",
        altcha: "payload",
        csrf: "token",
        [HONEYPOT_FIELD]: "",
        intent: "continue",
        idempotencyKey: KEY,
      }),
    );
    expect(values).toEqual({ jobTitle: "CEO", annualRevenue: "100" });
  });

  it("caps very long values", () => {
    expect(wizardValuesFrom(formDataOf({ businessDescription: "x".repeat(9000) })).businessDescription).toHaveLength(
      5000,
    );
  });
});

describe("wizardIntentOf", () => {
  it.each(["continue", "back", "submit"])("reads %s", (intent) => {
    expect(wizardIntentOf(formDataOf({ intent }))).toBe(intent);
  });
  it("treats a missing or unknown intent as submit", () => {
    expect(wizardIntentOf(formDataOf({}))).toBe("submit");
    expect(wizardIntentOf(formDataOf({ intent: "delete" }))).toBe("submit");
  });
});

describe("stepOfErrors", () => {
  it("shows step 1 when a step-1 field is wrong, otherwise step 2", () => {
    expect(stepOfErrors({ website: ["Valid URL required"], annualRevenue: ["Required"] })).toBe(1);
    expect(stepOfErrors({ annualRevenue: ["Required"] })).toBe(2);
    expect(stepOfErrors({ "": ["Please complete the CAPTCHA."] })).toBe(2);
    expect(stepOfErrors(undefined)).toBe(2);
  });
});

describe("draft", () => {
  it("round-trips step, values and key", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, { step: 2, values: { jobTitle: "CEO", cashBalance: "5" }, idempotencyKey: KEY });
    expect(readDraft(storage)).toEqual({ step: 2, values: { jobTitle: "CEO", cashBalance: "5" }, idempotencyKey: KEY });
  });

  it("never stores fields outside the wizard, such as the captcha", () => {
    const storage = new MemoryStorage();
    const values = { jobTitle: "CEO", altcha: "secret-payload" } as Record<string, string>;
    writeDraft(storage, { step: 1, values, idempotencyKey: KEY });
    expect(storage.getItem(DRAFT_STORAGE_KEY)).not.toContain("secret-payload");
    expect(readDraft(storage)?.values).toEqual({ jobTitle: "CEO" });
  });

  it("ignores a corrupt or foreign draft", () => {
    const storage = new MemoryStorage();
    storage.setItem(DRAFT_STORAGE_KEY, "{not json");
    expect(readDraft(storage)).toBeUndefined();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, step: 7, values: {}, idempotencyKey: KEY }));
    expect(readDraft(storage)).toBeUndefined();
  });

  it("is gone after clearDraft", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, { step: 1, values: { jobTitle: "CEO" }, idempotencyKey: KEY });
    clearDraft(storage);
    expect(readDraft(storage)).toBeUndefined();
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(readDraft(broken)).toBeUndefined();
    expect(() => writeDraft(broken, { step: 1, values: {}, idempotencyKey: KEY })).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });
});

describe("withSuggestedCurrency", () => {
  it("suggests the country's currency until the founder chooses one", () => {
    expect(withSuggestedCurrency({ country: "IT" }).currency).toBe("EUR");
    expect(withSuggestedCurrency({ country: "CH" }).currency).toBe("CHF");
    expect(withSuggestedCurrency({ country: "GB", currency: "USD" }).currency).toBe("USD");
    expect(withSuggestedCurrency({ country: "SE", currency: "JPY" }).currency).toBe("SEK");
  });
});
