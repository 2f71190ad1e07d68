import { Form, Link } from "react-router";
import styles from "#app/founder/components/Account.module.css";
import own from "./SharedData.module.css";
import { sharedDataCopy } from "#app/content/shared/shared-data/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { currencyCodes } from "#app/shared/money/currencies.ts";
import { formatDate } from "#app/staff/view/format.ts";
import { useFounderTimeZone } from "./time-zone-context.ts";
import { CsvMappingFields } from "./CsvMappingFields.tsx";
import { SharedDataEntries, type SharedDataEntriesProps } from "./SharedDataEntries.tsx";
import type { listImports } from "#app/underwriting/store/manage.server.ts";

const copy = sharedDataCopy;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));

export interface SharedDataPageData extends SharedDataEntriesProps {
  application: { id: string; currency: string; status: string };
  imports: Awaited<ReturnType<typeof listImports>>;
  notice: { imported: string | null; same: string | null; deleted: boolean; corrected: boolean };
}

function noticeOf(page: SharedDataPageData): string | null {
  const { notice, imports } = page;
  const imported = imports.find((row) => row.id === notice.imported);
  if (imported)
    return imported.kind === "kpi"
      ? fill(copy.imports.importedKpi, { months: imported.months.length })
      : fill(copy.imports.imported, { entries: imported.entry_count, fresh: imported.new_entry_count });
  if (notice.same) return copy.imports.sameFile;
  if (notice.deleted) return copy.imports.deleted;
  if (notice.corrected) return copy.entries.corrected;
  return null;
}

/** Upload a statement or the KPI pack, see what was read from each file, correct entries, delete a file. */
export function SharedData({
  page,
  failure,
}: {
  page: SharedDataPageData;
  failure?: { message: string; mapping?: { headers: string[] } };
}) {
  const timeZone = useFounderTimeZone();
  const notice = noticeOf(page);
  const withdrawn = page.application.status === "withdrawn";
  return (
    <>
      <p>
        <Link to={`/account/applications/${page.application.id}`}>← {copy.page.back}</Link>
      </p>
      <p>{copy.page.intro}</p>
      <div aria-live="polite">
        {failure ? (
          <p role="alert" className={styles.error}>
            {failure.message}
          </p>
        ) : notice ? (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        ) : null}
      </div>
      {withdrawn ? null : (
        <section className={styles.card} aria-labelledby="upload-heading">
          <h2 id="upload-heading">{failure?.mapping ? copy.mapping.heading : copy.upload.heading}</h2>
          <Form method="post" encType="multipart/form-data" reloadDocument className={own.upload}>
            <CsrfField />
            {failure?.mapping ? <CsvMappingFields headers={failure.mapping.headers} /> : null}
            <div className={styles.field}>
              <label htmlFor="shared-file">{failure?.mapping ? copy.mapping.fileAgain : copy.upload.fileLabel}</label>
              <input id="shared-file" name="file" type="file" required aria-describedby="shared-file-hint" />
              <p id="shared-file-hint" className={own.hint}>
                {copy.upload.fileHint}
              </p>
            </div>
            {failure?.mapping ? null : (
              <fieldset>
                <legend>{copy.upload.kpiLegend}</legend>
                <div className={styles.field}>
                  <label htmlFor="kpi-currency">{copy.upload.currencyLabel}</label>
                  <select id="kpi-currency" name="currency" defaultValue={page.application.currency}>
                    {currencyCodes.map((code) => (
                      <option key={code}>{code}</option>
                    ))}
                  </select>
                </div>
                <div className={styles.field}>
                  <label htmlFor="kpi-decimal-mark">{copy.upload.decimalMarkLabel}</label>
                  <select id="kpi-decimal-mark" name="decimalMark" defaultValue=".">
                    <option value=".">{copy.upload.pointMark}</option>
                    <option value=",">{copy.upload.commaMark}</option>
                  </select>
                </div>
              </fieldset>
            )}
            <button type="submit" className="button button-dark">
              {failure?.mapping ? copy.mapping.submit : copy.upload.submit}
            </button>
          </Form>
          <h3>{copy.template.heading}</h3>
          <p>{copy.template.text}</p>
          <ul>
            <li>
              <a href="/account/kpi-pack-template/xlsx" download>
                {copy.template.downloadXlsx}
              </a>
            </li>
            <li>
              <a href="/account/kpi-pack-template/csv" download>
                {copy.template.downloadCsv}
              </a>
            </li>
          </ul>
        </section>
      )}
      <section className={styles.card} aria-labelledby="imports-heading">
        <h2 id="imports-heading">{copy.imports.heading}</h2>
        {page.imports.length === 0 ? <p>{copy.imports.none}</p> : null}
        {page.imports.map((row) => (
          <article key={row.id} aria-label={row.file_name}>
            <h3>
              {row.file_name}{" "}
              <span className={own.hint}>
                ({fill(copy.imports.uploadedOn, { date: formatDate(row.created_at, timeZone) })})
              </span>
            </h3>
            {row.kind === "kpi" ? (
              <p>
                {fill(copy.imports.kpiMonths, {
                  currency: row.currency ?? "",
                  from: row.months[0] ?? "",
                  to: row.months.at(-1) ?? "",
                  count: row.months.length,
                })}
              </p>
            ) : (
              <>
                <p>{fill(copy.imports.entries, { count: row.entry_count, fresh: row.new_entry_count })}</p>
                <ul className={own.statements}>
                  {row.statements.map((statement) => (
                    <li key={statement.seq}>
                      {fill(copy.imports.statement, {
                        account: statement.account,
                        currency: statement.currency,
                        from: statement.first_day ?? "",
                        to: statement.last_day ?? "",
                      })}
                      :{" "}
                      {statement.opening_balance && statement.closing_balance
                        ? `${fill(copy.imports.opening, { amount: statement.opening_balance, date: statement.opening_date ?? "" })}, ${fill(copy.imports.closing, { amount: statement.closing_balance, date: statement.closing_date ?? "" })}`
                        : copy.imports.noBalance}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="importId" value={row.id} />
              <button type="submit" className={`button button-ghost ${styles.danger}`}>
                {copy.imports.delete}
              </button>
            </Form>
          </article>
        ))}
      </section>
      {page.totalEntries > 0 ? <SharedDataEntries {...page} /> : null}
    </>
  );
}
