import { randomUUID } from "node:crypto";
import { createContext, data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/deal-messages";
import styles from "#app/staff/components/Inbox.module.css";
import { StaffMessageFields } from "#app/staff/components/LeadConversation.tsx";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { staffWorkspaceCopy } from "#app/content/shared/staff-workspace/data.ts";
import { DEAL_MESSAGE_MAX, dealMessageSchema } from "#app/deal/thread/deal-message.schema.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { pageMeta } from "#app/site/meta.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { postStaffMessage } from "#app/deal/thread/messages.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";

/*
 * A partner's message to the founder (decision 059), posted from the lead page's conversation card.
 * The answer is a redirect back to the conversation, so a reload cannot post again; a repeated post
 * (double click, resend) carries the same idempotency key and stores nothing more. The page itself
 * shows only a refusal without JavaScript (with it, the card shows it): the reason and the text, kept.
 */

const copy = staffWorkspaceCopy.conversation;
const schema = dealMessageSchema({
  required: copy.required,
  tooLong: copy.tooLong,
  formExpired: inboxCopy.lead.formExpired,
});
const applicationId = z.uuid();

/** The lead page's conversation card; `sent` says the message just went (the card then says so). */
const conversationOf = (id: string, sent = false) => `/inbox/applications/${id}${sent ? "?sent=1" : ""}#conversation`;

function idOf(params: Route.LoaderArgs["params"]): string {
  const id = applicationId.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return id.data;
}

/**
 * Set by a refused post for the rest of its request: without JavaScript the loader runs after the action
 * in the same request, and must let the refusal page render rather than redirect.
 */
const refusedThisRequest = createContext(false);

/** Nothing to show here: a visit goes to the conversation on the lead page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = idOf(params);
  if (context.get(refusedThisRequest)) return null;
  throw redirect(conversationOf(id), { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request);
  const id = idOf(params);
  const { formData } = post;
  // The text and key come back, so the partner can mend the message and send it from the refusal page.
  const fail = (status: number, message: string) => {
    context.set(refusedThisRequest, true);
    return actionAnswer(status, message, {
      body: String(formData.get("body") ?? "").slice(0, DEAL_MESSAGE_MAX),
      key: String(formData.get(IDEMPOTENCY_FIELD) ?? "").slice(0, 100) || randomUUID(),
    });
  };
  if (!post.ok) return fail(post.status, inboxCopy.signIn.forbidden);
  const { user } = post;
  const parsed = schema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? copy.required);
  const actor = { id: user.id, ip: context.get(requestInfoContext).clientIp };
  const outcome = await postStaffMessage(getDatabase(), id, parsed.data.body, actor, parsed.data[IDEMPOTENCY_FIELD]);
  if (outcome === "not-found") return fail(404, copy.notFound);
  throw redirect(conversationOf(id, true), { headers: NO_STORE });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: copy.title, description: inboxCopy.appName, path: location.pathname, noindex: true });

/** Reached only by a refused post without JavaScript: why, and the form again with the text kept. */
export default function DealMessageRefused({ actionData, params }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <p>
        <Link to={conversationOf(params.id ?? "")}>← {copy.back}</Link>
      </p>
      <h1>{copy.title}</h1>
      <Form method="post" className={styles.card}>
        <StaffMessageFields
          messageKey={actionData?.key ?? ""}
          outcome={actionData}
          busy={false}
          body={actionData?.body}
        />
      </Form>
    </div>
  );
}
