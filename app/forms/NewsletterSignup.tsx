/** Placeholder until the newsletter form lands (issue 4). */
export function NewsletterSignup() {
  return null;
}
export default NewsletterSignup;
