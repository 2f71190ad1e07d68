import { useRef } from "react";
import { Outlet, useParams } from "react-router";
import type { Route } from "./+types/layout";
import styles from "#app/staff/components/Inbox.module.css";
import { StaffError } from "#app/staff/components/StaffError.tsx";
import { StaffNav } from "#app/staff/components/StaffNav.tsx";
import { useFocusAfterSubmit } from "#app/staff/components/use-focus-after-submit.ts";
import { StaffTimeZone } from "#app/staff/components/time-zone-context.ts";
import { FIRM_TIME_ZONE } from "#app/staff/view/time-zone.ts";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { staffErrorView } from "#app/staff/view/staff-error.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { unreadConversations } from "#app/deal/thread/messages.server.ts";
import { documentsToReview } from "#app/deal/documents/server/review-count.server.ts";
import { getStaffUser } from "#app/staff/server/auth.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";
import { newCounts } from "#app/staff/server/leads/list.server.ts";

/** The staff app's own layout: the root leaves out the marketing header and footer for it. */
export const handle = { staffApp: true };

export const headers: Route.HeadersFunction = () => NO_STORE;

/** Pages set their own titles; an error shown here gets its reason as the title. */
export const meta: Route.MetaFunction = ({ error, params }) =>
  error
    ? [
        { title: `${staffErrorView(error, params).title} | ${inboxCopy.appName}` },
        { name: "robots", content: "noindex, nofollow" },
      ]
    : [];

/**
 * An application's own page (not its sub-routes): opening it reads its conversation (decision 059).
 * A client-side navigation asks for the same path with ".data" on the end.
 */
const APPLICATION_PAGE =
  /^\/inbox\/applications\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.data)?\/?$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The staff app's forms carry the double-submit token (decision 066); it comes with this layout's data.
  const { csrfToken } = context.get(requestInfoContext);
  const handle = getDatabase();
  const user = await getStaffUser(handle.db, request);
  if (!user) return { user: null, counts: null, unread: null, uploads: null, csrfToken };
  const reading = APPLICATION_PAGE.exec(new URL(request.url).pathname)?.[1];
  const [counts, unread, uploads] = await Promise.all([
    newCounts(handle),
    unreadConversations(handle.db, reading),
    documentsToReview(handle.db),
  ]);
  return { user, counts, unread, uploads, csrfToken };
}

function Shell({
  loaderData,
  children,
}: {
  loaderData: Route.ComponentProps["loaderData"] | undefined;
  children: React.ReactNode;
}) {
  const main = useRef<HTMLElement>(null);
  useFocusAfterSubmit(main);
  return (
    <StaffTimeZone value={loaderData?.user?.timeZone ?? FIRM_TIME_ZONE}>
      <div className={styles.shell}>
        {loaderData?.user && loaderData.counts ? (
          <StaffNav
            user={loaderData.user}
            counts={loaderData.counts}
            unread={loaderData.unread ?? undefined}
            uploads={loaderData.uploads ?? undefined}
          />
        ) : null}
        <main id="main-content" tabIndex={-1} ref={main}>
          {children}
        </main>
      </div>
    </StaffTimeZone>
  );
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell loaderData={loaderData}>
      <Outlet />
    </Shell>
  );
}

/**
 * A refusal, a missing lead or a failure inside the staff app stays in the staff app (issue 21):
 * its nav, the real reason and the way back, with the status the loader threw.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const params = useParams();
  return (
    <Shell loaderData={loaderData}>
      <StaffError view={staffErrorView(error, params)} />
    </Shell>
  );
}
