import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "./browser";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** One Chromium for the project's files to connect to (shared-browser.ts), instead of one each. */
    browserEndpoint: string;
  }
}

/** One production server and one Chromium for the whole browser suite. */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([startServer(), launchBrowserServer()]);
  project.provide("baseURL", server.url);
  project.provide("dataDir", server.dataDir);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await Promise.all([server.stop(), browser.close()]);
  };
}
