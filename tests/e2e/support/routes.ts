import { articlePaths, staticContentPaths } from "../../../app/content/prerender-paths";

/** Pages that render per request (forms). */
export const dynamicPaths = ["/contact", "/apply"] as const;

/** Every public page of the site. */
export const publicPaths: string[] = [...staticContentPaths, ...dynamicPaths, ...articlePaths()];

/** The pages every audit covers (one article stands for all). */
export const mainPaths: string[] = [...staticContentPaths, ...dynamicPaths, ...articlePaths().slice(0, 1)];
