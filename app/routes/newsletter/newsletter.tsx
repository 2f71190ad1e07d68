import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterSignup } from "~/forms/newsletter/NewsletterSignup";
import { answerOrUnsent } from "~/forms/shared/answer-or-unsent";
import { httpStatusOf } from "~/forms/shared/form-result";
import { formCopy } from "~/content/shared/form-copy/data";
import { pageMeta } from "~/lib/meta";
import { handlePublicForm } from "~/server/forms/public-form.server";
import styles from "./newsletter.module.css";
import { hydrateOnIntent } from "~/document/static-document";

const copy = formCopy.newsletter;

// The form works as served; React Router loads on the visitor's first intent (decision 071).
export const handle = hydrateOnIntent;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.page.title, description: copy.page.metaDescription, path: "/newsletter" });

/*
 * The newsletter box on /insights posts here. With JavaScript a fetcher reads
 * the answer in place; without, this page shows it. The captcha is required
 * here too: a double opt-in mail to any address is itself worth abusing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handlePublicForm({
    request,
    context,
    form: "newsletter",
    requireCaptcha: true,
  });
  return data(result, { status: httpStatusOf(result) });
}

/** With JavaScript (the box's fetcher): a post that got no answer comes back as "unsent", and is sent again. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrUnsent(serverAction, (unsent) => unsent);
}

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
          <NewsletterSignup result={actionData} />
          <p>
            <Link to="/insights" className={styles.back}>
              {copy.page.backToInsights}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
