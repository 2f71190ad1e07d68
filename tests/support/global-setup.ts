import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "./browser.ts";
import { createPgSchema, type PgSchema } from "./postgres-schema.ts";
import { type RunningServer, startServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** One Chromium for the project's files to connect to (shared-browser.ts), instead of one each. */
    browserEndpoint: string;
    /** With TEST_DATABASE_URL: one server on a PostgreSQL schema of its own, for the staff tests that can share it. */
    pgBaseURL: string;
    /** That server's DATABASE_URL (its schema on the search path), for the tests to read and create accounts there. */
    pgDatabaseUrl: string;
  }
}

/** A server on a fresh schema: every start of one runs the migrations, so the staff tests share it (decision 081). */
async function startPostgresServer(): Promise<{ server: RunningServer; schema: PgSchema } | undefined> {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const schema = await createPgSchema("shared");
  return { server: await startServer({ DATABASE_URL: schema.databaseUrl }), schema };
}

/** One production server (two with PostgreSQL) and one Chromium for the whole browser suite. */
export default async function setup(project: TestProject) {
  const [server, browser, postgres] = await Promise.all([
    startServer(),
    launchBrowserServer(),
    project.name === "lighthouse" ? undefined : startPostgresServer(),
  ]);
  project.provide("baseURL", server.url);
  project.provide("dataDir", server.dataDir);
  project.provide("browserEndpoint", browser.wsEndpoint());
  project.provide("pgBaseURL", postgres?.server.url ?? "");
  project.provide("pgDatabaseUrl", postgres?.schema.databaseUrl ?? "");
  return async () => {
    await Promise.all([server.stop(), browser.close(), postgres?.server.stop()]);
    await postgres?.schema.dispose();
  };
}
