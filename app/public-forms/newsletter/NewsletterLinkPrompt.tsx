import { Form } from "react-router";
import { newsletterPages } from "#app/content/pages/newsletter/copy.ts";
import type { NewsletterLinkPage } from "./link-page.ts";
import { NewsletterNotice } from "./NewsletterNotice.tsx";

/** The GET of a newsletter e-mail link: one button that posts the token back (link scanners only GET). */
export function NewsletterLinkPrompt({
  copy,
  path,
  token,
}: {
  copy: { heading: string; body: string; button: string };
  path: string;
  token: string;
}) {
  return (
    <NewsletterNotice
      heading={copy.heading}
      body={copy.body}
      action={
        <Form method="post" action={`${path}?token=${encodeURIComponent(token)}`}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button-primary">
            {copy.button}
          </button>
        </Form>
      }
    />
  );
}

/** The notice after a successful press, by the state the page's action answers with. */
const doneNotices = { confirmed: newsletterPages.confirm.confirmed, done: newsletterPages.unsubscribe.done };

/** A newsletter link page: the prompt until the button is pressed, then the notice for what came of it. */
export function NewsletterLinkScreen({
  page,
  loaderData,
  actionData,
}: {
  page: NewsletterLinkPage;
  loaderData: { state: "prompt" | "invalid"; token: string };
  actionData?: { state: keyof typeof doneNotices | "invalid" };
}) {
  const state = actionData?.state ?? loaderData.state;
  if (state === "prompt") {
    const path = `/newsletter/${page}`;
    return <NewsletterLinkPrompt copy={newsletterPages[page].prompt} path={path} token={loaderData.token} />;
  }
  const notice = state === "invalid" ? newsletterPages[page].invalid : doneNotices[state];
  return <NewsletterNotice heading={notice.heading} body={notice.body} />;
}
