import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { NEWSLETTER_REGION_ID, NewsletterSignup } from "./NewsletterSignup.tsx";
import { httpStatusOf } from "#app/shared/forms/form-result.ts";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { pageMeta } from "#app/site/meta.ts";
import { handlePublicForm } from "#app/public-forms/server/public-form.server.ts";
import { answerRegionAlone } from "#app/public-forms/server/region-answer.server.tsx";
import styles from "./newsletter.module.css";
import { staticDocument } from "#app/site/document/static-document.ts";

const copy = formCopy.newsletter;

// A document (decision 078): prerendered, no React Router scripts; the box's module answers in place.
export const handle = staticDocument;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.page.title, description: copy.page.metaDescription, path: "/newsletter" });

/*
 * The newsletter box on /insights posts here as a plain form, and this page shows the answer; on this page the
 * box's module (app/public-forms/document-scripts/form-enhance.ts) posts it and shows the answer in place. The captcha is required
 * here too: a double opt-in mail to any address is itself worth abusing.
 */
export async function action({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  const result = await handlePublicForm({
    request,
    context,
    form: "newsletter",
    requireCaptcha: true,
  });
  return data(result, { status: httpStatusOf(result) });
}

// The box's module asks for its region alone: the same action, answered without the page around it.
export const middleware: Route.MiddlewareFunction[] = [
  answerRegionAlone(NEWSLETTER_REGION_ID, action, (result) => <NewsletterSignup result={result} inPlace />),
];

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{copy.page.title}</h1>
          <p>{copy.intro}</p>
        </div>
      </section>
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <NewsletterSignup result={actionData} inPlace />
          <p>
            <a href="/insights" className={styles.back}>
              {copy.page.backToInsights}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
