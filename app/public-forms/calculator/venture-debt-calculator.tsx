import { data } from "react-router";
import type { Route } from "./+types/venture-debt-calculator";
import { PageHero } from "#app/site/components/hero/PageHero.tsx";
import { VentureDebtCalculator } from "./Calculator.tsx";
import { funding } from "#app/content/shared/funding/data.ts";
import { currencyCodes, currencyOptionLabel } from "#app/shared/money/currencies.ts";
import { ventureDebtCalculatorCopy } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { pageMeta } from "#app/site/meta.ts";
import { messageLabels } from "./messages.ts";
import { parseCalculatorQuery } from "./query.server.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

/*
 * A document (decision 078): prerendered without a query (the defaults); with one (a shared scenario, the address
 * the script keeps in step, or the form sent with JavaScript off) rendered on request, the same bytes for everyone
 * who asks for those figures, cached by its address. The server validates the query with zod.
 */
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

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
