import { Form } from "react-router";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { currencyCodes } from "#app/shared/money/currencies.ts";
import { MAX_TRANCHES, RATE_BASES } from "#app/underwriting/proposal/terms.ts";
import styles from "#app/staff/components/Inbox.module.css";
import type { ProposalRefusal } from "./refusal.ts";
import underwriting from "./Underwriting.module.css";

const copy = underwritingCopy;
const labels = copy.fields;

/** One labelled input; its reason, when refused, is tied to it and the value typed stays. */
function Field({
  name,
  label,
  refused,
  inputMode = "decimal",
  defaultValue = "",
  hint,
}: {
  name: string;
  label: string;
  refused: ProposalRefusal | undefined;
  inputMode?: "decimal" | "numeric" | "text";
  defaultValue?: string;
  hint?: string;
}) {
  const error = refused?.errors[name];
  const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return (
    <p className={styles.field}>
      <label htmlFor={`proposal-${name}`}>{label}</label>
      {hint ? (
        <span id={`${name}-hint`} className={styles.muted}>
          {hint}
        </span>
      ) : null}
      <input
        id={`proposal-${name}`}
        name={name}
        inputMode={inputMode === "text" ? undefined : inputMode}
        defaultValue={refused?.values[name] ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <span id={`${name}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </p>
  );
}

/** The partner's terms (issue 29 §3): amount, tranches, tenor, rate, fees, warrants, covenants, the last round. */
export function ProposalForm({
  open,
  hasProposal,
  currency,
  memoTemplate,
  refused,
  busy,
}: {
  open: boolean;
  hasProposal: boolean;
  currency: string;
  memoTemplate: string;
  refused: ProposalRefusal | undefined;
  busy: boolean;
}) {
  const value = (name: string, fallback: string) => refused?.values[name] ?? fallback;
  return (
    <details className={styles.card} open={open} id="propose">
      <summary>
        <h2 className={underwriting.summaryHeading}>{copy.proposal.newTitle}</h2>
      </summary>
      {hasProposal ? <p className={styles.muted}>{copy.proposal.supersedeNote}</p> : null}
      <Form method="post" className={styles.stack}>
        <CsrfField />
        <input type="hidden" name="intent" value="propose" />
        <p className={styles.field}>
          <label htmlFor="proposal-currency">{labels.currency}</label>
          <select id="proposal-currency" name="currency" defaultValue={value("currency", currency)}>
            {currencyCodes.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </p>
        <Field name="amount" label={labels.amount} refused={refused} />
        <fieldset>
          <legend>{labels.tranches}</legend>
          {refused?.errors.tranches ? (
            <p id="tranches-error" className={styles.error}>
              {refused.errors.tranches}
            </p>
          ) : null}
          {Array.from({ length: MAX_TRANCHES }, (_, index) => {
            const n = String(index + 1);
            return (
              <div key={n} className={styles.fields}>
                <Field name={`tranche${n}Amount`} label={labels.trancheAmount.replace("{n}", n)} refused={refused} />
                <Field
                  name={`tranche${n}Condition`}
                  label={labels.trancheCondition.replace("{n}", n)}
                  refused={refused}
                  inputMode="text"
                />
              </div>
            );
          })}
        </fieldset>
        <Field name="termMonths" label={labels.termMonths} refused={refused} inputMode="numeric" defaultValue="36" />
        <Field
          name="interestOnlyMonths"
          label={labels.interestOnlyMonths}
          refused={refused}
          inputMode="numeric"
          defaultValue="12"
        />
        <p className={styles.field}>
          <label htmlFor="proposal-rateBasis">{labels.rateBasis}</label>
          <select id="proposal-rateBasis" name="rateBasis" defaultValue={value("rateBasis", "fixed")}>
            {RATE_BASES.map((basis) => (
              <option key={basis} value={basis}>
                {basis === "fixed" ? labels.fixed : basis}
              </option>
            ))}
          </select>
        </p>
        <Field name="rate" label={labels.rate} refused={refused} />
        <Field name="referenceRate" label={labels.referenceRate} refused={refused} defaultValue="0" />
        <Field name="arrangementFeePercent" label={labels.arrangementFeePercent} refused={refused} defaultValue="1.5" />
        <Field name="finalFeePercent" label={labels.finalFeePercent} refused={refused} defaultValue="0" />
        <Field name="prepaymentFeePercent" label={labels.prepaymentFeePercent} refused={refused} defaultValue="2" />
        <Field
          name="warrantCoveragePercent"
          label={labels.warrantCoveragePercent}
          refused={refused}
          defaultValue="10"
        />
        <fieldset>
          <legend>{labels.covenants}</legend>
          <Field name="minimumCash" label={labels.minimumCash} refused={refused} />
          <Field
            name="minimumRunwayMonths"
            label={labels.minimumRunwayMonths}
            refused={refused}
            inputMode="numeric"
            defaultValue="6"
          />
          <Field
            name="reportingDays"
            label={labels.reportingDays}
            refused={refused}
            inputMode="numeric"
            defaultValue="30"
          />
        </fieldset>
        <fieldset>
          <legend>{labels.lastRound}</legend>
          <Field name="lastRoundAmount" label={labels.lastRoundAmount} refused={refused} />
          <Field name="lastRoundPostMoney" label={labels.lastRoundPostMoney} refused={refused} />
          <Field
            name="lastRoundSource"
            label={labels.lastRoundSource}
            refused={refused}
            inputMode="text"
            hint={labels.lastRoundHint}
          />
        </fieldset>
        <p className={styles.field}>
          <label htmlFor="proposal-memo">{copy.memo.label}</label>
          <textarea
            id="proposal-memo"
            name="memo"
            rows={14}
            defaultValue={value("memo", memoTemplate)}
            aria-invalid={refused?.errors.memo ? true : undefined}
          />
          {refused?.errors.memo ? <span className={styles.error}>{refused.errors.memo}</span> : null}
        </p>
        <p>
          <button type="submit" className={styles.button} disabled={busy}>
            {copy.proposal.submit}
          </button>
        </p>
      </Form>
    </details>
  );
}
