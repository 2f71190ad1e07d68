import { data } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import { NewsletterNotice } from "~/components/newsletter/NewsletterNotice";
import { newsletterPages } from "~/content/form-errors";
import { pageMeta } from "~/lib/meta";
import { getDb } from "~/server/db/db.server";
import { confirmSubscription } from "~/server/newsletter.server";

// GET /newsletter/confirm?token=… — the double opt-in link from the confirmation e-mail.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await confirmSubscription(getDb(), token);
  return data({ confirmed: outcome === "confirmed" }, { status: outcome === "confirmed" ? 200 : 400 });
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: newsletterPages.confirm.title,
    description: newsletterPages.confirm.confirmed.body,
    path: "/newsletter/confirm",
    noindex: true,
  });

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.confirmed ? newsletterPages.confirm.confirmed : newsletterPages.confirm.invalid;
  return <NewsletterNotice heading={copy.heading} body={copy.body} />;
}
