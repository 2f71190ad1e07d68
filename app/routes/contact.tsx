import { data } from "react-router";
import type { Route } from "./+types/contact";
import { contactCopy } from "~/content/contact";
import { ContactForm } from "~/forms/ContactForm";
import { contactSchema } from "~/forms/contact.schema";
import { pageMeta } from "~/lib/meta";
import { handlePublicForm } from "~/server/forms/public-form.server";
import styles from "./contact.module.css";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: contactCopy.heading,
    description: contactCopy.subline,
    path: "/contact",
  });

/** A fresh idempotency key per page view; the form keeps it across retries. */
export function loader() {
  return { idempotencyKey: crypto.randomUUID() };
}

// Keep the key of the form on screen when the action answers.
export const shouldRevalidate = () => false;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handlePublicForm({ request, context, form: "contact", schema: contactSchema });
  return data(result, { status: result.status === "success" ? 200 : result.httpStatus });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const idempotencyKey = actionData?.reply?.initialValue?.idempotencyKey;
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{contactCopy.heading}</h1>
          <p>{contactCopy.subline}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="get-in-touch">
        <div className={`container ${styles.layout}`}>
          <div className={styles.intro}>
            <h2 id="get-in-touch">{contactCopy.getInTouch.heading}</h2>
            <p>{contactCopy.getInTouch.intro}</p>
          </div>
          <div className={styles.formCard}>
            <ContactForm
              idempotencyKey={typeof idempotencyKey === "string" ? idempotencyKey : loaderData.idempotencyKey}
              result={actionData}
            />
          </div>
        </div>
      </section>
    </>
  );
}
