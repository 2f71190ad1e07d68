import { type Control, sayInStatus, showMessage } from "#app/public-forms/document-scripts/field-messages.ts";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { messageOf } from "./field-checks.ts";
import { type WizardFieldName, wizardFieldNames } from "./wizard-state.ts";

/*
 * The wizard's messages in the browser, drawn by the form module's own functions (app/public-forms/document-scripts/
 * field-messages.ts) as the server draws them. Each field's validity is the platform's (setCustomValidity),
 * with field-checks.ts's message: the schema's readers and copy, without zod.
 */

/** The form's own field of that name (not the hidden copy carrying the other step's answer). */
export function controlOf(form: HTMLFormElement, name: string): Control | undefined {
  return form.querySelector<Control>(`[name="${name}"]:not([data-carried])`) ?? undefined;
}

/** The wizard's fields this form asks for. */
export function ownFieldNames(form: HTMLFormElement): WizardFieldName[] {
  return wizardFieldNames.filter((name) => controlOf(form, name));
}

/** Checks one field against every value of the wizard and shows what it found; true when it is valid. */
export function checkField(form: HTMLFormElement, name: WizardFieldName, values: Record<string, string>): boolean {
  const control = controlOf(form, name);
  if (!control) return true;
  const message = messageOf(name, values);
  control.setCustomValidity(message);
  showMessage(control, message || undefined);
  return message === "";
}

/** Says over the form that the answers typed earlier in this tab are back (a reload mid-application). */
export function noteDraftRestored(form: HTMLFormElement, noteClass: string) {
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  if (!status) return;
  const note = document.createElement("p");
  note.className = noteClass;
  note.textContent = formCopy.application.draftRestored;
  status.replaceChildren(note);
}

/** Checks every field of the form; shows the summary and focuses the first invalid field. True when all pass. */
export function checkForm(form: HTMLFormElement, values: Record<string, string>): boolean {
  const invalid = ownFieldNames(form).filter((name) => !checkField(form, name, values));
  if (invalid.length === 0) return true;
  sayInStatus(form, formCopy.common.errorSummaryTitle);
  controlOf(form, invalid[0] ?? "")?.focus();
  return false;
}

export { sayInStatus };
