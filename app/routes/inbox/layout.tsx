import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import styles from "~/components/inbox/Inbox.module.css";
import { StaffNav } from "~/components/inbox/StaffNav";
import { getDatabase } from "~/server/db/db.server";
import { getStaffUser } from "~/server/staff/auth.server";
import { NO_STORE } from "~/server/staff/guard.server";
import { newCounts } from "~/server/staff/leads/list.server";

/** The staff app's own layout: the root leaves out the marketing header and footer for it. */
export const handle = { staffApp: true };

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ request }: Route.LoaderArgs) {
  const handle = getDatabase();
  const user = await getStaffUser(handle.db, request);
  if (!user) return { user: null, counts: null };
  return { user, counts: await newCounts(handle) };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { user, counts } = loaderData;
  return (
    <div className={styles.shell}>
      {user && counts ? <StaffNav user={user} counts={counts} /> : null}
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
