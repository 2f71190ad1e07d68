import { NewsletterSignup } from "./NewsletterSignup";

interface NewsletterBoxProps {
  headingLevel?: "h2" | "h3";
}

/**
 * The newsletter box on documents (/insights, decision 064). The server renders the whole form,
 * which posts to /newsletter as a plain form and shows its answer there. No React runs: the
 * document's script (app/document/enhance.ts) loads and solves the captcha on the visitor's
 * first focus or press in the box, and gives the form a fresh idempotency key.
 */
export function NewsletterBox({ headingLevel = "h2" }: NewsletterBoxProps) {
  return <NewsletterSignup headingLevel={headingLevel} captchaOnEngagement />;
}
