import { data } from "react-router";
import type { Route } from "./+types/venture-debt-calculator";
import { PageHero } from "~/components/hero/PageHero";
import { VentureDebtCalculator } from "~/components/venture-debt/Calculator";
import { funding } from "~/content/shared/funding/data";
import { currencyCodes, currencyOptionLabel } from "~/content/shared/money/currencies";
import { ventureDebtCalculatorCopy } from "~/content/pages/venture-debt-calculator/copy";
import { pageMeta } from "~/lib/meta";
import { messageLabels } from "~/lib/venture-debt/messages";
import { parseCalculatorQuery } from "~/lib/venture-debt/query.server";
import { hydrateOnIntent } from "~/document/static-document";

/*
 * Prerendered without a query (the defaults); with one (a shared scenario, or the
 * form sent with JavaScript off) the server validates it with zod and renders the
 * same results. Copy and the firm's rule travel as loader data, not in the page's JS.
 */
// The form works as served; React Router loads on the visitor's first intent (decision 071).
export const handle = hydrateOnIntent;

export function loader({ request }: Route.LoaderArgs) {
  const copy = ventureDebtCalculatorCopy;
  const rule = funding.rules.facility;
  const params = new URL(request.url).searchParams;
  const query = parseCalculatorQuery(params, { labels: messageLabels(copy.form.fields), messages: copy.errors }, rule);
  const currencyOptions = currencyCodes.map((code) => ({ value: code, label: currencyOptionLabel(code) }));
  return data({ copy, currencyOptions, rule, query }, { status: query.result.ok ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { ...loaderData.copy.meta, path: "/venture-debt-calculator" }) : [];

export default function VentureDebtCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { copy, currencyOptions, rule, query } = loaderData;
  return (
    <>
      <PageHero {...copy.hero} />
      <VentureDebtCalculator copy={copy} currencyOptions={currencyOptions} rule={rule} query={query} />
    </>
  );
}
