import { Form } from "react-router";
import { NewsletterNotice } from "./NewsletterNotice";

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
