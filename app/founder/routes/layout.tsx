import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { FounderTimeZone } from "#app/founder/components/time-zone-context.ts";
import { founderTimeZone } from "#app/founder/server/time-zone.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";

/**
 * The signed-in founder account's pages (not the sign-in request, a public form). Their forms keep
 * the double-submit token (decision 066); it comes with this layout's data, so a visitor who reaches
 * the account by a client-side navigation from a public page, which has none, gets it too.
 */
export const headers = () => NO_STORE;

export function loader({ request, context }: Route.LoaderArgs) {
  return { csrfToken: context.get(requestInfoContext).csrfToken, timeZone: founderTimeZone(request) };
}

/** Times on every account page are in the founder's zone (issue 26), as staff read theirs (decision 063). */
export default function FounderAccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <FounderTimeZone value={loaderData.timeZone}>
      <Outlet />
    </FounderTimeZone>
  );
}
