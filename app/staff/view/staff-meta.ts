import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { type MatchLike, pageMeta } from "#app/site/meta.ts";

/** A staff page's meta: its title, the app's name as description, never indexed. */
export const staffPageMeta = (matches: readonly MatchLike[], path: string, title: string) =>
  pageMeta(matches, { title, description: inboxCopy.appName, path, noindex: true });
