import { z } from "zod";

/** Labels of article cards, the insights list and article pages. */
export const insightsCopySchema = z.object({
  featuredHeading: z.string(),
  allHeading: z.string(),
  loadMore: z.literal("Load More Articles"),
  pageStatus: z.string(),
  readArticle: z.string(),
  minutesRead: z.string(),
  byline: z.string(),
  relatedHeading: z.string(),
  backToInsights: z.string(),
  downloadPdf: z.string(),
  notFound: z.object({ title: z.string(), body: z.string() }),
});
export type InsightsCopy = z.infer<typeof insightsCopySchema>;
