import { createContext, data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/documents";
import { type DocumentRequestRefusal, DocumentRequestFields } from "#app/deal/documents/DocumentRequestFields.tsx";
import styles from "#app/staff/components/Inbox.module.css";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import { staffPageMeta } from "#app/staff/view/staff-meta.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { isFreeOfControlCharacters } from "#app/shared/forms/fields.schema.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import type { ActionAnswer } from "#app/shared/action-answer.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { documentRequests, requestDocuments, reviewRequest } from "#app/deal/documents/server/requests.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";

/*
 * The lead page's Documents card posts here; what went through goes back to the lead page (`?documents=`).
 * A refused request (nothing chosen, or a free-text request already open) is answered 4xx with the
 * reason and the choices: the card shows them in place; without JavaScript this route shows the form.
 */

const copy = documentsCopy.staff;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => isFreeOfControlCharacters(value), "control characters");

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("request"),
    item: z.array(z.string().max(40)).max(20),
    other: text(200),
    [IDEMPOTENCY_FIELD]: z.string().min(8).max(100),
  }),
  z.object({ intent: z.literal("accept"), requestId: z.uuid() }),
  z.object({ intent: z.literal("changes"), requestId: z.uuid(), comment: text(1000) }),
]);

function applicationIdOf(params: Route.LoaderArgs["params"]): string {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return id.data;
}

const back = (id: string, notice: string) =>
  redirect(`/inbox/applications/${id}?documents=${notice}#documents`, { status: 303, headers: NO_STORE });

/** Set by a refused request: without JavaScript the loader runs after the action and must let the form render. */
const refusedThisRequest = createContext(false);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = applicationIdOf(params);
  if (!context.get(refusedThisRequest)) throw redirect(`/inbox/applications/${id}`, { headers: NO_STORE });
  const open = await documentRequests(getDatabase().db, id);
  return { requestedKeys: open.map((request) => request.itemKey) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request);
  const id = applicationIdOf(params);
  // Refused as every staff post is (403), with the card's word for it on the lead page it links back to.
  if (!post.ok) throw data(null, { status: post.status, headers: NO_STORE });
  const { user, formData } = post;
  const parsed = actionSchema.safeParse({
    ...Object.fromEntries(formData),
    item: formData.getAll("item").map(String),
    other: String(formData.get("other") ?? ""),
  });
  if (!parsed.success) throw data(null, { status: 400, headers: NO_STORE });
  const input = parsed.data;
  const actor = { id: user.id, ip: context.get(requestInfoContext).clientIp };
  const handle = getDatabase();
  if (input.intent === "request") {
    const refuse = (status: number, message: string) => {
      context.set(refusedThisRequest, true);
      const refusal: Omit<DocumentRequestRefusal, keyof ActionAnswer> = {
        intent: "request",
        items: input.item,
        other: String(formData.get("other") ?? "").slice(0, 200),
        key: input[IDEMPOTENCY_FIELD],
      };
      return actionAnswer(status, message, refusal);
    };
    if (input.item.length === 0 && !input.other) return refuse(400, copy.nothingChosen);
    const wanted = { itemKeys: input.item, other: input.other || undefined };
    const outcome = await requestDocuments(handle, id, wanted, actor, input[IDEMPOTENCY_FIELD]);
    if (outcome === "not-found") throw data(null, { status: 404, headers: NO_STORE });
    if (outcome === "duplicate") return refuse(409, copy.duplicateOther.replace("{title}", input.other));
    return back(id, outcome === "done" ? "requested" : "nothing-new");
  }
  if (input.intent === "changes" && !input.comment) return back(id, "comment-required");
  const review =
    input.intent === "accept"
      ? { decision: "accept" as const }
      : { decision: "changes" as const, comment: input.comment };
  const outcome = await reviewRequest(handle, id, input.requestId, review, actor);
  if (outcome === "not-found") throw data(null, { status: 404, headers: NO_STORE });
  if (outcome === "not-allowed") throw data(null, { status: 409, headers: NO_STORE });
  return back(id, input.intent === "accept" ? "accepted" : "changes");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  staffPageMeta(matches, location.pathname, copy.refusedTitle);

/** Reached only by a refused request without JavaScript: why, and the form again with the choices kept. */
export default function DocumentRequestRefused({ loaderData, actionData, params }: Route.ComponentProps) {
  const refusal = actionData && "intent" in actionData ? actionData : undefined;
  return (
    <div className={styles.page}>
      <p>
        <Link to={`/inbox/applications/${params.id ?? ""}#documents`}>← {copy.back}</Link>
      </p>
      <h1>{copy.refusedTitle}</h1>
      {refusal && loaderData ? (
        <Form method="post" className={styles.card}>
          <DocumentRequestFields
            requestedKeys={new Set(loaderData.requestedKeys)}
            formKey={refusal.key}
            refusal={refusal}
            busy={false}
          />
        </Form>
      ) : null}
    </div>
  );
}
