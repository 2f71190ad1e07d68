import { data } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import { newsletterLinkHeaders, newsletterLinkMeta } from "./link-page.ts";
import { NewsletterLinkScreen } from "./NewsletterLinkPrompt.tsx";
import { getDb } from "#app/platform/db/db.server.ts";
import { confirmSubscription, linkPrompt, linkToken } from "./newsletter.server.ts";
import { staticDocument } from "#app/site/document/static-document.ts";

/*
 * The double opt-in link from the confirmation e-mail. Corporate mail scanners fetch every link,
 * so the GET only shows a button; the POST (a person pressing it) confirms. Like unsubscribe,
 * the signed token is the authorisation, so there is no CSRF check.
 */
// A document rendered on request (decision 078): it carries the visitor's token, so it is never cached (headers).
export const handle = staticDocument;

export function loader({ request }: Route.LoaderArgs) {
  return linkPrompt(request, "confirm");
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await confirmSubscription(getDb(), await linkToken(request));
  const confirmed = outcome === "confirmed";
  return data({ state: confirmed ? ("confirmed" as const) : ("invalid" as const) }, { status: confirmed ? 200 : 400 });
}

export const headers = newsletterLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => newsletterLinkMeta(matches, "confirm");

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkScreen page="confirm" loaderData={loaderData} actionData={actionData} />;
}
