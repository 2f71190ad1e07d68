// A required field left empty says so at once, before the form's module has arrived (issue 27: on a slow phone the
// module, loaded on the first focus, came 250-350 ms after the visitor had left the field). An inline classic
// script on documents (DocumentScripts.tsx), compiled alone by vite.config.ts: it imports nothing.
//
// The form names, in `data-missing`, each field whose empty value the server refuses, with the server's message
// for it (EnhancedForm.tsx, CalculatorForm.tsx). Only an empty value is judged here, so this never says what the
// module would not: the module, once it runs, checks the fields left (data-left-fields) and takes over. The message
// is drawn as the module draws it (field-messages.ts): `#<id>-error` in the field's frame, the control's
// aria-invalid and aria-describedby, the frame's invalid look.

(() => {
  const doc = document;
  doc.addEventListener("focusout", (event) => {
    const control = event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
    const form = control?.form;
    if (!form?.dataset.missing || !control?.id || control.value !== "") return;
    let message: string | undefined;
    try {
      message = (JSON.parse(form.dataset.missing) as Record<string, string>)[control.name];
    } catch {
      return;
    }
    const frame = control.closest<HTMLElement>("[data-field-frame]");
    if (!message || !frame) return;
    const errorId = `${control.id}-error`;
    let error = doc.getElementById(errorId);
    if (!error) {
      error = doc.createElement("p");
      error.id = errorId;
      error.className = form.dataset.errorClass ?? "";
      frame.append(error);
    }
    if (error.textContent !== message) error.textContent = message;
    error.hidden = false;
    control.setAttribute("aria-invalid", "true");
    const others = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
    control.setAttribute("aria-describedby", [errorId, ...others].join(" "));
    frame.dataset.invalid = "true";
    for (const marked of [frame, ...frame.querySelectorAll<HTMLElement>("[data-invalid-class]")]) {
      if (marked.dataset.invalidClass) marked.classList.add(marked.dataset.invalidClass);
    }
  });
})();
