import { getEnv } from "#app/platform/env.server.ts";

let servedOrigin: string | undefined;

/** Called once the server listens: the address a local run is reached at (any PORT). */
export function setServedOrigin(origin: string) {
  servedOrigin = origin.replace(/\/$/, "") || undefined;
}

/**
 * Where links in mails point: SITE_URL when it is set; otherwise the address this process serves, so a
 * newcomer's `npm start` on another PORT mails links that work (issue 20). SITE_URL's default is only a
 * guess at that address.
 */
export function mailLinkBase(source: NodeJS.ProcessEnv = process.env): string {
  const configured = getEnv().SITE_URL.replace(/\/$/, "");
  if (source.SITE_URL?.trim()) return configured;
  return servedOrigin ?? configured;
}
