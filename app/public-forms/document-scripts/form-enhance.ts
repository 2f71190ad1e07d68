import { captchaSolved, showCaptchaState, solveAgain } from "./captcha-gate.ts";
import { type Control, checkControl, checkedControls, checksOf, sayInStatus } from "./field-messages.ts";
import { send, showAnswer } from "./form-send.ts";

/*
 * The enhancement of a public form served as a document (decision 078), loaded by app/site/document/enhance.ts on the
 * first focus or press in a `<form data-enhance>`. The server renders the form with the same components with or
 * without this script; the markup says everything the script needs:
 * - `data-checks` on the form: each field's check and messages, from the form's schema (field-check.ts);
 * - `data-error-class`: the class of a field's message; `[data-field-frame]` around each field;
 * - `data-summary` and `data-unsent`: the copy for a refused submit and for a post that got no answer;
 * - `[data-form-status]`: the form's live region; `[data-captcha-hint]`: the captcha's hint, rendered hidden;
 * - the form's region: its closest `[data-form-region]` with an id, which the server's answer replaces.
 * Messages show when a field is left, then follow each keystroke; a submit checks every field first.
 */

/** Controls whose message is on show: from then on each keystroke checks them again. */
const checked = new WeakSet<Element>();
/** Forms with a post on its way: a second press sends nothing more. */
const sending = new WeakSet<HTMLFormElement>();

const enhancedForm = (target: EventTarget | null) => {
  const form = (target as Partial<Control> | null)?.form ?? (target as Element | null);
  return form instanceof HTMLFormElement && form.matches("[data-enhance]") ? form : null;
};

function check(control: Control) {
  const form = control.form;
  if (!form) return;
  checked.add(control);
  checkControl(control, checksOf(form));
  // The summary of a refused submit stays only while a field is still wrong.
  if (form.dataset.summaryShown !== undefined && !form.querySelector('[aria-invalid="true"]')) {
    delete form.dataset.summaryShown;
    sayInStatus(form, undefined);
  }
}

function showSending(form: HTMLFormElement, on: boolean) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return;
  if (on) {
    button.dataset.label = button.textContent ?? "";
    const spinner = document.createElement("span");
    spinner.className = button.dataset.spinnerClass ?? "";
    spinner.setAttribute("aria-hidden", "true");
    button.replaceChildren(spinner, button.dataset.sendingLabel ?? "");
  } else if (button.dataset.label !== undefined) {
    button.replaceChildren(button.dataset.label);
  }
  button.disabled = on;
}

async function submit(form: HTMLFormElement) {
  const controls = checkedControls(form, checksOf(form));
  const invalid = controls.filter((control) => !checkControl(control, checksOf(form)));
  for (const control of controls) checked.add(control);
  if (invalid.length > 0) {
    form.dataset.summaryShown = "";
    sayInStatus(form, form.dataset.summary);
    invalid[0]?.focus();
    return;
  }
  if (!captchaSolved(form) || sending.has(form)) return;
  const region = form.closest("[data-form-region][id]");
  if (!region) return form.submit();
  sending.add(form);
  sayInStatus(form, undefined);
  showSending(form, true);
  const outcome = await send(form, region);
  sending.delete(form);
  if (outcome === "unreadable") return form.submit();
  showSending(form, false);
  if (outcome === "unsent") return sayInStatus(form, form.dataset.unsent);
  showAnswer(region, outcome.region);
  const fresh = outcome.region.querySelector<HTMLFormElement>("form[data-enhance]");
  if (fresh) {
    start(fresh);
    solveAgain(fresh);
  }
}

/** Sets a form up: a button that needs a script comes on, and waits for the captcha. */
function start(form: HTMLFormElement) {
  // As the inline script did for the page's first form: a button that needs a script comes on.
  for (const button of form.querySelectorAll<HTMLButtonElement>("button[data-until-script]")) {
    button.disabled = false;
    button.removeAttribute("aria-describedby");
  }
  showCaptchaState(form);
}

document.addEventListener("focusout", (event) => {
  if (enhancedForm(event.target) && (event.target as Partial<Control>).name) check(event.target as Control);
});
document.addEventListener("input", (event) => {
  if (enhancedForm(event.target) && checked.has(event.target as Element)) check(event.target as Control);
});
document.addEventListener("submit", (event) => {
  const form = enhancedForm(event.target);
  if (!form) return;
  event.preventDefault();
  void submit(form);
});
// The widget reports its state on its element; captured here, so a widget drawn later is heard too.
for (const type of ["statechange", "expired"]) {
  document.addEventListener(
    type,
    (event) => {
      const form = enhancedForm((event.target as Element | null)?.closest?.("form") ?? null);
      if (form) showCaptchaState(form);
    },
    { capture: true },
  );
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-enhance]")) {
  start(form);
  // Left before this script arrived: the inline script named them on the form (app/site/document/enhance.ts).
  for (const name of new Set(form.dataset.leftFields?.split(" "))) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLElement && "value" in control) check(control as Control);
  }
}
document.documentElement.dataset.formsEnhanced = "";
