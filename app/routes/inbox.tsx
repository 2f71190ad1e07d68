import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import styles from "~/components/inbox/Inbox.module.css";
import { inboxCopy, LEAD_KINDS, LEAD_STATUSES } from "~/content/inbox";
import { CsrfField } from "~/forms/CsrfField";
import { pageMeta } from "~/lib/meta";
import { getDb } from "~/server/db/db.server";
import type { LeadKind, LeadStatus } from "~/server/db/schema";
import { requireStaff } from "~/server/staff/guard.server";
import { listLeads } from "~/server/staff/leads.server";

const copy = inboxCopy.list;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.title, path: "/inbox", noindex: true });

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filter = {
    kind: pick<LeadKind>(params.get("kind"), LEAD_KINDS),
    status: pick<LeadStatus>(params.get("status"), LEAD_STATUSES),
    query: params.get("q")?.slice(0, 200) ?? "",
    page: Math.min(1000, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
  };
  const result = await listLeads(getDb(), filter);
  return { user, filter, ...result };
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { user, filter, leads, page, hasMore } = loaderData;
  const pageLink = (target: number) => {
    const params = new URLSearchParams();
    if (filter.kind) params.set("kind", filter.kind);
    if (filter.status) params.set("status", filter.status);
    if (filter.query) params.set("q", filter.query);
    params.set("page", String(target));
    return `/inbox?${params}`;
  };
  return (
    <section className={styles.page}>
      <div className="container">
        <div className={styles.toolbar}>
          <div>
            <span className="eyebrow">{copy.eyebrow}</span>
            <h1>{copy.title}</h1>
            <p className={styles.muted}>
              {copy.signedInAs} {user.name} ({user.email})
            </p>
          </div>
          <Form method="post" action="/inbox/sign-out">
            <CsrfField />
            <button type="submit" className="button button-ghost">
              {copy.signOut}
            </button>
          </Form>
        </div>
        <Form method="get" className={styles.toolbar} aria-label={copy.filters}>
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor="kind">{copy.kind}</label>
              <select id="kind" name="kind" defaultValue={filter.kind ?? ""}>
                <option value="">{copy.allKinds}</option>
                {LEAD_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {inboxCopy.kinds[kind]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="status">{copy.status}</label>
              <select id="status" name="status" defaultValue={filter.status ?? ""}>
                <option value="">{copy.allStatuses}</option>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {inboxCopy.statuses[status]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="q">{copy.search}</label>
              <input id="q" name="q" type="search" defaultValue={filter.query} />
            </div>
            <button type="submit" className="button button-dark">
              {copy.apply}
            </button>
          </div>
          <div className={styles.filters}>
            {LEAD_KINDS.map((kind) => (
              <a key={kind} className="button button-ghost" href={`/inbox/export/${kind}`} download>
                {copy.export}: {inboxCopy.kinds[kind]}
              </a>
            ))}
          </div>
        </Form>
        {leads.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{copy.received}</th>
                  <th scope="col">{copy.kind}</th>
                  <th scope="col">{copy.open}</th>
                  <th scope="col">{copy.status}</th>
                </tr>
              </thead>
              <tbody>
                {leads.map((lead) => (
                  <tr key={`${lead.kind}:${lead.id}`}>
                    <td className={styles.muted}>{dateFormat.format(new Date(lead.createdAt))}</td>
                    <td>{inboxCopy.kinds[lead.kind]}</td>
                    <td>
                      <Link to={`/inbox/${lead.kind}/${lead.id}`}>{lead.title}</Link>
                      <div className={styles.muted}>{lead.detail}</div>
                    </td>
                    <td>
                      <span className={styles.badge}>{inboxCopy.statuses[lead.status]}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <nav className={styles.pager} aria-label="Pages">
          {page > 1 ? <Link to={pageLink(page - 1)}>{copy.newer}</Link> : null}
          {hasMore ? <Link to={pageLink(page + 1)}>{copy.older}</Link> : null}
        </nav>
      </div>
    </section>
  );
}
