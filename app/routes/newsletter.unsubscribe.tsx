import { data, Form } from "react-router";
import type { Route } from "./+types/newsletter.unsubscribe";
import { NewsletterNotice } from "~/components/newsletter/NewsletterNotice";
import { newsletterPages } from "~/content/form-errors";
import { pageMeta } from "~/lib/meta";
import { getDb } from "~/server/db/db.server";
import { readFormDataWithLimit } from "~/server/forms/body.server";
import { unsubscribe, verifyNewsletterToken } from "~/server/newsletter.server";

/*
 * GET shows one button (link scanners that prefetch URLs must not unsubscribe
 * anyone); POST unsubscribes. Mail clients' RFC 8058 one-click POST reaches
 * the action directly with the token in the URL and no cookie or Origin: the
 * signed token is the authorisation, so no CSRF check applies here.
 */

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = verifyNewsletterToken("unsubscribe", token).ok;
  return data({ state: valid ? ("prompt" as const) : ("invalid" as const), token }, { status: valid ? 200 : 400 });
}

export async function action({ request }: Route.ActionArgs) {
  let token = new URL(request.url).searchParams.get("token");
  if (!token) {
    const body = await readFormDataWithLimit(request, 4096).catch(() => undefined);
    const fromBody = body?.get("token");
    token = typeof fromBody === "string" ? fromBody : null;
  }
  const outcome = await unsubscribe(getDb(), token);
  return data(
    { state: outcome === "unsubscribed" ? ("done" as const) : ("invalid" as const) },
    {
      status: outcome === "unsubscribed" ? 200 : 400,
    },
  );
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: newsletterPages.unsubscribe.title,
    description: newsletterPages.unsubscribe.prompt.body,
    path: "/newsletter/unsubscribe",
    noindex: true,
  });

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = newsletterPages.unsubscribe;
  const state = actionData?.state ?? loaderData.state;
  if (state === "done") return <NewsletterNotice heading={copy.done.heading} body={copy.done.body} />;
  if (state === "invalid") return <NewsletterNotice heading={copy.invalid.heading} body={copy.invalid.body} />;
  return (
    <NewsletterNotice
      heading={copy.prompt.heading}
      body={copy.prompt.body}
      action={
        <Form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button button-primary">
            {copy.prompt.button}
          </button>
        </Form>
      }
    />
  );
}
