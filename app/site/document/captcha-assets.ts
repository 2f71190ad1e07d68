// What a document's script needs to bring a server-rendered form to life (decisions 064, 078): the ALTCHA widget
// (minified), its stylesheet and its two workers, and the forms' enhancement module, emitted by Vite as
// same-origin, fingerprinted files, loaded only when a visitor engages with a form.
import altchaScript from "#app/public-forms/document-scripts/altcha.ts?document-script";
import formsScript from "#app/public-forms/document-scripts/form-enhance.ts?document-script";
import altchaStyle from "altcha/altcha.css?url";
import pbkdf2Worker from "altcha/workers/pbkdf2?url";
import shaWorker from "altcha/workers/sha?url";
import { CAPTCHA_FIELD, IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";

export const DOCUMENT_ASSETS_ID = "document-assets";

export interface DocumentAssets {
  /** `field`: the hidden input the solved widget fills. */
  captcha: { script: string; style: string; workers: Record<string, string>; field: string };
  /** A hidden field the script fills with a fresh random key if the server left it empty. */
  keyField: string;
  /** The module that checks and sends a `<form data-enhance>` (app/public-forms/document-scripts/form-enhance.ts). */
  forms: string;
}

export const documentAssets: DocumentAssets = {
  captcha: {
    script: altchaScript,
    style: altchaStyle,
    workers: {
      "PBKDF2/SHA-256": pbkdf2Worker,
      "PBKDF2/SHA-384": pbkdf2Worker,
      "PBKDF2/SHA-512": pbkdf2Worker,
      "SHA-256": shaWorker,
      "SHA-384": shaWorker,
      "SHA-512": shaWorker,
    },
    field: CAPTCHA_FIELD,
  },
  keyField: IDEMPOTENCY_FIELD,
  forms: formsScript,
};
