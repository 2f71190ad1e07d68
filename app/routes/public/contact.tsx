import { data } from "react-router";
import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact/ContactDetails";
import { ContactHero } from "~/components/contact/ContactHero";
import { ContactForm } from "~/forms/contact/ContactForm";
import { contactSchema } from "~/forms/contact/contact.schema";
import { answerOrUnsent } from "~/forms/shared/answer-or-unsent";
import { httpStatusOf } from "~/forms/shared/form-result";
import { constraintsOf } from "~/forms/shared/schema-rules";
import { contactCopy } from "~/content/pages/contact/copy";
import { pageMeta } from "~/lib/meta";
import { handlePublicForm } from "~/server/forms/public-form.server";
import styles from "./contact.module.css";
import { hydrateOnIntent } from "~/document/static-document";

// The form works as served; React Router loads on the visitor's first intent (decision 071).
export const handle = hydrateOnIntent;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: contactCopy.heading,
    description: contactCopy.subline,
    path: "/contact",
  });

/** A fresh idempotency key per page view (the form keeps it across retries), and the form's constraints. */
export function loader() {
  return { idempotencyKey: crypto.randomUUID(), constraint: constraintsOf(contactSchema) };
}

// Keep the key of the form on screen when the action answers.
export const shouldRevalidate = () => false;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handlePublicForm({ request, context, form: "contact" });
  return data(result, { status: httpStatusOf(result) });
}

/** With JavaScript: a post that got no answer comes back as "unsent", and the form sends it once more. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrUnsent(serverAction, (unsent) => unsent);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const idempotencyKey = actionData?.reply?.initialValue?.idempotencyKey;
  return (
    <>
      <ContactHero />
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <section className={styles.getInTouch} aria-labelledby="get-in-touch">
            <h2 id="get-in-touch">{contactCopy.getInTouch.heading}</h2>
            <p className={styles.intro}>{contactCopy.getInTouch.intro}</p>
            <div className={styles.formCard}>
              <ContactForm
                idempotencyKey={typeof idempotencyKey === "string" ? idempotencyKey : loaderData.idempotencyKey}
                constraint={loaderData.constraint}
                result={actionData}
              />
            </div>
          </section>
          <ContactDetails />
        </div>
      </div>
    </>
  );
}
