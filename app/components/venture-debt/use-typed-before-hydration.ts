import { useEffect, useRef } from "react";
import { type QueryName, type RawInputs, queryNames } from "~/lib/venture-debt/inputs";
import { CURRENCY_FIELD_ID, fieldId } from "./CalculatorForm";

/** The figures (and currency) the visitor changed in the server-rendered form before React took it over. */
export interface TypedBeforeHydration {
  figures: Partial<Record<QueryName, string>>;
  currency?: string;
}

/**
 * The calculator's fields are controlled, and the page hydrates only on the visitor's first intent (decision 071):
 * what they typed before that is in the DOM, not in state, and the next render would put the server's value back.
 * Once hydrated, this hands what differs to `take`, so the results follow at once and nothing typed is lost.
 */
export function useTypedBeforeHydration(raw: RawInputs, currency: string, take: (typed: TypedBeforeHydration) => void) {
  const initial = useRef({ raw, currency, take });
  useEffect(() => {
    const { raw, currency, take } = initial.current;
    const figures: TypedBeforeHydration["figures"] = {};
    for (const name of queryNames) {
      const value = document.querySelector<HTMLInputElement>(`#${fieldId(name)}`)?.value;
      if (value !== undefined && value !== raw[name]) figures[name] = value;
    }
    const chosen = document.querySelector<HTMLSelectElement>(`#${CURRENCY_FIELD_ID}`)?.value;
    const typed = { figures, currency: chosen && chosen !== currency ? chosen : undefined };
    if (Object.keys(figures).length > 0 || typed.currency) take(typed);
  }, []);
}
