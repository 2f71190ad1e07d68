import { randomUUID } from "node:crypto";
import { useEffect, useRef } from "react";
import { data, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/lead";
import styles from "#app/staff/components/Inbox.module.css";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { LeadDeliveries, LeadHistory, LeadNotes } from "#app/staff/components/LeadActivity.tsx";
import { LeadConversation } from "#app/staff/components/LeadConversation.tsx";
import { KeyboardShortcuts } from "#app/staff/components/KeyboardShortcuts.tsx";
import { LeadFields } from "#app/staff/components/LeadFields.tsx";
import { LeadWorkflow } from "#app/staff/components/LeadWorkflow.tsx";
import type { KeptMove } from "#app/staff/components/MoveControl.tsx";
import { LeadPager } from "#app/staff/components/LeadPager.tsx";
import { RelatedLeads } from "#app/staff/components/RelatedLeads.tsx";
import { useStaffTimeZone } from "#app/staff/components/time-zone-context.ts";
import { DealTasks } from "#app/staff/components/pipeline/DealTasks.tsx";
import { StaffDocuments } from "#app/deal/documents/StaffDocuments.tsx";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { applicationReference } from "#app/shared/application-reference.ts";
import { formatDateTime } from "#app/staff/view/format.ts";
import { listSearch, parseListState } from "#app/staff/view/list-state.ts";
import { pageMeta } from "#app/site/meta.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { staffThread } from "#app/deal/thread/messages.server.ts";
import { leadDocuments } from "#app/deal/documents/server/lead-documents.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { listStaff } from "#app/staff/server/accounts.server.ts";
import { listOf, NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";
import {
  addNote,
  assignLead,
  changeStatus,
  type ChangeOutcome,
  retryLeadDelivery,
} from "#app/staff/server/leads/changes.server.ts";
import { getLead } from "#app/staff/server/leads/detail.server.ts";
import { moveControl } from "#app/staff/server/leads/move-control.server.ts";
import { leadNeighbours } from "#app/staff/server/leads/neighbours.server.ts";
import { relatedLeads } from "#app/staff/server/leads/related.server.ts";
import { cancelFounderMail } from "#app/staff/server/leads/stage-mail.server.ts";
import { leadTasks } from "#app/staff/server/pipeline/lead-tasks.server.ts";
import { validationMessages } from "#app/content/shared/form-copy/data.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { isFreeOfControlCharacters } from "#app/shared/forms/fields.schema.ts";

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
    [IDEMPOTENCY_FIELD]: z.string({ error: copy.formExpired }).min(8, copy.formExpired).max(100, copy.formExpired),
  }),
  z.object({
    intent: z.literal("status"),
    status: z.string().min(1, copy.moveChoose).max(40),
    confirmDecline: z.literal("on").optional(),
  }),
  z.object({ intent: z.literal("assign"), assignee: z.union([z.literal(""), z.uuid()]) }),
  z.object({ intent: z.literal("retry"), deliveryId: z.uuid() }),
  z.object({ intent: z.literal("cancelMail"), deliveryId: z.uuid() }),
]);

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData?.lead.title ?? inboxCopy.appName,
    description: inboxCopy.appName,
    path: location.pathname,
    noindex: true,
  });

function targetOf(params: Route.LoaderArgs["params"]) {
  const list = listOf(params.list);
  const id = leadId.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return { list, id: id.data };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const { list, id } = targetOf(params);
  const handle = getDatabase();
  // The list's view came along in the query string: "Back" returns to it, previous/next step through it.
  const state = parseListState(list, new URL(request.url).searchParams);
  const [lead, staff, related, neighbours] = await Promise.all([
    getLead(handle, list, id),
    listStaff(handle.db, { activeOnly: true }),
    relatedLeads(handle.db, list, id),
    leadNeighbours(handle, list, state, user.id, id, user.timeZone),
  ]);
  if (!lead) throw data(null, { status: 404, headers: NO_STORE });
  return data(
    {
      lead,
      staff: staff.map((member) => ({ id: member.id, name: member.name })),
      related,
      neighbours,
      view: listSearch(state, { after: state.after, before: state.before }),
      control: await moveControl(handle.db, list, id, lead.status),
      // A fresh key per page view: the note form's posts (a double click, a resend) store one note.
      noteKey: randomUUID(),
      tasks: await leadTasks(handle.db, list, id, new URL(request.url), user.id),
      // Applications only: the conversation with the founder (viewing it reads their messages, decision 059).
      conversation:
        list === "applications" ? { messages: await staffThread(handle, id), messageKey: randomUUID() } : null,
      documents: list === "applications" ? await leadDocuments(handle.db, id, request) : null,
    },
    { headers: NO_STORE },
  );
}

const MESSAGES: Record<ChangeOutcome, string> = {
  done: copy.saved,
  "not-found": copy.notFound,
  "not-allowed": copy.notAllowed,
};

/** Runs the posted change; a decline must come with its confirmation, and the founder's e-mail goes only if ticked. */
async function perform(
  input: z.infer<typeof actionSchema>,
  formData: FormData,
  target: ReturnType<typeof targetOf>,
  actor: { id: string; ip?: string },
): Promise<ChangeOutcome | "unconfirmed"> {
  const { list, id } = target;
  const handle = getDatabase();
  if (input.intent === "note") return addNote(handle, list, id, input.body, actor, input[IDEMPOTENCY_FIELD]);
  if (input.intent === "retry") return retryLeadDelivery(handle, list, id, input.deliveryId, actor);
  if (list === "subscribers") return "not-allowed";
  if (input.intent === "cancelMail") return cancelFounderMail(handle, list, id, input.deliveryId, actor);
  if (input.intent === "assign") return assignLead(handle, list, id, input.assignee || null, actor);
  if (input.status === "declined" && input.confirmDecline !== "on") return "unconfirmed";
  // One box per destination, named by its value: only the chosen destination's counts.
  const founderMail = formData.getAll("founderMail").includes(input.status);
  return changeStatus(handle, list, id, input.status, actor, { founderMail });
}

const STATUS: Record<ChangeOutcome | "unconfirmed", number> = {
  done: 200,
  "not-found": 404,
  "not-allowed": 409,
  unconfirmed: 400,
};

function messageOf(intent: z.infer<typeof actionSchema>["intent"], outcome: ChangeOutcome | "unconfirmed"): string {
  if (outcome === "unconfirmed") return copy.confirmDeclineRequired;
  if (intent === "cancelMail" && outcome !== "not-found")
    return outcome === "done" ? copy.mailCancelled : copy.mailTooLate;
  if (intent === "retry" && outcome === "done") return copy.retried;
  return MESSAGES[outcome];
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request);
  const target = targetOf(params);
  const { formData } = post;
  // The intent says where the page shows the answer: beside the control that was used.
  const intent = String(formData.get("intent") ?? "");
  const answer = (status: number, message: string, kept?: KeptMove) => actionAnswer(status, message, { intent, kept });
  if (!post.ok) return answer(post.status, inboxCopy.signIn.forbidden);
  const { user } = post;
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? copy.notAllowed);
  const actor = { id: user.id, ip: context.get(requestInfoContext).clientIp };
  const outcome = await perform(parsed.data, formData, target, actor);
  // A refused move comes back with the partner's choices, for a page drawn afresh (a plain post).
  const kept =
    outcome === "unconfirmed" && parsed.data.intent === "status"
      ? { to: parsed.data.status, founderMail: formData.getAll("founderMail").includes(parsed.data.status) }
      : undefined;
  return answer(STATUS[outcome], messageOf(parsed.data.intent, outcome), kept);
}

/** Answers shown in the workflow card rather than at the top, which a phone has scrolled far from. */
const WORKFLOW_INTENTS = new Set(["status", "cancelMail", "assign"]);

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, staff, control, noteKey, related, neighbours, view, tasks, conversation, documents } = loaderData;
  const busy = useNavigation().state !== "idle";
  const workflowOutcome = actionData && WORKFLOW_INTENTS.has(actionData.intent) ? actionData : undefined;
  // Opening a lead (from the list, or previous/next) puts focus on its heading, where a reader starts.
  const heading = useRef<HTMLHeadingElement>(null);
  const hydrated = useRef(false);
  const timeZone = useStaffTimeZone();
  useEffect(() => {
    const active = document.activeElement;
    // On hydration, never from anything the reader has already reached (the page may hydrate under their
    // fingers); on a later lead, never from a field they are typing in.
    const reached = hydrated.current
      ? active?.matches("input, textarea, select, [contenteditable]")
      : active !== null && active !== document.body;
    hydrated.current = true;
    if (!reached) heading.current?.focus();
  }, [lead.id]);
  return (
    <div className={styles.page}>
      <LeadPager list={lead.list} view={view} neighbours={neighbours} />
      <div className={styles.header}>
        <h1 ref={heading} tabIndex={-1}>
          {lead.title}
        </h1>
        {lead.replyHref ? (
          <a href={lead.replyHref} className={styles.button}>
            {copy.reply}
          </a>
        ) : null}
        <KeyboardShortcuts page="lead" />
      </div>
      <p className={styles.muted}>
        {
          inboxCopy.kinds[
            lead.list === "applications" ? "application" : lead.list === "messages" ? "contact" : "newsletter"
          ]
        }{" "}
        · {copy.received} {formatDateTime(lead.createdAt, timeZone)}
        {lead.list === "applications" ? ` · ${copy.reference} ${applicationReference(lead.id)}` : null}
      </p>
      {lead.list === "applications" ? (
        <p>
          <Link to={`/inbox/applications/${lead.id}/proposal`}>{underwritingCopy.proposal.link}</Link>
        </p>
      ) : null}
      <OutcomeMessage
        outcome={workflowOutcome ? undefined : actionData}
        okClassName={styles.status}
        failedClassName={styles.error}
      />
      {/* One flow of cards in two balanced columns (issue 26), the workflow first: on a phone it leads. */}
      <div className={styles.detail} data-lead-cards>
        <LeadWorkflow
          list={lead.list}
          status={lead.status}
          assigneeId={lead.assigneeId}
          staff={staff}
          control={control}
          outcome={workflowOutcome}
          busy={busy}
        />
        <LeadFields sections={lead.sections} />
        <RelatedLeads related={related} />
        {conversation ? (
          <LeadConversation
            applicationId={lead.id}
            messages={conversation.messages}
            messageKey={conversation.messageKey}
            busy={busy}
          />
        ) : null}
        {documents ? <StaffDocuments documents={documents} busy={busy} /> : null}
        {tasks ? <DealTasks applicationId={lead.id} staff={staff} busy={busy} {...tasks} /> : null}
        <LeadNotes notes={lead.notes} noteKey={noteKey} busy={busy} />
        <LeadDeliveries deliveries={lead.deliveries} busy={busy} />
        <LeadHistory history={lead.history} list={lead.list} />
      </div>
    </div>
  );
}
