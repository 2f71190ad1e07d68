import { Form } from "react-router";
import type { ActionAnswer } from "#app/shared/action-answer.ts";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import styles from "./Account.module.css";

const copy = accountCopy.account.data;

/** Download what the founder gave us, or ask for the e-mailed link that confirms erasing it. */
export function FounderDataPanel({ answer }: { answer?: ActionAnswer }) {
  return (
    <section className={styles.card} aria-labelledby="founder-data-title">
      <h2 id="founder-data-title">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <OutcomeMessage outcome={answer} okClassName={styles.notice} failedClassName={styles.error} />
      <div className={styles.actions}>
        <a href="/account/data" className="button button-ghost" download>
          {copy.download}
        </a>
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="erase" />
          <button type="submit" className={`button ${styles.danger}`}>
            {copy.erase}
          </button>
        </Form>
      </div>
    </section>
  );
}
