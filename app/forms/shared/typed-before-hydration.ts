/** The value a control had as the server rendered it. */
function renderedValue(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue;
  const options = Array.from(control.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

/**
 * The answers a visitor typed into a server-rendered form before React hydrated it (public form pages hydrate on
 * the first intent, decision 071): every named text, select and textarea control whose value differs from what
 * the server rendered. Read once at hydration, so state seeded from the server or a saved draft keeps them.
 */
export function typedBeforeHydration(form: Element | null): Record<string, string> {
  const typed: Record<string, string> = {};
  if (!(form instanceof HTMLFormElement)) return typed;
  for (const control of Array.from(form.elements)) {
    const editable =
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement ||
      (control instanceof HTMLInputElement && !["hidden", "checkbox", "radio", "submit"].includes(control.type));
    if (!editable || !control.name) continue;
    if (control.value !== renderedValue(control)) typed[control.name] = control.value;
  }
  return typed;
}
