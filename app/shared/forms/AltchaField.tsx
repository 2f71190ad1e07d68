import type {} from "altcha/types/react";
import type { ReactNode } from "react";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { CAPTCHA_FIELD } from "./field-names.ts";
import styles from "./AltchaField.module.css";

/** Where the browser fetches signed challenges (app/platform/captcha/api.altcha.challenge.ts). */
export const ALTCHA_CHALLENGE_URL = "/api/altcha/challenge";

interface AltchaFieldProps {
  /** Visually compact layout for small boxes such as the newsletter form. */
  compact?: boolean;
  /**
   * Leave undefined to solve on the form's first focus, so the proof of work is usually done before the visitor
   * finishes typing (contact, apply). `false`: solve as soon as the widget's code has loaded, which the page's
   * script does once the visitor engages with the form (the newsletter box).
   */
  loadWhenEngaged?: false;
  /**
   * What the note shown without JavaScript says, and its id, so a control that cannot work without a
   * script can point at it; null for none (contact and apply say before their first field how they are
   * sent without it, decision 076).
   */
  noScript: { id: string; note: ReactNode } | null;
}

/**
 * The self-hosted ALTCHA proof-of-work widget, rendered on the server into a document (decision 078): the page's
 * script (app/site/document/enhance.ts) loads the widget's code on the first focus or press in its form, which upgrades
 * this element in place and fills the hidden input named CAPTCHA_FIELD. Without JavaScript it cannot run; the
 * form's `noScript` note says what happens then.
 */
export function AltchaField({ compact = false, loadWhenEngaged, noScript }: AltchaFieldProps) {
  return (
    <div className={compact ? `${styles.captcha} ${styles.compact}` : styles.captcha}>
      <altcha-widget
        challenge={ALTCHA_CHALLENGE_URL}
        name={CAPTCHA_FIELD}
        auto={loadWhenEngaged === undefined ? "onfocus" : "onload"}
        configuration={JSON.stringify({ hideLogo: compact, minDuration: 300 })}
        data-loading-label={formCopy.common.captchaLabel}
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
