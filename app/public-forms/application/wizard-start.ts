// Starts the application wizard's script (wizard-script.ts, named by the region's data-wizard-script) on the
// visitor's first focus or press in the wizard, or at once when this tab holds a draft to restore. A step sent
// before the script has run waits for it, so Continue never posts what the browser can check. Inline and alone
// (vite.config.ts ?inline-script): it imports nothing.

(() => {
  const doc = document;
  const region = doc.querySelector<HTMLElement>("[data-wizard-script]");
  if (!region) return;
  let arrived: Promise<void> | undefined;
  let ready = false;
  const load = () =>
    (arrived ??= new Promise<void>((resolve) => {
      const script = doc.createElement("script");
      script.type = "module";
      script.src = region.dataset.wizardScript ?? "";
      // Loaded or not: a step held for it then goes as it is (without the script, a plain post the server checks).
      const done = () => {
        ready = true;
        resolve();
      };
      script.addEventListener("load", done);
      script.addEventListener("error", done);
      doc.head.append(script);
    }));
  try {
    if (sessionStorage.getItem(region.dataset.draftKey ?? "") !== null) void load();
  } catch {
    // No storage, no draft.
  }
  const engage = (event: Event) => {
    if (region.contains(event.target as Node)) void load();
  };
  doc.addEventListener("focusin", engage);
  doc.addEventListener("pointerdown", engage);
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (ready || !region.contains(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const button = (event as SubmitEvent).submitter;
      void load().then(() => form.requestSubmit(button));
    },
    { capture: true },
  );
})();
