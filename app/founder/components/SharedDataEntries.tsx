import { ScrollRegion } from "#app/shared/ui/ScrollRegion.tsx";
import { Form, Link } from "react-router";
import styles from "#app/founder/components/Account.module.css";
import own from "./SharedData.module.css";
import { sharedDataCopy } from "#app/content/shared/shared-data/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import type { Category } from "#app/underwriting/classification/classify.ts";
import type { sharedDataPage } from "#app/founder/server/shared-data.server.ts";

const copy = sharedDataCopy.entries;
const categories = sharedDataCopy.categories;
const PER_PAGE = 50;

export type SharedDataEntriesProps = Pick<
  Awaited<ReturnType<typeof sharedDataPage>>,
  "entries" | "totalEntries" | "from"
> & { application: { id: string } };

/** A page of entries, each with its category, why, and a form to correct it (a plain POST without JavaScript). */
export function SharedDataEntries({ entries, totalEntries, from, application }: SharedDataEntriesProps) {
  const base = `/account/applications/${application.id}/shared-data`;
  return (
    <section className={`${styles.card} ${own.entriesCard}`} aria-labelledby="entries-heading">
      <h2 id="entries-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <ScrollRegion className={own.tableWrap} labelledBy="entries-range">
        <table className={own.entries}>
          <caption id="entries-range">
            {copy.range
              .replace("{from}", String(from + 1))
              .replace("{to}", String(from + entries.length))
              .replace("{total}", String(totalEntries))}
          </caption>
          <thead>
            <tr>
              <th scope="col">{copy.date}</th>
              <th scope="col">{copy.counterparty}</th>
              <th scope="col">{copy.amount}</th>
              <th scope="col">{copy.category}</th>
              <th scope="col">{copy.why}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const id = `entry-${entry.importId}-${entry.seq}`;
              return (
                <tr key={id}>
                  <td>{entry.date}</td>
                  <td>
                    {entry.counterparty ? <strong>{entry.counterparty}</strong> : null} {entry.description}
                  </td>
                  <td className={own.amount}>
                    {entry.amount} {entry.currency}
                  </td>
                  <td>
                    <Form method="post" className={own.correct}>
                      <CsrfField />
                      <input type="hidden" name="intent" value="correct" />
                      <input type="hidden" name="importId" value={entry.importId} />
                      <input type="hidden" name="seq" value={entry.seq} />
                      <input type="hidden" name="from" value={from} />
                      <label htmlFor={id} className="visually-hidden">
                        {copy.correctLabel}
                      </label>
                      <select id={id} name="category" defaultValue={entry.category}>
                        {(Object.keys(categories) as Category[]).map((category) => (
                          <option key={category} value={category}>
                            {categories[category]}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className="button button-ghost">
                        {copy.save}
                      </button>
                    </Form>
                  </td>
                  <td>
                    {entry.corrected
                      ? copy.correctedByYou.replace("{category}", categories[entry.ruleCategory as Category])
                      : entry.reason}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className={own.pager}>
        {from > 0 ? <Link to={`${base}?from=${Math.max(0, from - PER_PAGE)}`}>{copy.earlier}</Link> : null}
        {from + entries.length < totalEntries ? <Link to={`${base}?from=${from + PER_PAGE}`}>{copy.later}</Link> : null}
      </p>
    </section>
  );
}
