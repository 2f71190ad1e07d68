import { Form, Link } from "react-router";
import { SelectOptions } from "#app/shared/ui/SelectOptions.tsx";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { industryNames, industrySlugs } from "#app/content/shared/industries/names.ts";
import { countries, fundingRoundTypes, industries } from "#app/public-forms/application/application.schema.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { defaultDir, listSearch, type ListState } from "#app/staff/view/list-state.ts";
import { type ListName, REVENUE_BANDS, SORTS_OF_LIST, STATUSES_OF_LIST } from "#app/staff/view/workflow.ts";
import { FIT_VERDICTS } from "#app/shared/venture-debt/fit-verdicts.ts";
import styles from "./Inbox.module.css";

const copy = inboxCopy.list;

interface Option {
  value: string;
  label: string;
}

function Select({
  name,
  label,
  value,
  options,
  any,
}: {
  name: string;
  label: string;
  value?: string;
  options: Option[];
  any?: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""}>
        {any ? <option value="">{any}</option> : null}
        <SelectOptions options={options} />
      </select>
    </div>
  );
}

const plain = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** The filters only applications have, each a choice from a fixed list. */
const applicationFilterOptions = {
  country: countries.map((country) => ({ value: country.code, label: country.name })),
  industry: plain(industries),
  sector: industrySlugs.map((slug) => ({ value: slug, label: industryNames[slug] })),
  round: plain(fundingRoundTypes),
  band: REVENUE_BANDS.map((band) => ({ value: band.id, label: copy.bands[band.id] })),
  fit: FIT_VERDICTS.map((verdict) => ({ value: verdict, label: copy.fits[verdict] })),
};
const applicationFilterNames = ["country", "industry", "sector", "round", "band", "fit"] as const;

/** A GET form: applying it puts the whole view in the URL. Works without JavaScript. */
export function ListFilters({
  list,
  state,
  staff,
  canExport,
}: {
  list: ListName;
  state: ListState;
  staff: { id: string; name: string }[];
  canExport: boolean;
}) {
  const applications = list === "applications";
  const narrowing = activeFilters(state);
  return (
    <Form method="get" aria-label={copy.filters} key={listSearch(state)}>
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor="filter-q">
          {copy.search} <span className={styles.muted}>({copy.searchHint})</span>
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={state.q} maxLength={200} />
      </div>
      {/* The other filters fold away, open while one of them narrows the view (issue 20). */}
      <details className={styles.moreFilters} open={narrowing > 0}>
        <summary>
          {narrowing > 0 ? copy.moreFiltersActive.replace("{count}", String(narrowing)) : copy.moreFilters}
        </summary>
        <div className={styles.filters}>
          <Select
            name="status"
            label={copy.status}
            value={state.status}
            any={copy.anyStatus}
            options={STATUSES_OF_LIST[list].map((status) => ({ value: status, label: inboxCopy.statuses[status] }))}
          />
          {list !== "subscribers" ? (
            <Select
              name="assignee"
              label={copy.assignee}
              value={state.assignee}
              any={copy.anyone}
              options={[
                { value: "me", label: copy.me },
                { value: "none", label: copy.unassigned },
                ...staff.map((member) => ({ value: member.id, label: member.name })),
              ]}
            />
          ) : null}
          {(["from", "to"] as const).map((name) => (
            <div key={name} className={styles.field}>
              <label htmlFor={`filter-${name}`}>{copy[name]}</label>
              <input id={`filter-${name}`} name={name} type="date" defaultValue={state[name]} />
            </div>
          ))}
          {applications
            ? applicationFilterNames.map((name) => (
                <Select
                  key={name}
                  name={name}
                  label={copy[name]}
                  value={state[name]}
                  any={copy.any}
                  options={applicationFilterOptions[name]}
                />
              ))
            : null}
          <Select
            name="sort"
            label={copy.sort}
            value={state.sort}
            options={SORTS_OF_LIST[list].map((sort) => ({ value: sort, label: copy.sorts[sort] }))}
          />
          <Select
            name="dir"
            label={copy.dir}
            value={state.dir}
            options={(["desc", "asc"] as const).map((dir) => ({ value: dir, label: copy.dirs[dir] }))}
          />
        </div>
      </details>
      <div className={styles.actions}>
        <button type="submit" className={styles.button}>
          {copy.apply}
        </button>
        <Link to={`/inbox/${list}`} className={`${styles.button} ${styles.secondary}`}>
          {copy.clear}
        </Link>
        {canExport ? (
          <button type="submit" form={EXPORT_FORM} className={`${styles.button} ${styles.secondary}`}>
            {copy.exportCsv}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** How many filters other than the search narrow the view, or reorder it. */
function activeFilters(state: ListState): number {
  const { status, assignee, from, to, country, industry, sector, round, band, fit } = state;
  const narrowing = [status, assignee, from, to, country, industry, sector, round, band, fit].filter(Boolean).length;
  return narrowing + (state.sort !== "date" || state.dir !== defaultDir(state.sort) ? 1 : 0);
}

const EXPORT_FORM = "export-csv";

/**
 * The export as a native POST of the applied view (not what is typed but not yet applied) with the
 * CSRF token: a GET would let any site start an export. Its button sits among the filters' actions.
 */
export function ExportForm({ list, state }: { list: ListName; state: ListState }) {
  const fields = [...new URLSearchParams(listSearch(state))];
  return (
    <form id={EXPORT_FORM} method="post" action={`/inbox/${list}/export`}>
      <CsrfField />
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
