import { useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { FundingRules } from "~/content/shared/funding/data";
import type { VentureDebtCalculatorContent } from "~/content/pages/venture-debt-calculator/copy";
import { type CalculatorInputs, calculate } from "~/lib/venture-debt/calculator";
import { facilityRange, suggestedFacility } from "~/lib/venture-debt/facility-rule";
import { fill, formatCompactUsd, formatShare } from "~/lib/venture-debt/format";
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
import { CalculatorForm, fieldId } from "./CalculatorForm";
import { CalculatorResults } from "./CalculatorResults";
import { CostChart } from "./CostChart";
import { RepaymentSchedule } from "./RepaymentSchedule";
import styles from "./Calculator.module.css";

type Rule = FundingRules["facility"];
type Outcome = CalculatorQuery["result"];

interface CalculatorProps {
  copy: VentureDebtCalculatorContent;
  rule: Rule;
  query: CalculatorQuery;
}

function ruleLines(copy: VentureDebtCalculatorContent["form"], rule: Rule, roundUsd: number | undefined): string[] {
  const lines = [
    fill(copy.rule, {
      minShare: formatShare(rule.minimumShareOfRound),
      maxShare: formatShare(rule.maximumShareOfRound),
      minUsd: formatCompactUsd(rule.minimumUsd),
      maxUsd: formatCompactUsd(rule.maximumUsd),
    }),
  ];
  if (roundUsd === undefined) return lines;
  const range = facilityRange(roundUsd, rule);
  const round = formatCompactUsd(roundUsd);
  lines.push(
    range.within
      ? fill(copy.ruleForRound, { round, low: formatCompactUsd(range.lowUsd), high: formatCompactUsd(range.highUsd) })
      : fill(copy.ruleRoundTooSmall, { round, minimumRound: formatCompactUsd(range.minimumRoundUsd) }),
  );
  return lines;
}

function isOutsideRule(inputs: CalculatorInputs, rule: Rule): boolean {
  const range = facilityRange(inputs.roundUsd, rule);
  return !range.within || inputs.facilityUsd < range.lowUsd - 0.5 || inputs.facilityUsd > range.highUsd + 0.5;
}

/** The URL of a scenario: every figure, as plain numbers where they read as numbers. */
function scenarioParams(raw: RawInputs): URLSearchParams {
  return new URLSearchParams(queryNames.map((name) => [name, queryValue(raw[name], fieldSpecs[name].unit)]));
}

/**
 * The server renders the loader's validated query (zod); once the founder types,
 * the browser recomputes with the same maths and keeps the URL in step (replace,
 * so the Back button is not flooded). history.replaceState rather than
 * useSearchParams: no router navigation per keystroke, and 0.4 KB less JS. The last valid results stay, dimmed, while
 * a figure is being retyped.
 */
export function VentureDebtCalculator({ copy, rule, query }: CalculatorProps) {
  const [raw, setRaw] = useState(query.raw);
  const [outcome, setOutcome] = useState<Outcome>(query.result);
  const [inputs, setInputs] = useState(query.result.ok ? query.result.inputs : undefined);
  const [facilityFollowsRule, setFacilityFollowsRule] = useState(!query.fromQuery || query.raw.facility === "");
  const labels = useMemo(() => messageLabels(copy.form.fields), [copy]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const result = useMemo(() => (inputs ? calculate(inputs) : undefined), [inputs]);
  const errors = outcome.ok ? {} : outcome.errors;

  const onChange = (name: QueryName, value: string) => {
    const next = { ...raw, [name]: value };
    if (name === "facility") setFacilityFollowsRule(false);
    const round = readNumber(next.round, "usd");
    if (name === "round" && facilityFollowsRule && round !== undefined) {
      next.facility = formatInput(suggestedFacility(round, rule), "usd");
    }
    const parsed = parseInputs(next, rule);
    setRaw(next);
    if (parsed.ok) {
      setOutcome(parsed);
      setInputs(parsed.inputs);
    } else {
      setOutcome({ ok: false, errors: problemMessages(parsed.problems, labels, copy.errors) });
    }
    // React Router's state object is kept, so its history stays consistent; nothing needs fetching.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${scenarioParams(next)}`);
  };

  const shownRound = errors.round ? undefined : readNumber(raw.round, "usd");
  const applyHref = inputs
    ? `/apply?${new URLSearchParams({ raise: String(inputs.roundUsd), facility: String(Math.round(inputs.facilityUsd)) })}`
    : "/apply";

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
            errors={errors}
            ruleLines={ruleLines(copy.form, rule, shownRound)}
            facilityOutsideRule={outcome.ok && isOutsideRule(outcome.inputs, rule)}
            onChange={onChange}
            onSubmit={() => resultsHeading.current?.focus()}
          />
        </div>
        <div className={styles.results} data-stale={outcome.ok ? undefined : "true"}>
          <h2 id="calculator-results" ref={resultsHeading} tabIndex={-1} className={styles.resultsHeading}>
            {copy.results.heading}
          </h2>
          {inputs && result ? (
            <>
              {!outcome.ok ? <p className={styles.staleNote}>{copy.errors.resultsHidden}</p> : null}
              <CalculatorResults copy={copy.results} inputs={inputs} result={result} />
              <section className={styles.panel} aria-labelledby="chart-heading">
                <h2 id="chart-heading" className={styles.panelHeading}>
                  {copy.chart.heading}
                </h2>
                <p className={styles.panelIntro}>{copy.chart.intro}</p>
                <CostChart copy={copy.chart} inputs={inputs} result={result} />
              </section>
              <section className={styles.panel} aria-labelledby="schedule-heading">
                <h2 id="schedule-heading" className={styles.panelHeading}>
                  {copy.schedule.heading}
                </h2>
                <RepaymentSchedule copy={copy.schedule} inputs={inputs} result={result} />
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
            <Link to={applyHref} className="button button-primary">
              {copy.apply.link}
            </Link>
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
