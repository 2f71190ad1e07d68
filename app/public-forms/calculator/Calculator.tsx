import { Link } from "react-router";
import type { FundingRules } from "#app/content/shared/funding/data.ts";
import type { VentureDebtCalculatorContent } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { calculatorView, fieldId, missingMessages, outcomeOf } from "./calculator-view.ts";
import { type CalculatorQuery, defaultRawInputs, queryNames } from "./inputs.ts";
import { type View, shownOf } from "./view.ts";
import { CalculatorForm, type CurrencyOption } from "./CalculatorForm.tsx";
import { CalculatorResults } from "./CalculatorResults.tsx";
import { CostChart } from "./CostChart.tsx";
import { RepaymentSchedule } from "./RepaymentSchedule.tsx";
import styles from "./Calculator.module.css";

type Rule = FundingRules["facility"];
type Copy = VentureDebtCalculatorContent;

interface CalculatorProps {
  copy: Copy;
  currencyOptions: CurrencyOption[];
  rule: Rule;
  /** The query the server validated (zod): the figures this page was asked for. */
  query: CalculatorQuery;
}

/**
 * Rendered on the server only (decision 078): the page is a document, the same bytes for everyone who asks for these
 * figures. Its script (calculator-script.ts) recomputes the same view as the founder types and writes it into the
 * places marked here. While any figure is invalid the results and the apply link are withdrawn, so nothing on screen
 * disagrees with the form.
 */
export function VentureDebtCalculator({ copy, currencyOptions, rule, query }: CalculatorProps) {
  const { raw, currency } = query;
  const view = calculatorView(copy, rule, { raw, currency, outcome: query.result });
  return (
    <section className={`section ${styles.section}`} aria-label={copy.hero.title}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.formCard}>
          <div className={styles.errorSummary} role="alert" {...shownOf(view, "summary")}>
            <p>{copy.errors.summary}</p>
            <ul>
              {queryNames.map((name) => (
                <li key={name} {...shownOf(view, `error-${name}`)}>
                  <a href={`#${fieldId(name)}`} data-text={`error-${name}`}>
                    {view.texts[`error-${name}`]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <CalculatorForm
            copy={copy.form}
            raw={raw}
            currency={currency}
            currencyOptions={currencyOptions}
            view={view}
            rule={rule}
            facilityFollowsRule={!query.fromQuery || raw.facility === ""}
            missing={missingMessages(copy, rule, currency)}
          />
        </div>
        <div className={styles.results}>
          <h2 id="calculator-results" tabIndex={-1} className={styles.resultsHeading}>
            {copy.results.heading}
          </h2>
          {query.result.ok ? (
            <Results copy={copy} view={view} />
          ) : (
            // The results' markup, for the script to fill once every figure is valid; a template is no part of the page.
            <template data-results-template="">
              <Results copy={copy} view={defaultView(copy, rule, query)} />
            </template>
          )}
          <p className={styles.staleNote} {...shownOf(view, "results-hidden")}>
            {copy.errors.resultsHidden}
          </p>
          <section className={styles.applyPanel} aria-labelledby="apply-heading">
            <h2 id="apply-heading" className={styles.applyHeading}>
              {copy.apply.heading}
            </h2>
            <p>{copy.apply.body}</p>
            <Link
              to={view.attrs["apply-link"]?.href ?? "/apply"}
              className="button button-primary"
              {...shownOf(view, "apply-link")}
              data-attrs="apply-link"
            >
              {copy.apply.link}
            </Link>
            <p className={styles.staleNote} {...shownOf(view, "apply-hidden")}>
              {copy.errors.applyHidden}
            </p>
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

/** The default figures' view in the query's currency: only its markup matters, in a template. */
function defaultView(copy: Copy, rule: Rule, query: CalculatorQuery): View {
  const raw = defaultRawInputs(rule, query.currency);
  return calculatorView(copy, rule, {
    raw,
    currency: query.currency,
    outcome: outcomeOf(copy, rule, raw, query.currency),
  });
}

/** The verdict and figures, the chart and the schedule: one block, taken out while any figure is invalid. */
function Results({ copy, view }: { copy: Copy; view: View }) {
  return (
    <div className={styles.resultBlocks} data-results="">
      <CalculatorResults copy={copy.results} view={view} />
      <section className={styles.panel} aria-labelledby="chart-heading">
        <h2 id="chart-heading" className={styles.panelHeading}>
          {copy.chart.heading}
        </h2>
        <p className={styles.panelIntro}>{copy.chart.intro}</p>
        <CostChart copy={copy.chart} view={view} />
      </section>
      <section className={styles.panel} aria-labelledby="schedule-heading">
        <h2 id="schedule-heading" className={styles.panelHeading}>
          {copy.schedule.heading}
        </h2>
        <RepaymentSchedule copy={copy.schedule} view={view} />
      </section>
    </div>
  );
}
