// Entry point: `node server/index.ts`, and `npm start` through scripts/start.ts.
import { createServer as createHttpServer } from "node:http";
import { pathToFileURL } from "node:url";
import { createServer } from "./app.ts";
import { hasBuild } from "./build.ts";
import type { ServerState } from "./health.ts";
import { httpServerTimeouts } from "./http-timeouts.ts";
import { memoryFlagsWarning } from "./memory.ts";
import { installShutdown } from "./shutdown.ts";
import { StartupRefusal } from "./startup-refusal.ts";

/** Builds the app and listens on PORT/HOST; drains and exits cleanly on SIGTERM/SIGINT (server/shutdown.ts). */
export async function listen() {
  if (!hasBuild()) {
    console.error("No build found. Run `npm run build` first (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  const state: ServerState = { draining: false };
  const { handler, env, startup, trustProxy, setServedOrigin } = await createServer(state).catch((error: unknown) => {
    if (!(error instanceof StartupRefusal)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  console.log(trustProxy.summary);
  const memoryWarning = memoryFlagsWarning();
  if (memoryWarning) startup.logger.warn(memoryWarning);
  const server = createHttpServer(httpServerTimeouts(env), handler);
  installShutdown({
    server,
    state,
    log: startup.logger,
    delayMs: env.SHUTDOWN_DELAY_SECONDS * 1000,
    timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    stopBackground: startup.stopBackground,
    closeApp: startup.close,
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    setServedOrigin(`http://localhost:${port}`);
    console.log(`Noema Capital listening on http://localhost:${port}`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await listen();
