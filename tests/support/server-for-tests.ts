import { afterAll, beforeAll, inject } from "vitest";
import { type RunningServer, startServer } from "./server.ts";

/** A server with `extraEnv` for the enclosing describe block (or file): started before its tests, stopped after. */
export function serverForTests(extraEnv: Record<string, string> = {}): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(extraEnv);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("The test server is not running (only inside tests).");
    return server;
  };
}

/** The suite's shared server (global-setup.ts), for a file that needs no env or data of its own. */
export function sharedServer(): Pick<RunningServer, "url" | "dataDir"> {
  return { url: inject("baseURL"), dataDir: inject("dataDir") };
}
