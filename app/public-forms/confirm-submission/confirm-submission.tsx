import { data, Form } from "react-router";
import type { Route } from "./+types/confirm-submission";
import { newsletterLinkHeaders } from "#app/public-forms/newsletter/link-page.ts";
import { NewsletterNotice } from "#app/public-forms/newsletter/NewsletterNotice.tsx";
import { confirmSubmissionPage as copy } from "#app/content/pages/confirm-submission/copy.ts";
import { pageMeta } from "#app/site/meta.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { checkConfirmLink, confirmSubmission } from "#app/public-forms/server/pending-submissions.server.ts";
import { CONFIRM_SUBMISSION_PATH } from "#app/shared/forms/confirm-by-mail.ts";
import { linkToken } from "#app/public-forms/newsletter/newsletter.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { staticDocument } from "#app/site/document/static-document.ts";

/*
 * The link in the mail to someone who sent the contact form or the application without JavaScript
 * (decision 076). Mail scanners fetch every link, so the GET only shows a button; the POST (a person
 * pressing it) sends. The signed token is the authorisation, as on /newsletter/confirm.
 */
// A document rendered on request (decision 078); its headers keep the token's page out of every cache.
export const handle = staticDocument;

/** invalid: 400; expired (or already purged): 410. */
const statusOf = (state: string) => (state === "invalid" ? 400 : state === "expired" ? 410 : 200);

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await checkConfirmLink(getDatabase().db, token);
  return data({ ...check, token }, { status: statusOf(check.state) });
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const outcome = await confirmSubmission(getDatabase(), await linkToken(request));
    if (outcome.state !== "sent") return data({ state: outcome.state }, { status: statusOf(outcome.state) });
    const forms = await formsOf(outcome.leadIds);
    return { state: "sent" as const, forms };
  } catch (error) {
    logger.error({ err: error }, "held submission could not be confirmed");
    return data({ state: "unavailable" as const }, { status: 503 });
  }
}

/** Which forms the confirmed leads came from, for the words of the answer. */
async function formsOf(leadIds: string[]) {
  const rows = await getDatabase()
    .db.selectFrom("pending_submissions")
    .select("form")
    .where("id", "in", leadIds)
    .execute();
  return rows.map((row) => row.form);
}

export const headers = newsletterLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.title, description: copy.description, path: CONFIRM_SUBMISSION_PATH, noindex: true });

export default function ConfirmSubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? loaderData;
  if (answer.state === "prompt") {
    return (
      <NewsletterNotice
        heading={copy.prompt.heading}
        body={copy.prompt.body(answer.forms)}
        action={
          <Form method="post" action={`${CONFIRM_SUBMISSION_PATH}?token=${encodeURIComponent(loaderData.token)}`}>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="button button-primary">
              {copy.prompt.button}
            </button>
          </Form>
        }
      />
    );
  }
  if (answer.state === "sent" && "forms" in answer) {
    const body = answer.forms.map((form) => copy.sent.body[form]).join(" ");
    return <NewsletterNotice heading={copy.sent.heading} body={body} />;
  }
  const notice = answer.state === "sent" ? copy.alreadySent : copy[answer.state];
  return <NewsletterNotice heading={notice.heading} body={notice.body} />;
}
