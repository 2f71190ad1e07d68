import { IDEMPOTENCY_FIELD, INTENT_FIELD } from "#app/shared/forms/field-names.ts";
import { checkField, checkForm, controlOf, noteDraftRestored, ownFieldNames, sayInStatus } from "./wizard-messages.ts";
import {
  clearDraft,
  readDraft,
  type WizardFieldName,
  type WizardStep,
  type WizardValues,
  wizardFieldNames,
  withSuggestedCurrency,
  writeDraft,
} from "./wizard-state.ts";

/*
 * The application wizard's script on its document (decision 078), loaded by apply.tsx's inline starter. The server
 * rendered the step on screen and the other one in a <template>: Continue (once step 1 passes field-checks.ts)
 * and Back swap them here, with no round trip; every answer is kept in sessionStorage, so a reload (or a step's
 * plain post) restores the step and its values. Step 2, once it passes, is sent by the form module
 * (app/public-forms/document-scripts/form-enhance.ts): captcha, idempotency key, one retry, the answer swapped in.
 */

let drafts: Storage | undefined;
try {
  drafts = window.sessionStorage;
} catch {
  // Storage disabled: the wizard works, without a draft.
}

/** The wizard's region on screen; the form module replaces it with the server's answer to a post. */
let region: HTMLElement | null = null;

/** Sent in, the draft has done its job; a refused post's answer is a new region to run the wizard on. */
function follow() {
  const shown = document.querySelector<HTMLElement>("[data-form-region]");
  if (shown === region) return;
  region = shown;
  if (shown?.hasAttribute("data-wizard-done")) {
    if (drafts) clearDraft(drafts);
  } else if (shown) startWizard(shown);
}

follow();
new MutationObserver(follow).observe(document.querySelector("main") ?? document.body, {
  childList: true,
  subtree: true,
});

function startWizard(region: HTMLElement) {
  const live = region.querySelector<HTMLElement>(":scope > [data-wizard-step]:not(template)");
  const template = region.querySelector<HTMLTemplateElement>(":scope > template[data-wizard-step]");
  if (!live || !template) return;
  // Both steps as elements: the one on screen, and the other, detached until it is shown.
  const other = document.createElement("div");
  other.dataset.wizardStep = template.dataset.wizardStep;
  // Moved out of the template rather than cloned: the template goes anyway, and a copy of step 2 cost about 10 ms
  // of CPU on the first focus (about 40 ms on a phone 4× slower), ahead of the visitor's next key (issue 27).
  other.append(template.content);
  template.remove();
  let current = Number(live.dataset.wizardStep) as WizardStep;
  const views: Record<WizardStep, HTMLElement> = current === 1 ? { 1: live, 2: other } : { 1: other, 2: live };
  const formOf = (step: WizardStep) => views[step].querySelector("form") as HTMLFormElement;
  const forms = [formOf(1), formOf(2)];
  /** Fields whose message is shown: they are checked again on every input. */
  const checked = new Set<string>();
  for (const form of forms) {
    for (const invalid of form.querySelectorAll<HTMLElement>('[aria-invalid="true"][name]')) {
      checked.add(invalid.getAttribute("name") ?? "");
    }
  }
  const checkable = (form: HTMLFormElement, name: string): name is WizardFieldName =>
    forms.includes(form) && (wizardFieldNames as readonly string[]).includes(name) && Boolean(controlOf(form, name));
  /** Left before this script arrived: the inline script named them on the form (app/site/document/enhance.ts). */
  const leftEarly = (form: HTMLFormElement) =>
    (form.dataset.leftFields ?? "").split(" ").filter((name): name is WizardFieldName => checkable(form, name));

  const values = (): WizardValues => {
    const found: WizardValues = {};
    for (const form of forms) {
      for (const name of ownFieldNames(form)) found[name] = controlOf(form, name)?.value ?? "";
    }
    return found;
  };
  const setValue = (name: WizardFieldName, value: string, unlessTyped: boolean) => {
    for (const form of forms) {
      const control = controlOf(form, name);
      const carried = form.querySelector<HTMLInputElement>(`input[data-carried][name="${name}"]`);
      if (carried) carried.value = value;
      // Typed before this script arrived: newer than the draft.
      if (control && !(unlessTyped && control instanceof HTMLInputElement && control.value !== control.defaultValue)) {
        control.value = value;
      }
    }
  };
  const carry = () => {
    const now = values();
    for (const form of forms) {
      for (const name of wizardFieldNames) {
        const carried = form.querySelector<HTMLInputElement>(`input[data-carried][name="${name}"]`);
        if (carried) carried.value = now[name] ?? "";
      }
    }
  };

  // One key for this application, kept across steps, retries and reloads (the server makes one if none comes).
  const draft = region.hasAttribute("data-wizard-answer") || !drafts ? undefined : readDraft(drafts);
  const keyInputs = region.ownerDocument.querySelectorAll<HTMLInputElement>(`input[name="${IDEMPOTENCY_FIELD}"]`);
  const key = draft?.idempotencyKey || [...keyInputs].find((input) => input.value)?.value || crypto.randomUUID();
  for (const form of forms) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${IDEMPOTENCY_FIELD}"]`);
    if (input) input.value = key;
  }
  const save = () => {
    carry();
    if (drafts) writeDraft(drafts, { step: current, values: values(), idempotencyKey: key });
  };

  const show = (step: WizardStep) => {
    if (step === current) return;
    if (step === 2) {
      const currency = controlOf(formOf(2), "currency");
      const suggested = withSuggestedCurrency(values()).currency;
      if (currency && suggested && !currency.value) currency.value = suggested;
    }
    sayInStatus(formOf(step), undefined);
    views[current].replaceWith(views[step]);
    current = step;
    save();
    views[step].querySelector<HTMLElement>("h1")?.focus();
  };

  if (draft) {
    for (const name of wizardFieldNames) setValue(name, draft.values[name] ?? "", true);
    show(draft.step);
    noteDraftRestored(formOf(current), region.dataset.noteClass ?? "");
  }
  save();
  for (const form of forms) {
    for (const name of leftEarly(form)) {
      checked.add(name);
      checkField(form, name, values());
    }
  }

  const fieldEvent = (event: Event) => {
    const control = event.target as HTMLInputElement;
    const form = control.form;
    const name = control.name;
    if (!form || !checkable(form, name) || control.dataset.carried !== undefined) return;
    if (event.type === "focusout" || checked.has(name)) {
      checked.add(name);
      checkField(form, name, values());
    }
    // A new currency can make an amount's message right or wrong.
    if (name === "currency") {
      for (const shown of checked) if (checkable(form, shown)) checkField(form, shown, values());
    }
    if (event.type !== "focusout") save();
  };
  for (const type of ["input", "change", "focusout"]) document.addEventListener(type, fieldEvent);

  // Ahead of the document script's held send (capture): a step change or a refused check never posts.
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!forms.includes(form)) return;
      const intent = (event as SubmitEvent).submitter?.getAttribute("value");
      const stop = () => {
        event.preventDefault();
        event.stopImmediatePropagation();
      };
      if (intent === "back") return (stop(), show(1));
      for (const name of ownFieldNames(form)) checked.add(name);
      if (!checkForm(form, values())) return stop();
      save();
      if (form === formOf(1)) return (stop(), show(2));
      // Step 2 passed: the form module sends it, its body built from the form alone, so the intent goes as a field.
      if (!form.querySelector(`input[type="hidden"][name="${INTENT_FIELD}"]`)) {
        form.append(
          Object.assign(document.createElement("input"), { type: "hidden", name: INTENT_FIELD, value: "submit" }),
        );
      }
    },
    { capture: true },
  );
}
