import { data } from "react-router";
import type { Route } from "./+types/contact";
import { ContactDetails } from "./ContactDetails.tsx";
import { ContactHero } from "./ContactHero.tsx";
import { CONTACT_REGION_ID, ContactForm } from "./ContactForm.tsx";
import { httpStatusOf } from "#app/shared/forms/form-result.ts";
import { contactCopy } from "#app/content/pages/contact/copy.ts";
import { pageMeta } from "#app/site/meta.ts";
import { handlePublicForm } from "#app/public-forms/server/public-form.server.ts";
import { answerRegionAlone } from "#app/public-forms/server/region-answer.server.tsx";
import styles from "./contact.module.css";
import { staticDocument } from "#app/site/document/static-document.ts";

// A document (decision 078): prerendered, no React Router scripts; the form's module checks and sends it in place.
export const handle = staticDocument;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: contactCopy.heading,
    description: contactCopy.subline,
    path: "/contact",
  });

export async function action({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  const result = await handlePublicForm({ request, context, form: "contact" });
  return data(result, { status: httpStatusOf(result) });
}

// The form's module asks for the form's region alone: the same action, answered without the page around it.
export const middleware: Route.MiddlewareFunction[] = [
  answerRegionAlone(CONTACT_REGION_ID, action, (result) => <ContactForm result={result} />),
];

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <ContactHero />
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <section className={styles.getInTouch} aria-labelledby="get-in-touch">
            <h2 id="get-in-touch">{contactCopy.getInTouch.heading}</h2>
            <p className={styles.intro}>{contactCopy.getInTouch.intro}</p>
            <div className={styles.formCard}>
              <ContactForm result={actionData} />
            </div>
          </section>
          <ContactDetails />
        </div>
      </div>
    </>
  );
}
