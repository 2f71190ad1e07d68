import { type FieldCheck, messageFor } from "./field-check.ts";

/*
 * A field's message in the page, drawn as the server draws it (app/shared/forms/FormFields.tsx): a paragraph
 * with the id `<control id>-error` at the end of the field's frame, named by the control's aria-describedby,
 * and the frame's invalid look: its data-invalid, and the classes the markup names (data-error-class,
 * data-invalid-class). The document's inline check (missing-message.ts) draws a field left empty the same way.
 */

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const errorIdOf = (control: Control) => `${control.id}-error`;

function describedBy(control: Control, errorId: string, invalid: boolean) {
  const others = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
  const ids = invalid ? [errorId, ...others] : others;
  if (ids.length > 0) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
}

/** Shows `message` for the control, or clears what it showed when there is none. */
export function showMessage(control: Control, message: string | undefined) {
  const frame = control.closest<HTMLElement>("[data-field-frame]");
  if (!frame || !control.id) return;
  const errorId = errorIdOf(control);
  let error = document.getElementById(errorId);
  if (message) {
    if (!error) {
      error = document.createElement("p");
      error.id = errorId;
      error.className = control.form?.dataset.errorClass ?? "";
      frame.append(error);
    }
    if (error.textContent !== message) error.textContent = message;
    control.setAttribute("aria-invalid", "true");
  } else {
    error?.remove();
    control.removeAttribute("aria-invalid");
  }
  describedBy(control, errorId, Boolean(message));
  if (message) frame.dataset.invalid = "true";
  else delete frame.dataset.invalid;
  for (const marked of [frame, ...frame.querySelectorAll<HTMLElement>("[data-invalid-class]")]) {
    const name = marked.dataset.invalidClass;
    if (name) marked.classList.toggle(name, Boolean(message));
  }
}

/** The form's checks by field name, as the server worked them out from its schema. */
export function checksOf(form: HTMLFormElement): Record<string, FieldCheck> {
  try {
    return JSON.parse(form.dataset.checks ?? "{}") as Record<string, FieldCheck>;
  } catch {
    return {};
  }
}

/** Checks one control and shows the outcome; true when it passes. */
export function checkControl(control: Control, checks: Record<string, FieldCheck>): boolean {
  const check = checks[control.name];
  if (!check) return true;
  const message = messageFor(check, control.value);
  showMessage(control, message);
  return message === undefined;
}

/** The controls of the form that have a check, in the order of the form. */
export function checkedControls(form: HTMLFormElement, checks: Record<string, FieldCheck>): Control[] {
  return [...form.elements].filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name in checks,
  );
}

/** The form's live region says `message` as a problem to act on (role=alert), or nothing. */
export function sayInStatus(form: HTMLFormElement, message: string | undefined) {
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  if (!status) return;
  if (!message) {
    status.replaceChildren();
    return;
  }
  const paragraph = document.createElement("p");
  paragraph.className = status.dataset.errorClass ?? "";
  paragraph.setAttribute("role", "alert");
  paragraph.textContent = message;
  status.replaceChildren(paragraph);
}
