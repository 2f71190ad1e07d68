import { data, Form } from "react-router";
import type { Route } from "./+types/dashboard";
import styles from "#app/staff/components/Inbox.module.css";
import { BarChart } from "#app/staff/components/pipeline/BarChart.tsx";
import dash from "#app/staff/components/pipeline/Dashboard.module.css";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { formatCalendarDay, formatCountry } from "#app/staff/view/format.ts";
import { pageMeta } from "#app/site/meta.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { NO_STORE, requireStaff } from "#app/staff/server/guard.server.ts";
import { type ConversionRow, dashboardFigures, parsePeriod } from "#app/staff/server/pipeline/dashboard.server.ts";

const copy = pipelineCopy.dashboard;
const statusLabel = (status: string) => inboxCopy.statuses[status as keyof typeof inboxCopy.statuses] ?? status;
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: copy.title, description: inboxCopy.appName, path: location.pathname, noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { period, error } = parsePeriod(new URL(request.url).searchParams);
  const figures = await dashboardFigures(getDatabase().db, period);
  return data({ figures, error }, { status: error ? 400 : 200, headers: NO_STORE });
}

function Figure({
  id,
  title,
  chart,
  children,
}: {
  id: string;
  title: string;
  chart: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={dash.figure}>
        {chart}
        <div className={dash.tableBox}>{children}</div>
      </div>
    </section>
  );
}

function ConversionTable({
  rows,
  dimension,
  label,
}: {
  rows: ConversionRow[];
  dimension: string;
  label: (key: string) => string;
}) {
  const title = copy.conversionTitle.replace("{dimension}", dimension);
  const id = `conversion-${dimension.replace(/\W+/g, "-")}`;
  return (
    <Figure
      id={id}
      title={title}
      chart={
        <BarChart
          title={title}
          max={1}
          bars={rows.map((row) => ({ label: label(row.key), value: row.rate, shown: percent.format(row.rate) }))}
        />
      }
    >
      <table className={`${styles.table} ${dash.table}`} data-testid={id}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dimension}</th>
            <th scope="col" className={styles.number}>
              {copy.applications}
            </th>
            <th scope="col" className={styles.number}>
              {copy.funded}
            </th>
            <th scope="col" className={styles.number}>
              {copy.rate}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{label(row.key)}</th>
              <td className={styles.number}>{row.applications}</td>
              <td className={styles.number}>{row.funded}</td>
              <td className={styles.number}>{percent.format(row.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Figure>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { figures, error } = loaderData;
  const { period } = figures;
  const same = (key: string) => key;
  return (
    <div className={styles.page}>
      <h1>{copy.title}</h1>
      <p className={styles.muted}>{copy.intro}</p>
      <Form method="get">
        <fieldset className={dash.period}>
          <legend>{copy.periodLegend}</legend>
          <div className={styles.field}>
            <label htmlFor="period-from">{copy.from}</label>
            <input id="period-from" name="from" type="date" defaultValue={period.from} required />
          </div>
          <div className={styles.field}>
            <label htmlFor="period-to">{copy.to}</label>
            <input id="period-to" name="to" type="date" defaultValue={period.to} required />
          </div>
          <div className={styles.field}>
            <button type="submit" className={styles.button}>
              {copy.show}
            </button>
          </div>
        </fieldset>
      </Form>
      {error ? (
        <p role="alert" className={styles.error}>
          {copy[error]}
        </p>
      ) : null}
      <p data-testid="dashboard-total">
        {copy.total
          .replace("{count}", String(figures.total))
          .replace("{from}", formatCalendarDay(period.from))
          .replace("{to}", formatCalendarDay(period.to))}
      </p>
      <Figure
        id="by-stage"
        title={copy.byStageTitle}
        chart={
          <BarChart
            title={copy.byStageTitle}
            bars={figures.byStage.map((row) => ({
              label: statusLabel(row.stage),
              value: row.count,
              shown: String(row.count),
            }))}
          />
        }
      >
        <table className={`${styles.table} ${dash.table}`} data-testid="by-stage">
          <caption className="visually-hidden">{copy.byStageTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.stage}</th>
              <th scope="col" className={styles.number}>
                {copy.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.byStage.map((row) => (
              <tr key={row.stage}>
                <th scope="row">{statusLabel(row.stage)}</th>
                <td className={styles.number}>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Figure>
      <ConversionTable rows={figures.conversion.referral} dimension={copy.referral} label={same} />
      <ConversionTable rows={figures.conversion.country} dimension={copy.country} label={formatCountry} />
      <ConversionTable rows={figures.conversion.industry} dimension={copy.industry} label={same} />
      <Figure
        id="median-time"
        title={copy.medianTitle}
        chart={
          <BarChart
            title={copy.medianTitle}
            bars={figures.medianDays.map((row) => ({
              label: statusLabel(row.stage),
              value: row.days ?? 0,
              shown: row.days === null ? copy.noData : String(row.days),
            }))}
          />
        }
      >
        <p className={styles.muted}>{copy.medianIntro}</p>
        <table className={`${styles.table} ${dash.table}`} data-testid="median-time">
          <caption className="visually-hidden">{copy.medianTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.stage}</th>
              <th scope="col" className={styles.number}>
                {copy.days}
              </th>
              <th scope="col" className={styles.number}>
                {copy.stays}
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.medianDays.map((row) => (
              <tr key={row.stage}>
                <th scope="row">{statusLabel(row.stage)}</th>
                <td className={styles.number}>{row.days === null ? copy.noData : row.days}</td>
                <td className={styles.number}>{row.stays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Figure>
    </div>
  );
}
