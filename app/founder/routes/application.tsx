import { randomUUID } from "node:crypto";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/application";
import { AccountHero } from "#app/founder/components/AccountHero.tsx";
import styles from "#app/founder/components/Account.module.css";
import { DealConversation } from "#app/founder/components/DealConversation.tsx";
import { useFounderTimeZone } from "#app/founder/components/time-zone-context.ts";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { dealMessageSchema } from "#app/deal/thread/deal-message.schema.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { applicationReference } from "#app/shared/application-reference.ts";
import { formatDate } from "#app/staff/view/format.ts";
import { pageMeta } from "#app/site/meta.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { founderThread, postFounderMessage } from "#app/deal/thread/messages.server.ts";
import { founderApplications } from "#app/founder/server/applications.server.ts";
import { founderOffer } from "#app/underwriting/offer/offers.server.ts";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { requireFounder, requireFounderPost } from "#app/founder/server/guard.server.ts";
import { consumeFounderAction, minutesToWait } from "#app/founder/server/limits.server.ts";
import { NO_STORE, noStoreKeepingRetryAfter } from "#app/staff/server/guard.server.ts";

/*
 * One of the founder's applications, as a deal workspace (issue 20, decision 059): where it stands
 * and the conversation with the firm. Another founder's id (or an erased one) is a 404. The page is
 * composed of sections, so more (documents) can join the conversation below.
 */

const copy = accountCopy.deal;
const schema = dealMessageSchema({ required: copy.required, tooLong: copy.tooLong, formExpired: copy.formExpired });
const applicationId = z.uuid();

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData?.application.business_name ?? accountCopy.account.title,
    description: copy.conversation,
    path: location.pathname,
    noindex: true,
  });

export const headers: Route.HeadersFunction = noStoreKeepingRetryAfter;

const notFound = () => data(null, { status: 404, headers: NO_STORE });

function idOf(params: Route.LoaderArgs["params"]): string {
  const id = applicationId.safeParse(params.id);
  if (!id.success) throw notFound();
  return id.data;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const email = await requireFounder(request);
  const id = idOf(params);
  const handle = getDatabase();
  const application = (await founderApplications(handle.db, email)).find((candidate) => candidate.id === id);
  if (!application) throw notFound();
  const messages = await founderThread(handle, email, id);
  if (!messages) throw notFound();
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return data(
    {
      application: {
        id: application.id,
        business_name: application.business_name,
        status: application.status,
        statusSince: application.statusSince,
      },
      messages,
      hasOffer: (await founderOffer(handle.db, id, email)) !== undefined,
      // A fresh key per page view: a double click or a resent form stores (and mails) one message.
      messageKey: randomUUID(),
      sent,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const post = await requireFounderPost(request);
  const id = idOf(params);
  const body = String(post.formData.get("body") ?? "").slice(0, 10_000);
  if (!post.ok) return actionAnswer(post.status, copy.forbidden, { body });
  const { email, formData } = post;
  const parsed = schema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return actionAnswer(400, parsed.error.issues[0]?.message ?? copy.required, { body });
  const verdict = await consumeFounderAction("message", email);
  if (!verdict.allowed) {
    const message = copy.tooMany.replace("{minutes}", String(minutesToWait(verdict.retryAfterSeconds)));
    return actionAnswer(429, message, { body }, { "Retry-After": String(verdict.retryAfterSeconds) });
  }
  const outcome = await postFounderMessage(getDatabase(), email, id, parsed.data.body, parsed.data[IDEMPOTENCY_FIELD]);
  if (outcome === "not-found") throw notFound();
  if (outcome === "withdrawn") return actionAnswer(409, copy.withdrawn, { body });
  // Back to the page by GET: a reload cannot post again, and the box starts empty with a new key.
  throw redirect(`/account/applications/${id}?sent=1#conversation`, { headers: NO_STORE });
}

export default function FounderDeal({ loaderData, actionData }: Route.ComponentProps) {
  const { application, messages, messageKey, sent, hasOffer } = loaderData;
  const statuses: Record<string, string> = accountCopy.account.statuses;
  const answer = actionData ?? (sent ? { status: "ok" as const, message: copy.sent } : undefined);
  const timeZone = useFounderTimeZone();
  return (
    <>
      <AccountHero eyebrow={copy.eyebrow} title={application.business_name}>
        <p>
          <strong>{statuses[application.status] ?? application.status}</strong>{" "}
          {accountCopy.account.since.replace("{date}", formatDate(application.statusSince, timeZone))} ·{" "}
          {accountCopy.account.reference} {applicationReference(application.id)}
        </p>
        {hasOffer ? (
          <p>
            <Link to={`/account/applications/${application.id}/offer`} className="button button-primary">
              {underwritingCopy.offer.link}
            </Link>
          </p>
        ) : null}
        <p>
          <Link to="/account" className={styles.backLink}>
            ← {copy.back}
          </Link>
        </p>
      </AccountHero>
      <div className={`container ${styles.body}`}>
        <DealConversation
          messages={messages}
          messageKey={messageKey}
          answer={answer}
          closed={application.status === "withdrawn" ? copy.withdrawn : undefined}
        />
        {/* Sections of the deal workspace follow the conversation: the documents section goes here. */}
      </div>
    </>
  );
}
