import { useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { FundingRules } from "~/content/shared/funding/data";
import type { VentureDebtCalculatorContent } from "~/content/pages/venture-debt-calculator/copy";
import type { CurrencyCode } from "~/content/shared/money/currencies";
import { readAmount } from "~/lib/money/read-amount";
import { type CalculatorInputs, calculate } from "~/lib/venture-debt/calculator";
import { scaledRule } from "~/lib/venture-debt/currency-scale";
import { facilityRange, suggestedFacility } from "~/lib/venture-debt/facility-rule";
import { ruleLines } from "~/lib/venture-debt/rule-lines";
import {
  type CalculatorQuery,
  type QueryName,
  type RawInputs,
  fieldSpecs,
  formatInput,
  parseInputs,
  queryNames,
  queryValue,
  readNumber,
} from "~/lib/venture-debt/inputs";
import { messageLabels, problemMessages } from "~/lib/venture-debt/messages";
import { CalculatorForm, type CurrencyOption, fieldId } from "./CalculatorForm";
import { CalculatorResults } from "./CalculatorResults";
import { CostChart } from "./CostChart";
import { RepaymentSchedule } from "./RepaymentSchedule";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";
import styles from "./Calculator.module.css";

type Rule = FundingRules["facility"];
type Outcome = CalculatorQuery["result"];

interface CalculatorProps {
  copy: VentureDebtCalculatorContent;
  /** The currency select's options, as loader data so their names stay out of the page's JS. */
  currencyOptions: CurrencyOption[];
  rule: Rule;
  query: CalculatorQuery;
}

function isOutsideRule(inputs: CalculatorInputs, rule: Rule): boolean {
  const range = facilityRange(inputs.roundUsd, rule);
  return !range.within || inputs.facilityUsd < range.lowUsd - 0.5 || inputs.facilityUsd > range.highUsd + 0.5;
}

/** The URL of a scenario: the currency, then every figure, as plain numbers where they read as numbers. */
function scenarioParams(raw: RawInputs, currency: CurrencyCode): URLSearchParams {
  return new URLSearchParams([
    ["currency", currency],
    ...queryNames.map((name) => [name, queryValue(raw[name], fieldSpecs[name].unit)]),
  ]);
}

/**
 * The server renders the loader's validated query (zod); once the founder types,
 * the browser recomputes with the same maths and keeps the URL in step (replace,
 * so the Back button is not flooded). history.replaceState rather than
 * useSearchParams: no router navigation per keystroke, and 0.4 KB less JS. While any figure is invalid the
 * results and the apply link are withdrawn, so nothing on screen disagrees with the form.
 */
export function VentureDebtCalculator({ copy, currencyOptions, rule, query }: CalculatorProps) {
  const [raw, setRaw] = useState(query.raw);
  const [currency, setCurrency] = useState(query.currency);
  const [outcome, setOutcome] = useState<Outcome>(query.result);
  const [facilityFollowsRule, setFacilityFollowsRule] = useState(!query.fromQuery || query.raw.facility === "");
  const labels = useMemo(() => messageLabels(copy.form.fields), [copy]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const inputs = outcome.ok ? outcome.inputs : undefined;
  const result = useMemo(() => (inputs ? calculate(inputs) : undefined), [inputs]);
  const errors = outcome.ok ? {} : outcome.errors;
  const currencyRule = scaledRule(rule, currency);

  const update = (next: RawInputs, nextCurrency: CurrencyCode) => {
    const parsed = parseInputs(next, rule, nextCurrency);
    setRaw(next);
    setCurrency(nextCurrency);
    setOutcome(
      parsed.ok ? parsed : { ok: false, errors: problemMessages(parsed.problems, labels, copy.errors, nextCurrency) },
    );
    // React Router's state object is kept, so its history stays consistent; nothing needs fetching.
    const url = `${window.location.pathname}?${scenarioParams(next, nextCurrency)}`;
    window.history.replaceState(window.history.state, "", url);
  };

  const onChange = (name: QueryName, value: string) => {
    const next = { ...raw, [name]: value };
    if (name === "facility") setFacilityFollowsRule(false);
    // "£8m" typed into a euro calculator switches it to pounds: the symbol says what the founder means.
    const named = fieldSpecs[name].unit === "money" ? readAmount(value)?.currency : undefined;
    // readAmount names only the listed currencies, or "kr" for any of three.
    const nextCurrency = named && named !== "kr" ? named : currency;
    const round = readNumber(next.round, "money");
    if ((name === "round" || nextCurrency !== currency) && facilityFollowsRule && round !== undefined) {
      next.facility = formatInput(suggestedFacility(round, scaledRule(rule, nextCurrency)), "money");
    }
    update(next, nextCurrency);
  };

  const onCurrencyChange = (nextCurrency: CurrencyCode) => {
    const next = { ...raw };
    const round = readNumber(next.round, "money");
    if (facilityFollowsRule && round !== undefined)
      next.facility = formatInput(suggestedFacility(round, scaledRule(rule, nextCurrency)), "money");
    update(next, nextCurrency);
  };

  useTypedBeforeHydration(raw, currency, ({ figures, currency: typedCurrency }) => {
    const next = { ...raw, ...figures };
    const nextCurrency = currencyOptions.find((option) => option.value === typedCurrency)?.value ?? currency;
    const round = readNumber(next.round, "money");
    if (figures.facility !== undefined) setFacilityFollowsRule(false);
    else if (facilityFollowsRule && round !== undefined && (figures.round !== undefined || nextCurrency !== currency))
      next.facility = formatInput(suggestedFacility(round, scaledRule(rule, nextCurrency)), "money");
    update(next, nextCurrency);
  });

  const shownRound = errors.round ? undefined : readNumber(raw.round, "money");
  const applyHref = inputs
    ? `/apply?${new URLSearchParams({ raise: String(inputs.roundUsd), facility: String(Math.round(inputs.facilityUsd)), currency })}`
    : undefined;

  return (
    <section className={`section ${styles.section}`} aria-label={copy.hero.title}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.formCard}>
          {!outcome.ok ? (
            <div className={styles.errorSummary} role="alert">
              <p>{copy.errors.summary}</p>
              <ul>
                {queryNames
                  .filter((name) => errors[name])
                  .map((name) => (
                    <li key={name}>
                      <a href={`#${fieldId(name)}`}>{errors[name]}</a>
                    </li>
                  ))}
              </ul>
            </div>
          ) : null}
          <CalculatorForm
            copy={copy.form}
            raw={raw}
            currency={currency}
            currencyOptions={currencyOptions}
            errors={errors}
            ruleLines={ruleLines(copy.form, currencyRule, shownRound, currency)}
            facilityOutsideRule={outcome.ok && isOutsideRule(outcome.inputs, currencyRule)}
            onChange={onChange}
            onCurrencyChange={onCurrencyChange}
            onSubmit={() => resultsHeading.current?.focus()}
          />
        </div>
        <div className={styles.results}>
          <h2 id="calculator-results" ref={resultsHeading} tabIndex={-1} className={styles.resultsHeading}>
            {copy.results.heading}
          </h2>
          {inputs && result ? (
            <>
              <CalculatorResults copy={copy.results} inputs={inputs} result={result} currency={currency} />
              <section className={styles.panel} aria-labelledby="chart-heading">
                <h2 id="chart-heading" className={styles.panelHeading}>
                  {copy.chart.heading}
                </h2>
                <p className={styles.panelIntro}>{copy.chart.intro}</p>
                <CostChart copy={copy.chart} inputs={inputs} result={result} currency={currency} />
              </section>
              <section className={styles.panel} aria-labelledby="schedule-heading">
                <h2 id="schedule-heading" className={styles.panelHeading}>
                  {copy.schedule.heading}
                </h2>
                <RepaymentSchedule copy={copy.schedule} inputs={inputs} result={result} currency={currency} />
              </section>
            </>
          ) : (
            <p className={styles.staleNote}>{copy.errors.resultsHidden}</p>
          )}
          <section className={styles.applyPanel} aria-labelledby="apply-heading">
            <h2 id="apply-heading" className={styles.applyHeading}>
              {copy.apply.heading}
            </h2>
            <p>{copy.apply.body}</p>
            {applyHref ? (
              <Link to={applyHref} className="button button-primary">
                {copy.apply.link}
              </Link>
            ) : (
              <p className={styles.staleNote}>{copy.errors.applyHidden}</p>
            )}
          </section>
          <aside className={styles.disclaimer} aria-labelledby="disclaimer-heading">
            <h2 id="disclaimer-heading" className={styles.disclaimerHeading}>
              {copy.disclaimer.heading}
            </h2>
            <p>
              {copy.disclaimer.body} <Link to={copy.disclaimer.link.to}>{copy.disclaimer.link.label}</Link>.
            </p>
          </aside>
        </div>
      </div>
    </section>
  );
}
