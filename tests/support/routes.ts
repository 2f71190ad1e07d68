import type { RouteConfigEntry } from "@react-router/dev/routes";
import { articlePaths, contentPaths, formPagePaths } from "../../app/content/prerender-paths.ts";
import routes from "../../app/routes.ts";

/** The form pages; every other public page is content. */
export const formPaths: string[] = [...formPagePaths];

/** Every public page of the site. */
export const publicPaths: string[] = [...contentPaths, ...formPaths, ...articlePaths()];

/** The pages the browser checks cover (one article stands for all). */
export const mainPaths: string[] = [...contentPaths, ...formPaths, ...articlePaths().slice(0, 1)];

export function isContentPage(path: string): boolean {
  return !formPaths.includes(path);
}

/** Responses besides pages whose headers are checked too: an asset, a text route, a 404. */
export const otherResponsePaths = ["/robots.txt", "/sitemap.xml", "/no-such-page", "/healthz", "/api/altcha/challenge"];

/** Every route of the app with its full path and file, flattened from app/routes.ts. */
export function routeTable(): { path: string; file: string }[] {
  const out: { path: string; file: string }[] = [];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.path !== undefined || entry.index) out.push({ path: `/${entry.path ?? ""}`, file: entry.file });
      if (entry.children) walk(entry.children);
    }
  };
  walk(routes);
  return out;
}

/** The staff app's routes (files under routes/inbox/), each with a concrete URL for its parameters. */
export function staffRoutes(sample: Record<string, string>): { path: string; url: string; file: string }[] {
  return routeTable()
    .filter((route) => route.file.startsWith("routes/inbox/") && !route.file.endsWith("layout.tsx"))
    .map((route) => ({ ...route, url: route.path.replace(/:(\w+)/g, (_, name: string) => sample[name] ?? name) }));
}
