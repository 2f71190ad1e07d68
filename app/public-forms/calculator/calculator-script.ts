// The calculator's one script (decision 078), loaded by the document script (app/site/document/enhance.ts) when the
// visitor first engages with the form. The server rendered the page for its address; from here on the results, the
// chart, the rule for the round, the messages and the apply link follow each keystroke, computed by the same
// functions the server rendered them with, and the address is kept in step once the typing pauses (replaced, so Back
// is not flooded), so a reload or a shared link shows the same figures. What was typed before this script ran is
// taken as typed now.
import { ventureDebtCalculatorCopy as copy } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { isCurrencyCode } from "#app/shared/money/currencies.ts";
import { CALCULATOR_FORM_ID, calculatorView, fieldId, outcomeOf } from "./calculator-view.ts";
import type { FacilityRule } from "#app/shared/venture-debt/facility-rule.ts";
import { type QueryName, type RawInputs, queryNames } from "./inputs.ts";
import { tableRows } from "./results-view.ts";
import { type Scenario, scenarioQuery, withCurrency, withField } from "./scenario.ts";
import { emptyView } from "./view.ts";
import { writeView } from "./view-dom.ts";

/**
 * What costs most per keystroke and nobody reads mid-number waits until the typing has paused this long (issue 27,
 * a slow phone): the folded tables (the schedule's up to 120 rows, the chart's figures), and the address, whose
 * every change has Chromium resolve the page's URLs again and fetch and decode the favicon. A table opened,
 * Calculate pressed or the page left brings both up to date at once.
 */
const SETTLE_AFTER_MS = 250;

const isQueryName = (name: string): name is QueryName => (queryNames as readonly string[]).includes(name);

function start(form: HTMLFormElement) {
  const rule = JSON.parse(form.dataset.rule ?? "{}") as FacilityRule;
  const page = form.closest("section") ?? document;
  const input = (name: QueryName) => form.elements.namedItem(name) as HTMLInputElement;
  const select = form.elements.namedItem("currency") as HTMLSelectElement;
  const resultsHeading = document.getElementById("calculator-results");
  const staleNote = page.querySelector('[data-shown="results-hidden"]');
  // The results' block: on the page, or (figures the server refused) its markup in a template.
  const template = page.querySelector<HTMLTemplateElement>("template[data-results-template]");
  const results = page.querySelector("[data-results]") ?? template?.content.firstElementChild;

  const served = [...select.options].find((option) => option.defaultSelected)?.value;
  let scenario: Scenario = {
    raw: Object.fromEntries(queryNames.map((name) => [name, input(name).defaultValue])) as RawInputs,
    currency: isCurrencyCode(served) ? served : "EUR",
    facilityFollowsRule: form.dataset.facilityFollowsRule === "true",
  };
  let valid = !page.querySelector('[data-shown="summary"]:not([hidden])');
  // The server's messages, as the fields' own validity, so the browser knows which figures are wrong.
  for (const name of queryNames) {
    input(name).setCustomValidity(document.getElementById(`${fieldId(name)}-error`)?.textContent ?? "");
  }

  let settleDue: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    if (settleDue === undefined) return;
    clearTimeout(settleDue);
    settleDue = undefined;
    const { raw, currency } = scenario;
    const outcome = outcomeOf(copy, rule, raw, currency);
    if (outcome.ok) writeView(page, { ...emptyView(), rows: tableRows(copy, outcome.inputs, currency) });
    history.replaceState(history.state, "", `${location.pathname}?${scenarioQuery(raw, currency)}`);
  };
  // A table opened (toggle does not bubble: captured), or the page left: the current figures at once.
  page.addEventListener("toggle", settle, { capture: true });
  window.addEventListener("pagehide", settle);
  document.addEventListener("visibilitychange", settle);

  const render = () => {
    const { raw, currency } = scenario;
    // What the script itself changes in the form: a facility that follows the rule, a currency a figure named.
    if (input("facility").value !== raw.facility) input("facility").value = raw.facility;
    if (select.value !== currency) select.value = currency;
    const outcome = outcomeOf(copy, rule, raw, currency);
    const view = calculatorView(copy, rule, { raw, currency, outcome }, { tables: false });
    clearTimeout(settleDue);
    settleDue = setTimeout(settle, SETTLE_AFTER_MS);
    valid = outcome.ok;
    if (valid && results && !results.isConnected) staleNote?.before(results);
    if (!valid) results?.remove();
    writeView(page, view);
    for (const name of queryNames) input(name).setCustomValidity(view.texts[`error-${name}`] ?? "");
  };

  const before = scenario;
  if (select.value !== scenario.currency && isCurrencyCode(select.value)) {
    scenario = withCurrency(scenario, select.value, rule);
  }
  for (const name of queryNames) {
    const { value, defaultValue } = input(name);
    if (value !== defaultValue) scenario = withField(scenario, name, value, rule);
  }
  if (scenario !== before) render();

  form.addEventListener("input", (event) => {
    const target = event.target;
    if (target === select && isCurrencyCode(select.value)) scenario = withCurrency(scenario, select.value, rule);
    else if (target instanceof HTMLInputElement && isQueryName(target.name)) {
      scenario = withField(scenario, target.name, target.value, rule);
    } else return;
    render();
  });
  // The results are current already: Calculate takes the visitor to them, or to the first figure to fix.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    settle();
    const invalid = queryNames.map((name) => input(name)).find((field) => !field.validity.valid);
    if (!valid && invalid) invalid.focus();
    else resultsHeading?.focus();
  });
}

const form = document.getElementById(CALCULATOR_FORM_ID);
if (form instanceof HTMLFormElement) start(form);
