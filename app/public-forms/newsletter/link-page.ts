import { newsletterPages } from "#app/content/pages/newsletter/copy.ts";
import { type MatchLike, pageMeta } from "#app/site/meta.ts";

/** The pages a newsletter e-mail links to: /newsletter/confirm and /newsletter/unsubscribe. */
export type NewsletterLinkPage = "confirm" | "unsubscribe";

// "same-origin", not "no-referrer": the button's post must carry this site's Origin (React Router refuses "null").
export function newsletterLinkHeaders() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export function newsletterLinkMeta(matches: readonly MatchLike[], page: NewsletterLinkPage) {
  return pageMeta(matches, {
    title: newsletterPages[page].title,
    description: newsletterPages[page].prompt.body,
    path: `/newsletter/${page}`,
    noindex: true,
  });
}
