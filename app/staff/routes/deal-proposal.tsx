import { data, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/deal-proposal";
import styles from "#app/staff/components/Inbox.module.css";
import underwriting from "#app/staff/components/underwriting/Underwriting.module.css";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { CommitteeCard } from "#app/staff/components/underwriting/CommitteeCard.tsx";
import { MemoCard } from "#app/staff/components/underwriting/MemoCard.tsx";
import { OfferCard } from "#app/staff/components/underwriting/OfferCard.tsx";
import { ProposalForm } from "#app/staff/components/underwriting/ProposalForm.tsx";
import { FacilityFigures } from "#app/shared/ui/FacilityFigures.tsx";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { staffPageMeta } from "#app/staff/view/staff-meta.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { NO_STORE, requireStaff, requireStaffPost } from "#app/staff/server/guard.server.ts";
import { castVote, decideProposal, saveCommitteeRule } from "#app/underwriting/committee/committee.server.ts";
import { memoTemplate, readProposalPost } from "#app/underwriting/proposal/proposal-form.server.ts";
import { proposalPage } from "#app/underwriting/proposal/proposal-view.server.ts";
import { createProposal, putToCommittee, saveMemo } from "#app/underwriting/proposal/proposals.server.ts";
import { makeOffer, recordSigned } from "#app/underwriting/offer/offers.server.ts";

/*
 * A deal's proposal, memo and investment committee (issue 29 §3, decision 085). Every form posts here;
 * what went through redirects back with ?done=<intent>, a refusal answers 4xx with the reasons and what
 * was typed, and the page renders again around them (so it all works without JavaScript).
 */

const copy = underwritingCopy;
const leadId = z.uuid();

function idOf(params: Route.LoaderArgs["params"]): string {
  const id = leadId.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return id.data;
}

const DONE: Record<string, string> = {
  propose: copy.proposal.created,
  memo: copy.memo.saved,
  committee: copy.committee.putDone,
  vote: copy.committee.voted,
  decide: copy.committee.decided,
  rule: copy.committee.ruleSaved,
  offer: copy.offer.made,
  signed: copy.offer.signedDone,
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const id = idOf(params);
  const page = await proposalPage(getDatabase().db, id, user.id);
  if (!page) throw data(null, { status: 404, headers: NO_STORE });
  const done = DONE[new URL(request.url).searchParams.get("done") ?? ""];
  return data(
    { ...page, applicationId: id, isAdmin: user.role === "admin", memoTemplate: memoTemplate(), done },
    { headers: NO_STORE },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await requireStaffPost(request);
  const id = idOf(params);
  const values = Object.fromEntries([...post.formData].map(([name, value]) => [name, String(value)]));
  const intent = values.intent ?? "";
  const refuse = (status: number, message: string, errors: Record<string, string> = {}) =>
    actionAnswer(status, message, { intent, errors, values });
  if (!post.ok) return refuse(post.status, copy.proposal.forbidden);
  const read = readProposalPost(post.formData);
  if (!read.ok) return refuse(400, Object.values(read.errors)[0] ?? copy.proposal.invalid, read.errors);
  const handle = getDatabase();
  const actor = { id: post.user.id, ip: context.get(requestInfoContext).clientIp };
  const input = read.post;
  let outcome: string;
  switch (input.intent) {
    case "propose":
      outcome = (await createProposal(handle, id, { terms: input.terms, memo: input.memo }, actor)).outcome;
      break;
    case "memo":
      outcome = await saveMemo(handle, id, input.proposalId, input.memo, actor);
      break;
    case "committee":
      outcome = await putToCommittee(handle, id, input.proposalId, input.committeeOn, actor);
      break;
    case "vote":
      outcome = await castVote(handle, id, input.proposalId, { choice: input.choice, comment: input.comment }, actor);
      break;
    case "decide":
      outcome = await decideProposal(handle, id, input.proposalId, actor);
      break;
    case "offer":
      outcome = await makeOffer(handle, id, input.proposalId, input.expiresOn, actor);
      break;
    case "signed":
      outcome = await recordSigned(handle, id, input.offerId, input.signedOn, actor);
      break;
    case "rule":
      if (post.user.role !== "admin") return refuse(403, copy.committee.ruleAdminOnly);
      outcome = await saveCommitteeRule(
        handle,
        { quorum: input.quorum, decision: input.decision },
        { ...actor, role: post.user.role },
      );
      break;
  }
  if (outcome === "not-found") return refuse(404, copy.proposal.notFound);
  if (outcome === "not-allowed") return refuse(409, copy.proposal.notAllowed);
  if (outcome === "no-quorum") return refuse(409, copy.committee.noQuorum);
  throw redirect(`/inbox/applications/${id}/proposal?done=${input.intent}`, { status: 303, headers: NO_STORE });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  staffPageMeta(matches, location.pathname, copy.proposal.title);

export default function DealProposalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { proposal, company, applicationId, rule, isAdmin, done } = loaderData;
  const busy = useNavigation().state !== "idle";
  const outcome = actionData ?? (done ? { status: "ok" as const, message: done } : undefined);
  const refused = actionData && actionData.status !== "ok" ? actionData : undefined;
  return (
    <div className={`${styles.page} ${underwriting.page}`}>
      <p>
        <Link to={`/inbox/applications/${applicationId}`}>← {copy.proposal.back}</Link>
      </p>
      <h1>
        {copy.proposal.title}: {company}
      </h1>
      <p className={styles.muted}>{copy.proposal.intro}</p>
      <OutcomeMessage outcome={outcome} okClassName={styles.status} failedClassName={styles.error} />
      {proposal ? (
        <>
          <section className={styles.card} aria-labelledby="terms-title">
            <h2 id="terms-title">{copy.proposal.current}</h2>
            <FacilityFigures figures={proposal} currency={proposal.terms.currency} />
          </section>
          <MemoCard proposal={proposal} refused={refused} busy={busy} />
          <CommitteeCard proposal={proposal} rule={rule} isAdmin={isAdmin} refused={refused} busy={busy} />
          {proposal.status === "approved" ? <OfferCard proposal={proposal} refused={refused} busy={busy} /> : null}
        </>
      ) : (
        <p>{copy.proposal.none}</p>
      )}
      <ProposalForm
        open={!proposal || refused?.intent === "propose"}
        hasProposal={proposal !== null}
        currency={proposal?.terms.currency ?? loaderData.currency ?? "EUR"}
        memoTemplate={loaderData.memoTemplate}
        refused={refused?.intent === "propose" ? refused : undefined}
        busy={busy}
      />
    </div>
  );
}
