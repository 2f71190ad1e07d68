import { Form } from "react-router";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import type { ProposalPage } from "#app/underwriting/proposal/proposal-view.server.ts";
import { formatDateTime } from "#app/staff/view/format.ts";
import { useStaffTimeZone } from "#app/staff/components/time-zone-context.ts";
import styles from "#app/staff/components/Inbox.module.css";
import underwriting from "./Underwriting.module.css";
import type { ProposalRefusal } from "./refusal.ts";

const copy = underwritingCopy.memo;

/** The memo as rendered (marked, raw HTML shown as text), and while a draft, a form for its next version. */
export function MemoCard({
  proposal,
  refused,
  busy,
}: {
  proposal: NonNullable<ProposalPage["proposal"]>;
  refused: ProposalRefusal | undefined;
  busy: boolean;
}) {
  const timeZone = useStaffTimeZone();
  const { memo } = proposal;
  const mine = refused?.intent === "memo" ? refused : undefined;
  return (
    <section className={styles.card} aria-labelledby="memo-title" id="memo">
      <h2 id="memo-title">{copy.title}</h2>
      {memo ? (
        <>
          <p className={styles.muted}>
            {copy.version
              .replace("{version}", String(memo.version))
              .replace("{count}", String(memo.count))
              .replace("{date}", formatDateTime(memo.savedAt, timeZone))}
          </p>
          {proposal.memoSha256 ? (
            <p className={`${styles.muted} ${underwriting.hash}`} data-testid="memo-hash">
              {copy.frozen.replace("{version}", String(proposal.memoVersion)).replace("{hash}", proposal.memoSha256)}
            </p>
          ) : null}
          {/* Rendered on the server by render-memo.server.ts, which shows raw HTML as text. */}
          <div data-testid="memo" dangerouslySetInnerHTML={{ __html: memo.html }} />
        </>
      ) : null}
      {proposal.status === "draft" ? (
        <Form method="post" className={styles.stack}>
          <CsrfField />
          <input type="hidden" name="intent" value="memo" />
          <input type="hidden" name="proposalId" value={proposal.id} />
          <label htmlFor="memo-body">{copy.label}</label>
          <p id="memo-hint" className={styles.muted}>
            {copy.hint}
          </p>
          <textarea
            id="memo-body"
            name="memo"
            rows={14}
            defaultValue={mine?.values.memo ?? memo?.body ?? ""}
            aria-describedby={mine?.errors.memo ? "memo-hint memo-error" : "memo-hint"}
            aria-invalid={mine?.errors.memo ? true : undefined}
          />
          {mine?.errors.memo ? (
            <p id="memo-error" className={styles.error}>
              {mine.errors.memo}
            </p>
          ) : null}
          <p>
            <button type="submit" className={styles.button} disabled={busy}>
              {copy.save}
            </button>
          </p>
        </Form>
      ) : null}
    </section>
  );
}
