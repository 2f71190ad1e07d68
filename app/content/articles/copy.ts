import type { InsightsCopy } from "./schema.ts";
import { responsiveImage } from "#app/content/shared/images/sources.ts";

/** Labels of article cards (on /, /insights and the industry pages), the insights list and article pages. */
export const insightsCopy: InsightsCopy = {
  featuredHeading: "Featured",
  allHeading: "All Articles",
  loadMore: "Load More Articles",
  pageStatus: "Showing {shown} of {total} articles",
  readArticle: "Read article",
  minutesRead: "min read",
  byline: "By",
  relatedHeading: "Related insights",
  backToInsights: "All insights",
  downloadPdf: "Download PDF",
  notFound: {
    title: "Article not found",
    body: "We could not find that article. It may have moved, or the address may be mistyped.",
  },
};

/** "20 May 2025" for an ISO date, independent of the server's locale and time zone. */
export function formatArticleDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** An article's 16:9 hero image, produced under public/images/insights/. */
export const articleHeroSources = (slug: string) => responsiveImage(`/images/insights/${slug}`, 640, 1280, 720);

export const articlePdfPath = (slug: string) => `/insights/pdf/${slug}.pdf`;

/** Archive cards per "Load More" step (the featured pair is shown above them). */
export const ARTICLES_PER_PAGE = 6;
