// Enhancements of the site's documents (decision 064), run as one inline classic script at the
// end of <body>: no framework, listeners delegated to the document, so each works the moment the
// HTML is parsed and whether or not React later hydrates the page. The markup carries the numbers
// (data-* attributes), so each rule is stated once, where the component renders it.
// It must not import anything: vite.config.ts compiles it alone.

(() => {
  const doc = document;
  // Set while this script itself moves the focus (to a refused field on arrival): that is not the visitor engaging.
  let movingFocus = false;
  // Controls that only a script can serve are shown from here on (CSS: html[data-enhanced]).
  doc.documentElement.dataset.enhanced = "";

  // The header turns solid once the page has scrolled past data-solid-after pixels.
  const header = doc.querySelector<HTMLElement>("[data-solid-after]");
  if (header) {
    const threshold = Number(header.dataset.solidAfter);
    const update = () => {
      const scrolled = String(window.scrollY > threshold);
      if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
  }

  // A fragment in the address is brought into view again once the page has settled (fonts,
  // images); scroll-padding-top keeps it clear of the fixed header.
  const fragmentDelay = Number(doc.documentElement.dataset.fragmentDelay);
  if (location.hash.length > 1 && fragmentDelay >= 0) {
    const startY = window.scrollY;
    window.setTimeout(() => {
      let id = location.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // A malformed escape names no element.
      }
      const target = doc.getElementById(id);
      // The reader may have moved on in the meantime: their scroll wins.
      if (window.scrollY === startY) target?.scrollIntoView();
      // E.g. "Load more": keyboard and screen-reader users continue at the first new item's link.
      if (target?.hasAttribute("data-focus-on-arrival")) {
        target.querySelector<HTMLElement>("a[href]")?.focus({ preventScroll: true });
      }
    }, fragmentDelay);
  }

  // Invoker commands (commandfor/command) for browsers that do not have them yet.
  if (!("commandForElement" in HTMLButtonElement.prototype)) {
    doc.addEventListener("click", (event) => {
      const button = (event.target as Element | null)?.closest?.("button[commandfor]");
      const target = button && doc.getElementById(button.getAttribute("commandfor") ?? "");
      if (!(target instanceof HTMLDialogElement)) return;
      const command = button?.getAttribute("command");
      if (command === "show-modal" && !target.open) target.showModal();
      else if (command === "close") target.close();
    });
  }
  // Light dismiss (closedby="any") for browsers without it: a click on the backdrop lands on the
  // dialog element itself, because its content fills the box.
  if (!("closedBy" in HTMLDialogElement.prototype)) {
    doc.addEventListener("click", (event) => {
      const target = event.target;
      if (target instanceof HTMLDialogElement && target.open && target.getAttribute("closedby") === "any") {
        target.close();
      }
    });
  }

  // The hero's muted loop: when autoplay is refused, the first gesture that carries user
  // activation starts it. With reduced motion its sources match no media, so nothing loads.
  const video = doc.querySelector<HTMLVideoElement>("video[data-hero-video]");
  if (video) {
    const gestures = ["pointerdown", "pointerup", "touchend", "keydown"];
    const start = () => void video.play().catch(() => undefined);
    const disarm = () => {
      for (const type of gestures) window.removeEventListener(type, start, { capture: true });
    };
    video.addEventListener("playing", () => {
      video.dataset.playing = "true";
      delete video.dataset.autoplay;
      disarm();
    });
    if (!window.matchMedia("(prefers-reduced-motion: no-preference)").matches) video.pause();
    else if (video.paused) {
      video.muted = true;
      video.play().catch(() => {
        // Armed until the clip plays: a gesture the browser does not count (Escape, a scroll) is refused.
        video.dataset.autoplay = "blocked";
        for (const type of gestures) window.addEventListener(type, start, { capture: true, passive: true });
      });
    } else video.dataset.playing = "true";
  }

  // A solved captcha stays solved. ALTCHA resets itself when its box is unchecked, so Space or a
  // click on the verified box threw the solution away, disabled Send and took it out of the Tab
  // order. Cancelling that click in the capture phase, before the widget hears of it, keeps the
  // box checked and fires no change. On every page: this script runs on hydrated forms too.
  doc.addEventListener(
    "click",
    (event) => {
      const box = event.target as Element | null;
      const widget = box?.closest?.("altcha-widget") as (Element & { getState?: () => string }) | null;
      if (box instanceof HTMLInputElement && box.type === "checkbox" && widget?.getState?.() === "verified") {
        event.preventDefault();
      }
    },
    { capture: true },
  );

  // A form's captcha on a document: the server rendered the <altcha-widget> element; on the first
  // focus or press in its form, the widget's code (which defines the element, upgrading it in place)
  // and its workers load, and it solves at once. The form then posts as a plain form.
  const assetsBlock = doc.getElementById("document-assets");
  if (assetsBlock?.textContent) {
    const assets = JSON.parse(assetsBlock.textContent) as {
      captcha: { script: string; style: string; workers: Record<string, string>; field: string };
      keyField: string;
      forms: string;
    };
    // A button the server rendered off because it needs a script (a form whose captcha only a
    // script can solve) comes on now; the note it pointed at is shown only without scripts.
    for (const button of doc.querySelectorAll<HTMLButtonElement>("button[data-until-script]")) {
      button.disabled = false;
      button.removeAttribute("aria-describedby");
    }
    // Settles true once the widget's code has run, false if it could not load (then never retried).
    let captchaCode: Promise<boolean> | undefined;
    const loadCaptcha = () =>
      new Promise<boolean>((resolve) => {
        const style = doc.createElement("link");
        style.rel = "stylesheet";
        style.href = assets.captcha.style;
        doc.head.append(style);
        // A script element, not import(): under a hash-based CSP with 'strict-dynamic', only scripts a
        // trusted script inserts may load.
        const script = doc.createElement("script");
        script.type = "module";
        script.src = assets.captcha.script;
        script.addEventListener("load", () => {
          const registry = (globalThis as { $altcha?: { algorithms?: Map<string, () => Worker> } }).$altcha;
          for (const [name, url] of Object.entries(assets.captcha.workers)) {
            registry?.algorithms?.set(name, () => new Worker(url));
          }
          resolve(true);
        });
        script.addEventListener("error", () => resolve(false));
        doc.head.append(script);
      });
    // Until its code draws the widget's box there is nothing in it to focus, and an early Tab would pass over it
    // to Send: the element itself takes the focus meanwhile (named by data-loading-label) and hands it to the box.
    const boxOf = (widget: Element) => widget.querySelector<HTMLElement>('input[type="checkbox"]');
    const standIn = { tabindex: "0", role: "group", "aria-busy": "true" };
    for (const widget of doc.querySelectorAll<HTMLElement>("form altcha-widget")) {
      if (boxOf(widget)) continue;
      for (const [name, value] of Object.entries(standIn)) widget.setAttribute(name, value);
      widget.setAttribute("aria-label", widget.dataset.loadingLabel ?? "");
      const observer = new MutationObserver(() => {
        const box = boxOf(widget);
        if (!box) return;
        observer.disconnect();
        // Before the element stops being focusable, which would drop the focus to the page.
        if (doc.activeElement === widget) box.focus();
        for (const name of [...Object.keys(standIn), "aria-label"]) widget.removeAttribute(name);
      });
      observer.observe(widget, { childList: true, subtree: true });
    }
    // A `<form data-enhance>` is checked and sent by its module (app/public-forms/document-scripts/form-enhance.ts), which
    // loads beside the captcha.
    let formsModule = false;
    const loadFormsModule = () => {
      formsModule = true;
      const script = doc.createElement("script");
      script.type = "module";
      script.src = assets.forms;
      doc.head.append(script);
    };
    const engage = (event: Event) => {
      if (movingFocus) return;
      const form = (event.target as Element | null)?.closest?.("form");
      if (form?.matches("[data-enhance]") && !formsModule) loadFormsModule();
      if (!form?.querySelector("altcha-widget")) return;
      // One key per form on this page, so a post sent twice is stored once.
      const key = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${assets.keyField}"]`);
      if (key && !key.value && typeof crypto.randomUUID === "function") key.value = crypto.randomUUID();
      if (captchaCode) return;
      captchaCode = loadCaptcha();
      // A widget that solves on focus (contact, apply) missed the focus that loaded it: start it for the visitor,
      // unless the focus handed to its box has (a second run aborts the first, which then reports an error).
      void captchaCode.then((loaded) => {
        const widget = form.querySelector<HTMLElement & { verify?: () => unknown; getState?: () => string }>(
          'altcha-widget[auto="onfocus"]',
        );
        if (!loaded || !form.contains(doc.activeElement)) return;
        window.setTimeout(() => {
          if (widget?.getState?.() === "unverified") void widget.verify?.();
        });
      });
    };
    doc.addEventListener("focusin", engage);
    doc.addEventListener("pointerdown", engage);
    // A key in the field the page put the focus in (below) is the visitor's first sign.
    doc.addEventListener("keydown", engage);
    // Sent before the proof of work is done: the post waits for it rather than failing. If the code
    // could not load, or no answer comes, the plain post goes, and /newsletter asks for the captcha.
    doc.addEventListener("submit", (event) => {
      // Once React runs the page, its forms gate submit on the captcha themselves, and Conform's own
      // validation submits (requestSubmit with an intent) must not be held and replayed as posts; so does the
      // module of a `<form data-enhance>` once it runs.
      const form = event.target as HTMLFormElement;
      if ("hydrated" in doc.documentElement.dataset) return;
      if (form.matches("[data-enhance]") && "formsEnhanced" in doc.documentElement.dataset) return;
      const widget = form.querySelector("altcha-widget");
      const token = form.querySelector<HTMLInputElement>(`input[name="${assets.captcha.field}"]`)?.value;
      if (!widget || token || !captchaCode) return;
      event.preventDefault();
      void captchaCode.then((loaded) => {
        if (!loaded) return form.submit();
        const giveUp = window.setTimeout(() => form.submit(), 20_000);
        const onState = (change: Event) => {
          const state = (change as CustomEvent<{ state?: string }>).detail?.state;
          if (state !== "verified" && state !== "error") return;
          widget.removeEventListener("statechange", onState);
          window.clearTimeout(giveUp);
          if (state === "verified") form.requestSubmit();
          else form.submit();
        };
        widget.addEventListener("statechange", onState);
      });
    });
  }

  // A form with behaviour of its own names its module (data-script, decision 078): it loads once, on the visitor's
  // first focus or press in that form. A script element, as for the captcha: 'strict-dynamic' trusts only these.
  const formScripts = new Set<string>();
  const loadFormScript = (event: Event) => {
    const src = (event.target as Element | null)?.closest?.<HTMLElement>("form[data-script]")?.dataset.script;
    if (!src || formScripts.has(src)) return;
    formScripts.add(src);
    const script = doc.createElement("script");
    script.type = "module";
    script.src = src;
    doc.head.append(script);
  };
  doc.addEventListener("focusin", loadFormScript);
  doc.addEventListener("pointerdown", loadFormScript);

  // A "Back" link goes to the previous page in this tab, whether or not React has hydrated the form it sits in;
  // a first visit has none, so the link's own address applies.
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[data-history-back]");
    if (!link || history.length <= 1 || event.defaultPrevented) return;
    event.preventDefault();
    history.back();
  });

  // The office map: nothing is requested from the map's host until the visitor asks.
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("[data-map-show]");
    const map = button?.closest<HTMLElement>("[data-map-src]");
    const frame = map?.querySelector<HTMLElement>("[data-map-frame]");
    if (!map || !frame || frame.firstElementChild) return;
    const iframe = doc.createElement("iframe");
    iframe.src = map.dataset.mapSrc ?? "";
    iframe.title = map.dataset.mapTitle ?? "";
    iframe.width = "100%";
    iframe.height = "400";
    iframe.referrerPolicy = "no-referrer";
    iframe.className = frame.dataset.frameClass ?? "";
    frame.append(iframe);
    map.dataset.mapState = "shown";
    iframe.focus();
  });
  // A form the server answered with field errors (a refused plain post, sent before React or without it): the
  // visitor starts at the first field to fix, as after the browser-side check.
  if (doc.activeElement === doc.body) {
    movingFocus = true;
    doc.querySelector<HTMLElement>('main form[method="post"] [aria-invalid="true"]')?.focus();
    movingFocus = false;
  }

  // Fields the visitor leaves, named on their form: the form's check, once it arrives (the module of a
  // `<form data-enhance>`, or on /apply React's, decision 071), shows these fields' messages, as it would have on blur.
  doc.addEventListener("focusout", (event) => {
    const field = event.target as Partial<HTMLInputElement> | null;
    const form = field?.form;
    if (!form || !field?.name) return;
    const left = new Set((form.dataset.leftFields ?? "").split(" ").filter(Boolean));
    left.add(field.name);
    form.dataset.leftFields = [...left].join(" ");
  });

  // A cross-document view transition the browser skips (a second navigation, a resize) rejects its promises,
  // which nothing else awaits: they would surface as uncaught errors.
  const settle = (event: Event) => {
    const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
    for (const promise of [transition?.ready, transition?.finished]) promise?.catch(() => undefined);
  };
  for (const type of ["pageswap", "pagereveal"]) window.addEventListener(type, settle);
})();
