import { CAPTCHA_FIELD } from "#app/shared/forms/field-names.ts";

/*
 * A form's send waits for its captcha (as app/shared/forms/SubmitButton.tsx draws it): while the widget has not
 * solved its challenge, the button is marked disabled but stays focusable, names the hint the server rendered
 * hidden beside it ([data-captcha-hint]), and a submit sends nothing. Without JavaScript none of this applies.
 */

type Widget = HTMLElement & { verify?: () => unknown; getState?: () => string };

export const widgetOf = (form: HTMLFormElement) => form.querySelector<Widget>("altcha-widget");

export function captchaSolved(form: HTMLFormElement): boolean {
  if (!widgetOf(form)) return true;
  return Boolean(form.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_FIELD}"]`)?.value);
}

/** Draws the button and its hint for the captcha's state. */
export function showCaptchaState(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const hint = form.querySelector<HTMLElement>("[data-captcha-hint]");
  if (!button || !widgetOf(form)) return;
  const waiting = !captchaSolved(form);
  if (waiting) button.setAttribute("aria-disabled", "true");
  else button.removeAttribute("aria-disabled");
  if (hint) {
    hint.hidden = !waiting;
    if (waiting) button.setAttribute("aria-describedby", hint.id);
    else if (button.getAttribute("aria-describedby") === hint.id) button.removeAttribute("aria-describedby");
  }
}

/**
 * A fresh form from the server (after a refused post) holds a new widget: the server takes each solution once,
 * so it solves a new challenge at once.
 */
export function solveAgain(form: HTMLFormElement) {
  const widget = widgetOf(form);
  // A widget that solves on load does so by itself once in the page.
  if (!widget || widget.getAttribute("auto") === "onload") return;
  void customElements.whenDefined("altcha-widget").then(() =>
    window.setTimeout(() => {
      if (widget.getState?.() === "unverified") void widget.verify?.();
    }),
  );
}
