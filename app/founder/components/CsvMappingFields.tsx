import styles from "#app/founder/components/Account.module.css";
import { sharedDataCopy } from "#app/content/shared/shared-data/data.ts";
import { currencyCodes } from "#app/shared/money/currencies.ts";

const copy = sharedDataCopy.mapping;

/** Which of a bank CSV's columns holds what: each a choice among the export's own header cells. */
export function CsvMappingFields({ headers }: { headers: string[] }) {
  const columnChoice = (name: string, label: string, required: boolean) => (
    <div className={styles.field}>
      <label htmlFor={`mapping-${name}`}>{label}</label>
      <select id={`mapping-${name}`} name={`mapping.${name}`} required={required} defaultValue="">
        <option value="">{copy.none}</option>
        {headers.map((header) => (
          <option key={header} value={header}>
            {header}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset>
      <legend>{copy.intro}</legend>
      {columnChoice("date", copy.date, true)}
      {columnChoice("amount", copy.amount, true)}
      {columnChoice("currency", copy.currency, false)}
      <div className={styles.field}>
        <label htmlFor="mapping-defaultCurrency">{copy.defaultCurrency}</label>
        <select id="mapping-defaultCurrency" name="mapping.defaultCurrency" defaultValue="">
          <option value="">{copy.none}</option>
          {currencyCodes.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
      </div>
      {columnChoice("counterparty", copy.counterparty, false)}
      {columnChoice("description", copy.description, false)}
      <div className={styles.field}>
        <label htmlFor="mapping-dateFormat">{copy.dateFormat}</label>
        <select id="mapping-dateFormat" name="mapping.dateFormat" defaultValue="DD.MM.YYYY">
          {["DD.MM.YYYY", "YYYY-MM-DD", "DD/MM/YYYY"].map((format) => (
            <option key={format}>{format}</option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="mapping-decimalMark">{copy.decimalMark}</label>
        <select id="mapping-decimalMark" name="mapping.decimalMark" defaultValue=",">
          <option value=",">1.234,56</option>
          <option value=".">1,234.56</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="mapping-account">{copy.account}</label>
        <input
          id="mapping-account"
          name="mapping.account"
          type="text"
          required
          autoComplete="off"
          aria-describedby="mapping-account-hint"
        />
        <p id="mapping-account-hint" className={styles.hint}>
          {copy.accountHint}
        </p>
      </div>
    </fieldset>
  );
}
