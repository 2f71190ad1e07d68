import { z } from "zod";
import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import { anyKronaPlural, currencyPlurals, isCurrencyCode } from "#app/shared/money/currencies.ts";
import { otherCurrencyNamed } from "#app/shared/money/read-amount.ts";

/*
 * A form whose amounts are all in the currency chosen in one field (the application's step 2).
 * An amount that names another currency ("£5m" with euros chosen) is refused on that field, so
 * nothing typed is stored in a currency the founder did not mean (issue 18, decision 073).
 *
 * The amount fields read a number and drop the sign, so this reads the raw values beside the
 * object: an intersection runs both on the same input and reports both sets of issues at once,
 * so the founder sees this next to any other error rather than after fixing those.
 */
export function withFiguresInChosenCurrency<Schema extends z.ZodObject>(
  schema: Schema,
  currencyField: string,
  amountFields: readonly string[],
) {
  // unknown in, {} out: the intersection's input and output stay the object's own.
  const typedCurrencies = z
    .unknown()
    .superRefine((input, ctx) => {
      if (typeof input !== "object" || input === null) return;
      const raw = input as Record<string, unknown>;
      const chosen = raw[currencyField];
      if (!isCurrencyCode(chosen)) return;
      for (const field of amountFields) {
        const text = raw[field];
        if (typeof text !== "string" || text.length > 60) continue;
        const other = otherCurrencyNamed(text, chosen);
        if (!other) continue;
        const typed = other.currency === "kr" ? anyKronaPlural : currencyPlurals[other.currency];
        const message = messages.otherCurrency(typed, currencyPlurals[chosen], other.mark);
        // Not continuable: the intersection then reports it instead of merging the raw text with the number.
        ctx.addIssue({ code: "custom", message, path: [field], input: text, continue: false });
      }
    })
    // Contributes no values: the object's output is the form's.
    .transform(() => ({}));
  return z.intersection(schema, typedCurrencies);
}
