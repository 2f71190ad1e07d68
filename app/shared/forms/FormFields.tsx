import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { HTMLAttributes, ReactNode } from "react";
import { SelectOptions } from "#app/shared/ui/SelectOptions.tsx";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import styles from "./Form.module.css";

type Field = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

interface FieldFrameProps {
  field: Field;
  label: string;
  hint?: string;
  optional?: boolean;
  wide?: boolean;
  children: ReactNode;
}

export function hintId(field: Field): string {
  return `${field.id}-hint`;
}

/** Label, hint and error around one control; the error shows once the field was validated. */
function FieldFrame({ field, label, hint, optional, wide, children }: FieldFrameProps) {
  const invalid = Boolean(field.errors?.length);
  return (
    <div
      className={[styles.field, wide ? styles.wide : "", invalid ? styles.invalid : ""].join(" ")}
      // Where a document's form module draws and clears this field's message (app/public-forms/document-scripts/field-messages.ts).
      data-field-frame=""
      data-invalid={invalid ? "true" : undefined}
      data-invalid-class={styles.invalid}
    >
      <label htmlFor={field.id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({formCopy.common.optional})</span> : null}
      </label>
      {hint ? (
        <p id={hintId(field)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {invalid ? (
        <p id={field.errorId} className={styles.error}>
          {field.errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps {
  field: Field;
  label: string;
  hint?: string;
  optional?: boolean;
  wide?: boolean;
  /** "month": a native month picker; browsers without one show text, read as MM/YYYY by the schema. */
  type?: "text" | "email" | "url" | "tel" | "month";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
}

export function TextField({
  field,
  label,
  hint,
  optional,
  wide,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
}: TextFieldProps) {
  const { key, ...inputProps } = getInputProps(field, { type, ariaDescribedBy: hint ? hintId(field) : undefined });
  return (
    <FieldFrame field={field} label={label} hint={hint} optional={optional} wide={wide}>
      <input
        key={key}
        {...inputProps}
        // Conform adds `pattern` from the schema; the browser must not block a submit the server should answer.
        pattern={undefined}
        className={styles.control}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
      />
    </FieldFrame>
  );
}

interface TextareaFieldProps {
  field: Field;
  label: string;
  hint?: string;
  rows?: number;
}

export function TextareaField({ field, label, hint, rows = 5 }: TextareaFieldProps) {
  const { key, ...textareaProps } = getTextareaProps(field, { ariaDescribedBy: hint ? hintId(field) : undefined });
  return (
    <FieldFrame field={field} label={label} hint={hint} wide>
      <textarea key={key} {...textareaProps} rows={rows} className={`${styles.control} ${styles.textarea}`} />
    </FieldFrame>
  );
}

interface SelectFieldProps {
  field: Field;
  label: string;
  hint?: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  autoComplete?: string;
  wide?: boolean;
}

export function SelectField({ field, label, hint, placeholder, options, autoComplete, wide }: SelectFieldProps) {
  const { key, ...selectProps } = getSelectProps(field, { ariaDescribedBy: hint ? hintId(field) : undefined });
  return (
    <FieldFrame field={field} label={label} hint={hint} wide={wide}>
      <select
        key={key}
        {...selectProps}
        defaultValue={selectProps.defaultValue ?? ""}
        autoComplete={autoComplete}
        className={`${styles.control} ${styles.select}`}
      >
        <option value="">{placeholder}</option>
        <SelectOptions options={options} />
      </select>
    </FieldFrame>
  );
}

/** Options for a list whose labels are also the submitted values. */
export function labelledOptions(values: readonly string[]) {
  return values.map((value) => ({ value, label: value }));
}
