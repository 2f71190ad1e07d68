import type { ReactNode } from "react";
import formStyles from "#app/shared/forms/Form.module.css";

/** A titled group of fields in the form's grid. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{legend}</legend>
      <div className={formStyles.grid}>{children}</div>
    </fieldset>
  );
}

/**
 * For forms whose copy names each field like the schema does: `propsOf("email")` gives the field and
 * its copy entry (label, hint, placeholder…) to spread on the field component.
 */
export function fieldPropsFrom<Fields, Copy>(fields: Fields, copy: Copy) {
  return <Name extends keyof Fields & keyof Copy>(name: Name) => ({ field: fields[name], ...copy[name] });
}
