import type { VentureDebtCalculatorContent } from "~/content/pages/venture-debt-calculator/copy";
import type { CurrencyCode } from "~/content/shared/money/currencies";
import { type QueryName, type RawInputs, fieldSpecs } from "~/lib/venture-debt/inputs";
import styles from "./CalculatorForm.module.css";

type FormCopy = VentureDebtCalculatorContent["form"];

const groups: { id: keyof FormCopy["groups"]; names: QueryName[] }[] = [
  { id: "round", names: ["round", "valuation"] },
  { id: "facility", names: ["facility", "rate", "term", "interestOnly", "fee", "warrants"] },
  { id: "exit", names: ["exit"] },
];

export const fieldId = (name: QueryName) => `calculator-${name}`;
export const CURRENCY_FIELD_ID = "calculator-currency";

export interface CurrencyOption {
  value: CurrencyCode;
  label: string;
}

/** The short sign shown inside amount fields: "€", "£", "CHF", "kr", "zł". */
const currencySign = (currency: CurrencyCode) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency, currencyDisplay: "narrowSymbol" })
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value ?? currency;

interface CalculatorFormProps {
  copy: FormCopy;
  raw: RawInputs;
  currency: CurrencyCode;
  currencyOptions: CurrencyOption[];
  errors: Partial<Record<QueryName, string>>;
  /** The firm's rule in words, for the round entered. */
  ruleLines: string[];
  facilityOutsideRule: boolean;
  onChange: (name: QueryName, value: string) => void;
  onCurrencyChange: (currency: CurrencyCode) => void;
  /** With JavaScript the results are already current: Calculate only takes the visitor to them. */
  onSubmit: () => void;
}

/**
 * A GET form: without JavaScript, Calculate reloads the page with the figures in
 * the URL and the server renders the results; with it, results follow each keystroke.
 */
export function CalculatorForm({
  copy,
  raw,
  currency,
  currencyOptions,
  errors,
  ruleLines,
  facilityOutsideRule,
  onChange,
  onCurrencyChange,
  onSubmit,
}: CalculatorFormProps) {
  const sign = currencySign(currency);
  return (
    <form
      method="get"
      action="/venture-debt-calculator"
      className={styles.form}
      aria-labelledby="calculator-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <h2 id="calculator-form-heading" className={styles.formHeading}>
        {copy.heading}
      </h2>
      <div className={`${styles.field} ${styles.currency}`}>
        <label htmlFor={CURRENCY_FIELD_ID} className={styles.label}>
          {copy.currency.label}
        </label>
        <select
          id={CURRENCY_FIELD_ID}
          name="currency"
          value={currency}
          onChange={(event) => {
            const chosen = currencyOptions.find((option) => option.value === event.currentTarget.value);
            if (chosen) onCurrencyChange(chosen.value);
          }}
          aria-describedby="calculator-currency-hint"
          className={styles.select}
        >
          {currencyOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <p id="calculator-currency-hint" className={styles.hint}>
          {copy.currency.hint}
        </p>
      </div>
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.fieldset}>
          <legend className={styles.legend}>{copy.groups[group.id]}</legend>
          {group.id === "facility" ? (
            <div className={styles.rule} id="calculator-rule">
              {ruleLines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ) : null}
          <div className={styles.fields}>
            {group.names.map((name) => (
              <Field
                key={name}
                name={name}
                copy={copy}
                value={raw[name]}
                sign={sign}
                error={errors[name]}
                note={name === "facility" && facilityOutsideRule ? copy.facilityOutsideRule : undefined}
                onChange={onChange}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.formActions}>
        <button type="submit" className="button button-dark">
          {copy.submit}
        </button>
        <p className={styles.liveNote}>{copy.liveNote}</p>
      </div>
    </form>
  );
}

interface FieldProps {
  name: QueryName;
  copy: FormCopy;
  value: string;
  /** The currency's sign, shown inside amount fields. */
  sign: string;
  error?: string;
  note?: string;
  onChange: (name: QueryName, value: string) => void;
}

function Field({ name, copy, value, sign, error, note, onChange }: FieldProps) {
  const spec = fieldSpecs[name];
  const field = copy.fields[name];
  const id = fieldId(name);
  const describedBy = [`${id}-hint`, note ? `${id}-note` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        <span className="visually-hidden"> ({field.unit})</span>
      </label>
      <div className={styles.control}>
        {spec.unit === "money" ? (
          <span className={styles.prefix} aria-hidden="true" data-wide={sign.length > 1 ? "true" : undefined}>
            {sign}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={spec.unit === "months" ? "numeric" : "decimal"}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(name, event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
        />
        {spec.unit !== "money" ? (
          <span className={styles.suffix} aria-hidden="true">
            {copy.unitSymbols[spec.unit]}
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {field.hint}
      </p>
      {note ? (
        <p id={`${id}-note`} className={styles.note}>
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
