import { Form } from "react-router";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import type { ProposalPage } from "#app/underwriting/proposal/proposal-view.server.ts";
import { formatCalendarDay, formatDateTime } from "#app/staff/view/format.ts";
import { useStaffTimeZone } from "#app/staff/components/time-zone-context.ts";
import styles from "#app/staff/components/Inbox.module.css";
import type { ProposalRefusal } from "./refusal.ts";

const copy = underwritingCopy.offer;

/** An approved proposal's offer: make it with an expiry day, read the founder's answer, record the signing. */
export function OfferCard({
  proposal,
  refused,
  busy,
}: {
  proposal: NonNullable<ProposalPage["proposal"]>;
  refused: ProposalRefusal | undefined;
  busy: boolean;
}) {
  const timeZone = useStaffTimeZone();
  const { offer } = proposal;
  const mine = (intent: string) => (refused?.intent === intent ? refused : undefined);
  const answeredOn = offer?.respondedAt ? formatDateTime(offer.respondedAt, timeZone) : "";
  return (
    <section className={styles.card} aria-labelledby="offer-title" id="offer">
      <h2 id="offer-title">{copy.staffTitle}</h2>
      {offer ? (
        <p data-testid="offer-status">
          {offer.status === "accepted"
            ? copy.accepted.replace("{date}", answeredOn)
            : offer.status === "declined"
              ? copy.declined.replace("{date}", answeredOn).replace("{reason}", offer.declineReason ?? "")
              : copy.open.replace("{date}", formatCalendarDay(offer.expiresOn))}
          {offer.signedOn ? ` ${copy.signedOn.replace("{date}", formatCalendarDay(offer.signedOn))}` : null}
        </p>
      ) : (
        <Form method="post" className={styles.stack}>
          <CsrfField />
          <input type="hidden" name="intent" value="offer" />
          <input type="hidden" name="proposalId" value={proposal.id} />
          <label htmlFor="offer-expires">{copy.expiresLabel}</label>
          <input
            id="offer-expires"
            name="expiresOn"
            type="date"
            required
            defaultValue={mine("offer")?.values.expiresOn}
            aria-invalid={mine("offer")?.errors.expiresOn ? true : undefined}
          />
          <p>
            <button type="submit" className={styles.button} disabled={busy}>
              {copy.make}
            </button>
          </p>
        </Form>
      )}
      {offer?.status === "accepted" && !offer.signedOn ? (
        <Form method="post" className={styles.stack}>
          <CsrfField />
          <input type="hidden" name="intent" value="signed" />
          <input type="hidden" name="offerId" value={offer.id} />
          <label htmlFor="offer-signed">{copy.signedLabel}</label>
          <input
            id="offer-signed"
            name="signedOn"
            type="date"
            required
            defaultValue={mine("signed")?.values.signedOn}
            aria-invalid={mine("signed")?.errors.signedOn ? true : undefined}
          />
          <p>
            <button type="submit" className={styles.button} disabled={busy}>
              {copy.recordSigned}
            </button>
          </p>
        </Form>
      ) : null}
    </section>
  );
}
