import { currencyOfCountry, isCurrencyCode } from "#app/shared/money/currencies.ts";
import { INTENT_FIELD } from "#app/shared/forms/field-names.ts";
import { applicationStep1Fields, applicationStep2Fields } from "./application.fields.ts";

/*
 * State shared by the wizard's action (no-JS path) and its component: which
 * fields belong to which step, how values are carried between steps, and the
 * sessionStorage draft that survives a reload.
 */

export const WIZARD_INTENTS = ["continue", "back", "submit"] as const;
export type WizardIntent = (typeof WIZARD_INTENTS)[number];
export type WizardStep = 1 | 2;

export const wizardFieldNames = [...applicationStep1Fields, ...applicationStep2Fields] as const;
export type WizardFieldName = (typeof wizardFieldNames)[number];
export type WizardValues = Partial<Record<WizardFieldName, string>>;

/** Longest value carried between steps; the schema's own limits are lower. */
const MAX_CARRIED_LENGTH = 5000;

/** The wizard's own fields from a form post, as strings; captcha, CSRF and honeypot never included. */
export function wizardValuesFrom(formData: FormData): WizardValues {
  const values: WizardValues = {};
  for (const name of wizardFieldNames) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, MAX_CARRIED_LENGTH);
  }
  return values;
}

/**
 * Step 2's values with the currency suggested from the country when none was chosen yet (or the
 * one carried is not listed): a founder in Milan starts in euros, one in Zürich in francs.
 */
export function withSuggestedCurrency(values: WizardValues): WizardValues {
  return isCurrencyCode(values.currency) ? values : { ...values, currency: currencyOfCountry(values.country) };
}

/** Which button sent the form; a post without one (e.g. Enter on step 2) is a submit. */
export function wizardIntentOf(formData: FormData): WizardIntent {
  const intent = formData.get(INTENT_FIELD);
  return WIZARD_INTENTS.find((candidate) => candidate === intent) ?? "submit";
}

/** The step that shows these errors: step 1 if any step-1 field is wrong, else step 2. */
export function stepOfErrors(errors: Record<string, unknown> | null | undefined): WizardStep {
  if (!errors) return 2;
  return applicationStep1Fields.some((name) => Array.isArray(errors[name]) && errors[name].length > 0) ? 1 : 2;
}

export const DRAFT_STORAGE_KEY = "noema:application-draft";

interface StoredDraft {
  version: 1;
  step: WizardStep;
  values: Record<string, string>;
  idempotencyKey: string;
}

/** Whether a parsed draft has the shape writeDraft gives it (checked by hand: zod is not loaded yet). */
function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<Record<keyof StoredDraft, unknown>>;
  const { values, idempotencyKey } = draft;
  return (
    draft.version === 1 &&
    (draft.step === 1 || draft.step === 2) &&
    typeof values === "object" &&
    values !== null &&
    !Array.isArray(values) &&
    Object.values(values).every((entry) => typeof entry === "string") &&
    typeof idempotencyKey === "string" &&
    idempotencyKey.length >= 8 &&
    idempotencyKey.length <= 100
  );
}

export interface ApplicationDraft {
  step: WizardStep;
  values: WizardValues;
  idempotencyKey: string;
}

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The saved draft, or undefined when there is none or it is unreadable. */
export function readDraft(storage: DraftStorage): ApplicationDraft | undefined {
  try {
    const raw = storage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredDraft(parsed)) return undefined;
    const values: WizardValues = {};
    for (const name of wizardFieldNames) {
      const value = parsed.values[name];
      if (value !== undefined) values[name] = value;
    }
    return { step: parsed.step, values, idempotencyKey: parsed.idempotencyKey };
  } catch {
    return undefined;
  }
}

/** Saves only the wizard's own fields; the captcha token is never stored. */
export function writeDraft(storage: DraftStorage, draft: ApplicationDraft): void {
  const values: Record<string, string> = {};
  for (const name of wizardFieldNames) {
    const value = draft.values[name];
    if (value !== undefined && value !== "") values[name] = value;
  }
  try {
    storage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ version: 1, step: draft.step, values, idempotencyKey: draft.idempotencyKey }),
    );
  } catch {
    // Storage full or disabled (private mode): the wizard still works, only without a draft.
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
