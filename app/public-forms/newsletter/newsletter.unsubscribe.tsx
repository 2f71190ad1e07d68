import { data } from "react-router";
import type { Route } from "./+types/newsletter.unsubscribe";
import { newsletterLinkHeaders, newsletterLinkMeta } from "./link-page.ts";
import { NewsletterLinkScreen } from "./NewsletterLinkPrompt.tsx";
import { getDb } from "#app/platform/db/db.server.ts";
import { linkPrompt, linkToken, unsubscribe } from "./newsletter.server.ts";
import { staticDocument } from "#app/site/document/static-document.ts";

/*
 * GET shows one button (link scanners that prefetch URLs must not unsubscribe
 * anyone); POST unsubscribes. Mail clients' RFC 8058 one-click POST reaches
 * the action directly with the token in the URL and no cookie or Origin: the
 * signed token is the authorisation, so no CSRF check applies here.
 */

// A document rendered on request (decision 078): it carries the visitor's token, so it is never cached (headers).
export const handle = staticDocument;

export function loader({ request }: Route.LoaderArgs) {
  return linkPrompt(request, "unsubscribe");
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await unsubscribe(getDb(), await linkToken(request));
  return data(
    { state: outcome === "unsubscribed" ? ("done" as const) : ("invalid" as const) },
    {
      status: outcome === "unsubscribed" ? 200 : 400,
    },
  );
}

export const headers = newsletterLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => newsletterLinkMeta(matches, "unsubscribe");

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkScreen page="unsubscribe" loaderData={loaderData} actionData={actionData} />;
}
