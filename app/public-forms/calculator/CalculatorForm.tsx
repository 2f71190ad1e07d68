import type { VentureDebtCalculatorContent } from "#app/content/pages/venture-debt-calculator/copy.ts";
import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import { CALCULATOR_FORM_ID, fieldId } from "./calculator-view.ts";
import type { FacilityRule } from "#app/shared/venture-debt/facility-rule.ts";
import { type QueryName, type RawInputs, fieldSpecs } from "./inputs.ts";
import { type View, attrsOf, shownOf, textOf } from "./view.ts";
import calculatorScript from "./calculator-script.ts?document-script";
import styles from "./CalculatorForm.module.css";

type FormCopy = VentureDebtCalculatorContent["form"];

const groups: { id: keyof FormCopy["groups"]; names: QueryName[] }[] = [
  { id: "round", names: ["round", "valuation"] },
  { id: "facility", names: ["facility", "rate", "term", "interestOnly", "fee", "warrants"] },
  { id: "exit", names: ["exit"] },
];

export const CURRENCY_FIELD_ID = "calculator-currency";

export interface CurrencyOption {
  value: CurrencyCode;
  label: string;
}

interface CalculatorFormProps {
  copy: FormCopy;
  raw: RawInputs;
  currency: CurrencyCode;
  currencyOptions: CurrencyOption[];
  view: View;
  /** The firm's rule in dollars, which the script scales to the currency chosen as the server does. */
  rule: FacilityRule;
  /** Whether the facility shown is the rule's suggestion for the round, to move with it. */
  facilityFollowsRule: boolean;
  /** Each field's message when left empty, which the document's inline check says before the script loads. */
  missing: Partial<Record<QueryName, string>>;
}

/**
 * A GET form: Calculate asks the server for the page of these figures, rendered and cached by its address. Once the
 * visitor engages with it, the document script loads this form's script (data-script), and the results follow
 * each keystroke, with the address kept in step.
 */
export function CalculatorForm({
  copy,
  raw,
  currency,
  currencyOptions,
  view,
  rule,
  facilityFollowsRule,
  missing,
}: CalculatorFormProps) {
  return (
    <form
      id={CALCULATOR_FORM_ID}
      method="get"
      action="/venture-debt-calculator"
      className={styles.form}
      aria-labelledby="calculator-form-heading"
      noValidate
      data-script={calculatorScript}
      data-rule={JSON.stringify(rule)}
      data-facility-follows-rule={String(facilityFollowsRule)}
      data-missing={JSON.stringify(missing)}
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
          defaultValue={currency}
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
              <p {...textOf(view, "rule-0")} />
              <p {...textOf(view, "rule-1")} {...shownOf(view, "rule-1")} />
            </div>
          ) : null}
          <div className={styles.fields}>
            {group.names.map((name) => (
              <Field key={name} name={name} copy={copy} value={raw[name]} view={view} />
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
  view: View;
}

function Field({ name, copy, value, view }: FieldProps) {
  const spec = fieldSpecs[name];
  const field = copy.fields[name];
  const id = fieldId(name);
  return (
    <div className={styles.field} data-field-frame="" {...attrsOf(view, `wrap-${name}`)}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        <span className="visually-hidden"> ({field.unit})</span>
      </label>
      <div className={styles.control}>
        {spec.unit === "money" ? (
          <span className={styles.prefix} aria-hidden="true" {...attrsOf(view, "sign")} {...textOf(view, "sign")} />
        ) : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={spec.unit === "months" ? "numeric" : "decimal"}
          autoComplete="off"
          spellCheck={false}
          defaultValue={value}
          className={styles.input}
          {...attrsOf(view, `field-${name}`)}
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
      {name === "facility" ? (
        <p id={`${id}-note`} className={styles.note} {...shownOf(view, "facility-note")}>
          {copy.facilityOutsideRule}
        </p>
      ) : null}
      <p
        id={`${id}-error`}
        className={styles.error}
        {...textOf(view, `error-${name}`)}
        {...shownOf(view, `error-${name}`)}
      />
    </div>
  );
}
