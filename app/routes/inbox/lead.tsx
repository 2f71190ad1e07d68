import { data, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/lead";
import styles from "~/components/inbox/Inbox.module.css";
import { OutcomeMessage } from "~/components/common/OutcomeMessage";
import { LeadDeliveries, LeadHistory, LeadNotes } from "~/components/inbox/LeadActivity";
import { LeadFields } from "~/components/inbox/LeadFields";
import { LeadWorkflow } from "~/components/inbox/LeadWorkflow";
import { inboxCopy } from "~/content/shared/inbox/data";
import { formatDateTime } from "~/lib/inbox/format";
import { pageMeta } from "~/lib/meta";
import { verifyCsrf, verifyOrigin } from "~/server/csrf.server";
import { getDatabase } from "~/server/db/db.server";
import { requestInfoContext } from "~/server/request-context.server";
import { listStaff } from "~/server/staff/accounts.server";
import { listOf, NO_STORE, readStaffForm, requireStaff } from "~/server/staff/guard.server";
import {
  addNote,
  assignLead,
  changeStatus,
  type ChangeOutcome,
  retryLeadDelivery,
} from "~/server/staff/leads/changes.server";
import { getLead } from "~/server/staff/leads/detail.server";
import { validationMessages } from "~/content/shared/form-copy/data";
import { isFreeOfControlCharacters } from "~/forms/shared/fields.schema";

const copy = inboxCopy.lead;
const leadId = z.uuid();
const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("note"),
    body: z
      .string()
      .trim()
      .min(1, copy.noteRequired)
      .max(5000)
      .refine((value) => isFreeOfControlCharacters(value, true), validationMessages.controlCharacters),
  }),
  z.object({
    intent: z.literal("status"),
    status: z.string().min(1).max(40),
    notifyFounder: z.literal("on").optional(),
  }),
  z.object({ intent: z.literal("assign"), assignee: z.union([z.literal(""), z.uuid()]) }),
  z.object({ intent: z.literal("retry"), deliveryId: z.uuid() }),
]);

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData?.lead.title ?? inboxCopy.appName,
    description: inboxCopy.appName,
    path: location.pathname,
    noindex: true,
  });

function target(params: Route.LoaderArgs["params"]) {
  const list = listOf(params.list);
  const id = leadId.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return { list, id: id.data };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const { list, id } = target(params);
  const handle = getDatabase();
  const [lead, staff] = await Promise.all([getLead(handle, list, id), listStaff(handle.db, { activeOnly: true })]);
  if (!lead) throw data(null, { status: 404, headers: NO_STORE });
  return data({ lead, staff: staff.map((member) => ({ id: member.id, name: member.name })) }, { headers: NO_STORE });
}

const MESSAGES: Record<ChangeOutcome, string> = {
  done: copy.saved,
  "not-found": copy.notFound,
  "not-allowed": copy.notAllowed,
};
const STATUS: Record<ChangeOutcome, number> = { done: 200, "not-found": 404, "not-allowed": 409 };

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const { list, id } = target(params);
  const formData = await readStaffForm(request);
  const answer = (status: number, message: string, ok = false) => data({ ok, message }, { status, headers: NO_STORE });
  if (!verifyOrigin(request) || !verifyCsrf(request, formData)) return answer(403, inboxCopy.signIn.forbidden);
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? copy.notAllowed);
  const handle = getDatabase();
  const actor = { id: user.id, ip: context.get(requestInfoContext).clientIp };
  const input = parsed.data;
  let outcome: ChangeOutcome;
  if (input.intent === "note") outcome = await addNote(handle, list, id, input.body, actor);
  else if (input.intent === "retry") outcome = await retryLeadDelivery(handle, list, id, input.deliveryId, actor);
  else if (list === "subscribers") outcome = "not-allowed";
  else if (input.intent === "status")
    outcome = await changeStatus(handle, list, id, input.status, actor, input.notifyFounder === "on");
  else outcome = await assignLead(handle, list, id, input.assignee || null, actor);
  const message = outcome === "done" && input.intent === "retry" ? copy.retried : MESSAGES[outcome];
  return answer(STATUS[outcome], message, outcome === "done");
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, staff } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className={styles.page}>
      <p>
        <Link to={`/inbox/${lead.list}`}>← {copy.back}</Link>
      </p>
      <div className={styles.header}>
        <h1>{lead.title}</h1>
        {lead.replyHref ? (
          <a href={lead.replyHref} className={styles.button}>
            {copy.reply}
          </a>
        ) : null}
      </div>
      <p className={styles.muted}>
        {
          inboxCopy.kinds[
            lead.list === "applications" ? "application" : lead.list === "messages" ? "contact" : "newsletter"
          ]
        }{" "}
        · {copy.received} {formatDateTime(lead.createdAt)}
      </p>
      <OutcomeMessage outcome={actionData} okClassName={styles.status} failedClassName={styles.error} />
      <div className={styles.detail}>
        <div className={styles.stack}>
          <LeadFields sections={lead.sections} />
        </div>
        <div className={styles.stack}>
          <LeadWorkflow list={lead.list} status={lead.status} assigneeId={lead.assigneeId} staff={staff} busy={busy} />
          <LeadNotes notes={lead.notes} busy={busy} />
          <LeadDeliveries deliveries={lead.deliveries} busy={busy} />
          <LeadHistory history={lead.history} />
        </div>
      </div>
    </div>
  );
}
