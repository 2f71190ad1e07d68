import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { HONEYPOT_FIELD } from "./field-names.ts";

/** The honeypot input (HONEYPOT_FIELD): out of sight and out of the tab order. */
export function HoneypotField({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden">
      <label htmlFor={id}>{formCopy.common.honeypotLabel}</label>
      <input type="text" id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
