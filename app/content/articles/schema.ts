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

/** The insights feed: its address, its name in a reader and what it carries (./feed.ts). */
export const insightsFeedSchema = z.object({
  path: z.string().regex(/^\/[\w./-]+\.xml$/),
  title: z.string().min(5),
  description: z.string().min(20),
});
export type InsightsFeed = z.infer<typeof insightsFeedSchema>;
