import { NewsletterSignup } from "./NewsletterSignup.tsx";

interface NewsletterBoxProps {
  headingLevel?: "h2" | "h3";
}

/**
 * The newsletter box on documents (/insights, decision 064): a plain form posting to /newsletter, which shows its
 * answer. The document's script (app/site/document/enhance.ts) loads and solves the captcha on the visitor's first
 * focus or press in the box, holds a post sent before it is solved, and gives the form a fresh idempotency key.
 */
export function NewsletterBox({ headingLevel = "h2" }: NewsletterBoxProps) {
  return <NewsletterSignup headingLevel={headingLevel} />;
}
