import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/deal-messages";
import { inboxCopy } from "~/content/shared/inbox/data";
import { dealMessageSchema } from "~/forms/deal-message/deal-message.schema";
import { IDEMPOTENCY_FIELD } from "~/forms/shared/field-names";
import { verifyCsrf, verifyOrigin } from "~/server/csrf.server";
import { getDatabase } from "~/server/db/db.server";
import { postStaffMessage } from "~/server/deals/messages.server";
import { requestInfoContext } from "~/server/request-context.server";
import { NO_STORE, readStaffForm, requireStaff } from "~/server/staff/guard.server";

/*
 * A partner's message to the founder (decision 059), posted from the lead page's conversation card.
 * Action only: the answer is a redirect back to the conversation, so a reload cannot post again; a
 * repeated post (double click, resend) carries the same idempotency key and stores nothing more.
 */

const copy = inboxCopy.conversation;
const schema = dealMessageSchema({ required: copy.required, formExpired: inboxCopy.lead.formExpired });
const applicationId = z.uuid();

/** The lead page's conversation card; `sent` says the message just went (the card then says so). */
const conversationOf = (id: string, sent = false) => `/inbox/applications/${id}${sent ? "?sent=1" : ""}#conversation`;

function idOf(params: Route.LoaderArgs["params"]): string {
  const id = applicationId.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return id.data;
}

/** Nothing to show here: a visit goes to the conversation on the lead page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  throw redirect(conversationOf(idOf(params)), { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = idOf(params);
  const formData = await readStaffForm(request);
  const fail = (status: number, message: string) => data({ ok: false, message }, { status, headers: NO_STORE });
  if (!verifyOrigin(request) || !verifyCsrf(request, formData)) return fail(403, inboxCopy.signIn.forbidden);
  const parsed = schema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? copy.required);
  const actor = { id: user.id, ip: context.get(requestInfoContext).clientIp };
  const outcome = await postStaffMessage(getDatabase(), id, parsed.data.body, actor, parsed.data[IDEMPOTENCY_FIELD]);
  if (outcome === "not-found") return fail(404, copy.notFound);
  throw redirect(conversationOf(id, true), { headers: NO_STORE });
}
