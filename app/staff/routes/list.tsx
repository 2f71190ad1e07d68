import { data, Link } from "react-router";
import type { Route } from "./+types/list";
import styles from "#app/staff/components/Inbox.module.css";
import pager from "#app/staff/components/Pager.module.css";
import { LeadTable } from "#app/staff/components/LeadTable.tsx";
import { KeyboardShortcuts } from "#app/staff/components/KeyboardShortcuts.tsx";
import { ExportForm, ListFilters } from "#app/staff/components/ListFilters.tsx";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { hasUnreadableDay, listSearch, parseListState } from "#app/staff/view/list-state.ts";
import { searchWords } from "#app/staff/view/search-words.ts";
import { OTHER_LIST_CAP } from "#app/staff/view/workflow.ts";
import { pageMeta } from "#app/site/meta.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { listStaff } from "#app/staff/server/accounts.server.ts";
import { listOf, NO_STORE, requireStaff } from "#app/staff/server/guard.server.ts";
import { otherListMatches } from "#app/staff/server/leads/cross-list.server.ts";
import { listPage } from "#app/staff/server/leads/list.server.ts";
import { viewCount } from "#app/staff/server/leads/view-count.server.ts";

const copy = inboxCopy.list;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData ? copy.titles[loaderData.list] : inboxCopy.appName,
    description: inboxCopy.appName,
    path: location.pathname,
    noindex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const list = listOf(params.list);
  const query = new URL(request.url).searchParams;
  const state = parseListState(list, query);
  const datesInvalid = hasUnreadableDay(query);
  const handle = getDatabase();
  const [page, staff, elsewhere, total] = await Promise.all([
    listPage(handle, list, state, user.id, undefined, user.timeZone),
    listStaff(handle.db, { activeOnly: true }),
    state.q ? otherListMatches(handle, list, state.q) : [],
    viewCount(handle, list, state, user.id, user.timeZone),
  ]);
  return data(
    {
      list,
      state,
      page,
      staff: staff.map((member) => ({ id: member.id, name: member.name })),
      canExport: user.role === "admin",
      ignoredWords: searchWords(state.q).ignored,
      elsewhere,
      total,
      datesInvalid,
    },
    { status: datesInvalid ? 400 : 200, headers: NO_STORE },
  );
}

export default function ListPage({ loaderData }: Route.ComponentProps) {
  const { list, state, page, staff, canExport, ignoredWords, elsewhere, total, datesInvalid } = loaderData;
  const title = copy.titles[list];
  const nothingSearched = ignoredWords.length > 0 && searchWords(state.q).words.length === 0;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{title}</h1>
        {nothingSearched ? null : (
          <p className={styles.muted}>
            {(total.capped ? copy.totalCapped : copy.total).replace("{count}", total.count.toLocaleString("en-GB"))}
          </p>
        )}
        <KeyboardShortcuts page="list" />
      </div>
      <ListFilters list={list} state={state} staff={staff} canExport={canExport} />
      {canExport ? <ExportForm list={list} state={state} /> : null}
      {datesInvalid ? (
        <p role="alert" className={styles.error}>
          {copy.datesInvalid}
        </p>
      ) : null}
      {ignoredWords.length > 0 && !nothingSearched ? (
        <p className={styles.muted}>{copy.searchIgnored.replace("{words}", ignoredWords.join(" "))}</p>
      ) : null}
      {elsewhere.length > 0 ? (
        <p>
          {copy.alsoFound}{" "}
          {elsewhere.map((match, index) => (
            <span key={match.list}>
              {index > 0 ? ", " : null}
              <Link to={`/inbox/${match.list}?${new URLSearchParams({ q: state.q })}`}>
                {copy.alsoFoundCount[match.list].replace(
                  "{count}",
                  match.count >= OTHER_LIST_CAP ? `${OTHER_LIST_CAP}+` : String(match.count),
                )}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      {nothingSearched ? (
        <p>{copy.searchTooShort}</p>
      ) : page.rows.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <LeadTable
          list={list}
          rows={page.rows}
          caption={title}
          view={listSearch(state, { after: state.after, before: state.before })}
          state={state}
        />
      )}
      <nav className={pager.pager} aria-label={copy.pages}>
        {state.after || state.before ? <Link to={`/inbox/${list}${listSearch(state)}`}>{copy.first}</Link> : null}
        {page.previous ? (
          <Link to={`/inbox/${list}${listSearch(state, { before: page.previous })}`}>{copy.newer}</Link>
        ) : null}
        {page.next ? <Link to={`/inbox/${list}${listSearch(state, { after: page.next })}`}>{copy.older}</Link> : null}
      </nav>
    </div>
  );
}
