import { Form } from "react-router";
import { OutcomeMessage } from "~/components/common/OutcomeMessage";
import { accountCopy } from "~/content/pages/account/copy";
import { CsrfField } from "~/forms/shared/CsrfField";
import styles from "./Account.module.css";

const copy = accountCopy.account.contact;

interface Answer {
  ok: boolean;
  message: string;
  field?: string;
}

const FIELDS = [
  { name: "firstName", label: copy.firstName, type: "text", autoComplete: "given-name", required: true },
  { name: "lastName", label: copy.lastName, type: "text", autoComplete: "family-name", required: true },
  { name: "phone", label: copy.phone, type: "tel", autoComplete: "tel", required: false },
  { name: "linkedin", label: copy.linkedin, type: "url", autoComplete: "url", required: false },
] as const;

/** The founder's own name, phone and LinkedIn, as the firm holds them. */
export function FounderContactForm({
  application,
  answer,
}: {
  application: {
    applicant_first_name: string;
    applicant_last_name: string;
    applicant_phone: string | null;
    applicant_linkedin: string | null;
  };
  answer?: Answer;
}) {
  const current: Record<string, string> = {
    firstName: application.applicant_first_name,
    lastName: application.applicant_last_name,
    phone: application.applicant_phone ?? "",
    linkedin: application.applicant_linkedin ?? "",
  };
  return (
    <section className={styles.card} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <Form method="post" className={styles.grid}>
        <CsrfField />
        <input type="hidden" name="intent" value="contact" />
        <OutcomeMessage
          outcome={answer}
          okClassName={styles.notice}
          failedClassName={styles.error}
          className={styles.full}
        />
        {FIELDS.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`founder-${field.name}`}>{field.label}</label>
            <input
              id={`founder-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              defaultValue={current[field.name]}
              aria-invalid={answer?.field === field.name ? true : undefined}
            />
          </div>
        ))}
        <div className={styles.full}>
          <button type="submit" className="button button-primary">
            {copy.save}
          </button>
        </div>
      </Form>
    </section>
  );
}
