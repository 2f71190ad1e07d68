import { articlePaths, staticContentPaths } from "../../app/content/prerender-paths.ts";

/** Pages that render per request; every other public page is prerendered content. */
export const formPaths = ["/contact", "/apply"];

/** Every public page (the same list as tests/e2e/support/routes.ts, importable from a plain Node script). */
export function auditPaths(): string[] {
  return [...staticContentPaths, ...formPaths, ...articlePaths()];
}

export function isContentPage(path: string): boolean {
  return !formPaths.includes(path);
}

/** Responses besides pages whose headers are checked too: an asset, a text route, a 404. */
export const otherResponsePaths = ["/robots.txt", "/sitemap.xml", "/no-such-page", "/healthz", "/api/altcha/challenge"];
