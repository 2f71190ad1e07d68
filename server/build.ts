// The React Router build. The server reaches app code only through the `startup` module the build's
// entry re-exports, so that it shares module state (database, outbox, rate limits) with the routes.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { StylesheetBundles } from "#app/site/document/stylesheet-bundles.ts";
import type * as StartupModule from "#app/platform/startup.server.ts";

export type Startup = typeof StartupModule;

const BUILD_DIR = path.resolve(import.meta.dirname, "..", "build");
const SERVER_ENTRY = path.join(BUILD_DIR, "server", "index.js");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

export const hasBuild = () => existsSync(SERVER_ENTRY);

/** The plan of the build's stylesheet bundles (scripts/stylesheet-bundles.ts), if the build made one. */
export function readStylesheetBundles(): StylesheetBundles | undefined {
  const file = path.join(BUILD_DIR, "stylesheet-bundles.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as StylesheetBundles) : undefined;
}

export async function loadBuild(): Promise<{ build: ServerBuild; startup: Startup }> {
  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  return { build, startup: (build.entry.module as unknown as { startup: Startup }).startup };
}
