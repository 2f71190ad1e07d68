import { formCopy } from "~/content/shared/form-copy/data";
import { messageOf } from "./field-checks";
import { type WizardFieldName, wizardFieldNames } from "./wizard-state";

/*
 * The wizard's messages in the browser, as the server renders them (app/forms/shared/FormFields.tsx): the
 * message under its field (`<form id>-<name>-error`), aria-invalid, aria-describedby, and the summary above
 * the buttons. Each field's validity is the platform's (setCustomValidity), with field-checks.ts's message.
 */

/** The CSS module classes the server's markup uses, named on the wizard's region (ApplicationWizard.tsx). */
export interface WizardClasses {
  invalid: string;
  error: string;
  statusError: string;
  statusNote: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's own field of that name (not the hidden copy carrying the other step's answer). */
export function controlOf(form: HTMLFormElement, name: string): Control | undefined {
  const control = form.querySelector<Control>(`[name="${name}"]:not([data-carried])`);
  return control ?? undefined;
}

/** The wizard's fields this form asks for. */
export function ownFieldNames(form: HTMLFormElement): WizardFieldName[] {
  return wizardFieldNames.filter((name) => controlOf(form, name));
}

function setMessage(form: HTMLFormElement, name: string, message: string, classes: WizardClasses) {
  const control = controlOf(form, name);
  if (!control) return;
  const errorId = `${form.id}-${name}-error`;
  const frame = control.parentElement;
  let shown = form.querySelector<HTMLElement>(`[id="${errorId}"]`);
  const describedBy = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
  control.setCustomValidity(message);
  frame?.classList.toggle(classes.invalid, message !== "");
  if (message === "") {
    shown?.remove();
    control.removeAttribute("aria-invalid");
  } else {
    if (!shown) {
      shown = document.createElement("p");
      shown.id = errorId;
      shown.className = classes.error;
      frame?.append(shown);
    }
    shown.textContent = message;
    control.setAttribute("aria-invalid", "true");
    describedBy.push(errorId);
  }
  if (describedBy.length > 0) control.setAttribute("aria-describedby", describedBy.join(" "));
  else control.removeAttribute("aria-describedby");
}

/** Checks one field against every value of the wizard and shows what it found; true when it is valid. */
export function checkField(
  form: HTMLFormElement,
  name: WizardFieldName,
  values: Record<string, string>,
  classes: WizardClasses,
): boolean {
  const message = messageOf(name, values);
  setMessage(form, name, message, classes);
  return message === "";
}

/** The line above the buttons: the summary of a refused submit, a note (a restored draft), or nothing. */
export function setStatus(form: HTMLFormElement, kind: "error" | "note" | "none", classes: WizardClasses) {
  const status = form.querySelector<HTMLElement>(`[id="${form.id}-status"]`);
  if (!status) return;
  status.replaceChildren();
  if (kind === "none") return;
  const line = document.createElement("p");
  line.className = kind === "error" ? classes.statusError : classes.statusNote;
  if (kind === "error") line.setAttribute("role", "alert");
  line.textContent = kind === "error" ? formCopy.common.errorSummaryTitle : formCopy.application.draftRestored;
  status.append(line);
}

/** Checks every field of the form; shows the summary and focuses the first invalid field. True when all pass. */
export function checkForm(form: HTMLFormElement, values: Record<string, string>, classes: WizardClasses): boolean {
  const invalid = ownFieldNames(form).filter((name) => !checkField(form, name, values, classes));
  if (invalid.length === 0) return true;
  setStatus(form, "error", classes);
  controlOf(form, invalid[0] ?? "")?.focus();
  return false;
}
