import type {} from "altcha/types/react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { formCopy } from "~/content/shared/form-copy/data";
import { CAPTCHA_FIELD } from "./field-names";
import styles from "./AltchaField.module.css";

/** Where the browser fetches signed challenges (app/routes/api/api.altcha.challenge.ts). */
export const ALTCHA_CHALLENGE_URL = "/api/altcha/challenge";

interface AltchaFieldProps {
  /** Told `true` once solved and `false` whenever the token is cleared (expiry, reset, error). */
  onVerifiedChange: (verified: boolean) => void;
  /**
   * Each new value (e.g. the server's error answer) throws away the current
   * token and solves a fresh challenge: the server accepts a solution only once.
   */
  renewAfter?: unknown;
  /** Visually compact layout for small boxes such as the newsletter form. */
  compact?: boolean;
  /**
   * Leave undefined to load the widget's code (~29 KB gzip) once the form is first
   * focused or the widget scrolls into view, and solve on the form's first focus, so
   * the proof of work is usually done before the visitor finishes typing (contact,
   * apply). Pass `false` to load nothing yet, then `true` once the visitor engages
   * with the form (first focus or pointer press): the widget then loads and solves at
   * once (the newsletter box).
   */
  loadWhenEngaged?: boolean;
  /**
   * What the note shown without JavaScript says, and its id, so a control that cannot work without a
   * script can point at it; null for none (contact and apply say before their first field how they are
   * sent without it, decision 076).
   */
  noScript: { id: string; note: ReactNode } | null;
}

/**
 * On documents and on the public form pages (decision 071) the page's inline script loads the widget on the
 * first focus, before React, and says so on <html> (app/document/enhance.ts): loading it here too would fetch its
 * code twice. A form page reached by a client-side navigation from a page without that script loads it here.
 */
const documentBringsWidget = () => "captchaByScript" in document.documentElement.dataset;

/**
 * The widget's own markup is the widget's business: once its code runs (possibly before hydration, decision 071)
 * it fills the element, and React must neither hydrate those children (a mismatch makes React re-render the
 * whole page, losing what the visitor typed) nor replace them. One object, so a re-render never resets it.
 */
const WIDGET_OWNS_ITS_CHILDREN = { __html: "" };

type WidgetStateEvent = CustomEvent<{ state?: string; payload?: string }>;
type WidgetElement = HTMLElement & { reset?: () => void; verify?: () => unknown };

/**
 * `auto="onfocus"` listens for the form's next focus, so a visitor who was already
 * typing when the widget loaded would wait for a focus that never comes.
 */
function startIfFocusedBeforeLoad(widget: WidgetElement | null) {
  const form = widget?.closest("form");
  if (form && form.contains(document.activeElement) && widget?.getAttribute("auto") === "onfocus") {
    void widget.verify?.();
  }
}

/**
 * True once the visitor focuses the form holding `ref`, or `ref` scrolls into view: what a form
 * the visitor never reaches does not load. Both listeners go with the first sign.
 */
function useFormReached(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = ref.current;
    const form = element?.closest("form");
    if (!watch || reached || !element || !form || documentBringsWidget()) return;
    const reach = () => setReached(true);
    if (form.contains(document.activeElement)) return reach();
    form.addEventListener("focusin", reach, { once: true });
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reach();
    });
    observer.observe(element);
    return () => {
      form.removeEventListener("focusin", reach);
      observer.disconnect();
    };
  }, [ref, watch, reached]);
  return reached;
}

/**
 * The self-hosted ALTCHA proof-of-work widget. It renders a hidden input named
 * CAPTCHA_FIELD inside the surrounding form. Without JavaScript it cannot run; the form's
 * `noScript` note says what happens then.
 */
export function AltchaField({
  onVerifiedChange,
  renewAfter,
  compact = false,
  loadWhenEngaged,
  noScript,
}: AltchaFieldProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const onVerifiedChangeRef = useRef(onVerifiedChange);
  const renewedFor = useRef(renewAfter);
  useEffect(() => {
    onVerifiedChangeRef.current = onVerifiedChange;
  });
  const copy = formCopy.common;

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as WidgetStateEvent).detail ?? {};
      onVerifiedChangeRef.current(state === "verified" && Boolean(payload));
    };
    const handleExpired = () => onVerifiedChangeRef.current(false);
    widget.addEventListener("statechange", handleStateChange);
    widget.addEventListener("expired", handleExpired);
    // Solved before hydration (the document script's widget): its token is already in the form.
    if (widget.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_FIELD}"]`)?.value) {
      onVerifiedChangeRef.current(true);
    }
    return () => {
      widget.removeEventListener("statechange", handleStateChange);
      widget.removeEventListener("expired", handleExpired);
    };
  }, []);

  const slotRef = useRef<HTMLDivElement>(null);
  const nearby = useFormReached(slotRef, loadWhenEngaged === undefined);
  const shouldLoad = loadWhenEngaged ?? nearby;
  useEffect(() => {
    if (!shouldLoad || documentBringsWidget()) return;
    let cancelled = false;
    import("./altcha-loader.client")
      .then(({ registerAltcha }) => {
        if (cancelled) return;
        registerAltcha();
        startIfFocusedBeforeLoad(widgetRef.current);
      })
      .catch(() => {
        // A failed chunk load leaves the widget inert, so submit stays disabled.
        if (!cancelled) onVerifiedChangeRef.current(false);
      });
    return () => {
      cancelled = true;
    };
  }, [shouldLoad]);

  useEffect(() => {
    if (renewAfter === undefined || renewAfter === renewedFor.current) return;
    renewedFor.current = renewAfter;
    const widget = widgetRef.current as WidgetElement | null;
    onVerifiedChangeRef.current(false);
    if (typeof widget?.reset === "function") {
      widget.reset();
      void widget.verify?.();
    }
  }, [renewAfter]);

  return (
    <div ref={slotRef} className={compact ? `${styles.captcha} ${styles.compact}` : styles.captcha}>
      <altcha-widget
        ref={widgetRef}
        challenge={ALTCHA_CHALLENGE_URL}
        name={CAPTCHA_FIELD}
        auto={loadWhenEngaged === undefined ? "onfocus" : "onload"}
        configuration={JSON.stringify({ hideLogo: compact, minDuration: 300 })}
        data-loading-label={copy.captchaLabel}
        dangerouslySetInnerHTML={WIDGET_OWNS_ITS_CHILDREN}
      />
      {noScript ? (
        <noscript>
          <p id={noScript.id} className={styles.noscript} data-no-script-note="">
            {noScript.note}
          </p>
        </noscript>
      ) : null}
    </div>
  );
}
