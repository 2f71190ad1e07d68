import type { RouteConfigEntry } from "@react-router/dev/routes";
import { articlePaths, contentPaths, formDocumentPaths, formPagePaths } from "#app/site/document/prerender-paths.ts";
import { documentPaths } from "#app/site/document/document-paths.ts";
import routes from "#app/routes.ts";

/** The form pages; every other public page is content. */
export const formPaths: string[] = [...formPagePaths];

/** Every public page of the site. */
export const publicPaths: string[] = [...contentPaths, ...formPaths, ...articlePaths()];

/** The pages the browser checks cover (one article stands for all). */
export const mainPaths: string[] = [...contentPaths, ...formPaths, ...articlePaths().slice(0, 1)];

/**
 * Content pages are static documents (decision 064): articles, and the pages app/site/document/document-paths.ts lists;
 * so are the public form pages app/site/document/prerender-paths.ts lists as documents (decision 078).
 */
export function isDocumentPage(path: string): boolean {
  return (
    (documentPaths as readonly string[]).includes(path) ||
    (formDocumentPaths as readonly string[]).includes(path) ||
    path.startsWith("/insights/")
  );
}

/** Responses besides pages whose headers are checked too: an asset, a text route, a 404. */
export const otherResponsePaths = [
  "/robots.txt",
  "/sitemap.xml",
  "/feed.xml",
  "/no-such-page",
  "/healthz",
  "/api/altcha/challenge",
];

/**
 * Every route of the app with its full URL pattern and file, flattened from app/routes.ts: the one
 * reading of the route table that tests, the fuzzer and scripts share. Pathless layouts are left out.
 */
export function routeTable(): { path: string; file: string }[] {
  const out: { path: string; file: string }[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const full = entry.index
        ? prefix || "/"
        : entry.path !== undefined
          ? `${prefix}/${entry.path}`.replace(/\/+/g, "/")
          : undefined;
      if (full !== undefined) out.push({ path: full, file: entry.file });
      if (entry.children) walk(entry.children, full ?? prefix);
    }
  };
  walk(routes, "");
  return out;
}

/** The app's URLs without parameters or wildcards: every page a link may point at. */
export function fixedPaths(): string[] {
  return routeTable()
    .map((route) => route.path)
    .filter((path) => !/[:*]/.test(path));
}

/** The staff app's routes (files under app/staff/routes/), each with a concrete URL for its parameters. */
export function staffRoutes(sample: Record<string, string>): { path: string; url: string; file: string }[] {
  const routes = routeTable()
    .filter((route) => route.file.startsWith("staff/routes/") && !route.file.endsWith("layout.tsx"))
    .map((route) => ({ ...route, url: route.path.replace(/:(\w+)/g, (_, name: string) => sample[name] ?? name) }));
  // A test that walks no route passes without checking anything: a moved folder must fail it instead.
  if (routes.length < 10) throw new Error(`Only ${routes.length} staff routes under app/staff/routes/`);
  return routes;
}
