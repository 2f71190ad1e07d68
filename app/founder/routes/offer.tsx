import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/offer";
import { AccountHero } from "#app/founder/components/AccountHero.tsx";
import styles from "#app/founder/components/Account.module.css";
import { FacilityFigures } from "#app/shared/ui/FacilityFigures.tsx";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { formatCalendarDay } from "#app/staff/view/format.ts";
import { firmDayOf } from "#app/staff/view/tasks.ts";
import { pageMeta } from "#app/site/meta.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { requireFounder, requireFounderPost } from "#app/founder/server/guard.server.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";
import { answerOffer, founderOffer } from "#app/underwriting/offer/offers.server.ts";
import { facilityFigures, readTerms } from "#app/underwriting/proposal/proposal-view.server.ts";

/*
 * The founder's offer (issue 29 §4, decision 085): the approved terms in words, the cost and the full
 * schedule from the same engine the partner used, the calculator with the same figures, and the answer:
 * accept by typing the company's name, decline with a reason, or ask in the conversation. Another
 * founder's application, or one without an offer, is a 404.
 */

const copy = underwritingCopy.offer;
const applicationId = z.uuid();
const notFound = () => data(null, { status: 404, headers: NO_STORE });

function idOf(params: Route.LoaderArgs["params"]): string {
  const id = applicationId.safeParse(params.id);
  if (!id.success) throw notFound();
  return id.data;
}

const DONE: Record<string, string> = { accept: copy.acceptedDone, decline: copy.declinedDone };

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData ? copy.title.replace("{company}", loaderData.company) : copy.eyebrow,
    description: copy.intro,
    path: location.pathname,
    noindex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const email = await requireFounder(request);
  const id = idOf(params);
  const offer = await founderOffer(getDatabase().db, id, email);
  if (!offer) throw notFound();
  const terms = readTerms(offer.terms);
  const expired = offer.status === "open" && firmDayOf(new Date()) > offer.expiresOn;
  return data(
    {
      id,
      company: offer.company,
      status: offer.status,
      expired,
      expiresOn: offer.expiresOn,
      signedOn: offer.signedOn,
      currency: terms.currency,
      figures: facilityFigures(terms),
      done: DONE[new URL(request.url).searchParams.get("done") ?? ""],
    },
    { headers: NO_STORE },
  );
}

const answerSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), confirmation: z.string().trim().max(300) }),
  z.object({ intent: z.literal("decline"), reason: z.string().trim().min(1, copy.reasonRequired).max(2000) }),
]);

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await requireFounderPost(request);
  const id = idOf(params);
  const values = Object.fromEntries([...post.formData].map(([name, value]) => [name, String(value).slice(0, 2000)]));
  const refuse = (status: number, message: string) =>
    actionAnswer(status, message, { intent: values.intent ?? "", values });
  if (!post.ok) return refuse(post.status, copy.forbidden);
  const parsed = answerSchema.safeParse(values);
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? copy.reasonRequired);
  const handle = getDatabase();
  const offer = await founderOffer(handle.db, id, post.email);
  if (!offer) throw notFound();
  const input = parsed.data;
  // The company's name as the offer shows it; case and surrounding spaces do not count.
  if (input.intent === "accept" && input.confirmation.toLowerCase() !== offer.company.trim().toLowerCase())
    return refuse(400, copy.acceptMismatch);
  const answer =
    input.intent === "accept"
      ? { kind: "accept" as const, confirmation: input.confirmation }
      : { kind: "decline" as const, reason: input.reason };
  const outcome = await answerOffer(handle, id, post.email, answer, {
    ip: context.get(requestInfoContext).clientIp,
    today: firmDayOf(new Date()),
  });
  if (outcome === "not-found") throw notFound();
  if (outcome === "expired") return refuse(409, copy.expiredAnswer);
  if (outcome === "not-allowed") return refuse(409, copy.notOpen);
  throw redirect(`/account/applications/${id}/offer?done=${input.intent}`, { status: 303, headers: NO_STORE });
}

export default function FounderOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { id, company, status, expired, expiresOn, signedOn, currency, figures, done } = loaderData;
  const busy = useNavigation().state !== "idle";
  const outcome = actionData ?? (done ? { status: "ok" as const, message: done } : undefined);
  const typed = (name: string) => (actionData?.values as Record<string, string> | undefined)?.[name] ?? "";
  const day = formatCalendarDay(expiresOn);
  const standing =
    status === "accepted"
      ? signedOn
        ? copy.signedOn.replace("{date}", formatCalendarDay(signedOn))
        : copy.acceptedDone
      : status === "declined"
        ? copy.notOpen
        : expired
          ? copy.expiredAnswer
          : copy.expires.replace("{date}", day);
  return (
    <>
      <AccountHero eyebrow={copy.eyebrow} title={copy.title.replace("{company}", company)}>
        <p>{copy.intro}</p>
        <p>
          <strong data-testid="offer-standing">{standing}</strong>
        </p>
        <p>
          <Link to={`/account/applications/${id}`} className={styles.backLink}>
            ← {copy.back}
          </Link>
        </p>
      </AccountHero>
      <div className={`container ${styles.body}`}>
        <OutcomeMessage outcome={outcome} okClassName={styles.notice} failedClassName={styles.error} />
        <section className={styles.card} aria-labelledby="offer-terms">
          <h2 id="offer-terms">{copy.termsTitle}</h2>
          <FacilityFigures figures={figures} currency={currency} />
        </section>
        {status === "open" && !expired ? (
          <>
            <section className={styles.card} aria-labelledby="offer-accept">
              <h2 id="offer-accept">{copy.acceptTitle}</h2>
              <Form method="post" className={styles.stack}>
                <CsrfField />
                <input type="hidden" name="intent" value="accept" />
                <p className={styles.field}>
                  <label htmlFor="offer-confirmation">{copy.acceptLabel.replace("{company}", company)}</label>
                  <span id="offer-confirmation-hint">{copy.acceptHint}</span>
                  <input
                    id="offer-confirmation"
                    name="confirmation"
                    autoComplete="off"
                    required
                    defaultValue={actionData?.intent === "accept" ? typed("confirmation") : ""}
                    aria-describedby="offer-confirmation-hint"
                  />
                </p>
                <button type="submit" className="button button-primary" disabled={busy}>
                  {copy.accept}
                </button>
              </Form>
            </section>
            <section className={styles.card} aria-labelledby="offer-decline">
              <h2 id="offer-decline">{copy.declineTitle}</h2>
              <Form method="post" className={styles.stack}>
                <CsrfField />
                <input type="hidden" name="intent" value="decline" />
                <p className={styles.field}>
                  <label htmlFor="offer-reason">{copy.reasonLabel}</label>
                  <textarea
                    id="offer-reason"
                    name="reason"
                    rows={3}
                    defaultValue={actionData?.intent === "decline" ? typed("reason") : ""}
                  />
                </p>
                <button type="submit" className="button button-ghost" disabled={busy}>
                  {copy.decline}
                </button>
              </Form>
            </section>
            <section className={styles.card} aria-labelledby="offer-question">
              <h2 id="offer-question">{copy.questionTitle}</h2>
              <p>{copy.questionText}</p>
              <p>
                <Link to={`/account/applications/${id}#conversation`}>{copy.questionLink}</Link>
              </p>
            </section>
          </>
        ) : null}
      </div>
    </>
  );
}
