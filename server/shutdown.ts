// Graceful shutdown on SIGTERM/SIGINT (decision 053): readiness first, then the listener, then the
// requests in flight (up to a deadline), then the outbox claims, queued writes and connections.
import type { Server } from "node:http";
import net from "node:net";
import type { Logger } from "pino";
import type { ServerState } from "./health.ts";

export interface ShutdownOptions {
  server: Server;
  state: ServerState;
  log: Logger;
  /** Keep accepting this long after readiness turns 503, for balancers that poll /readyz. */
  delayMs: number;
  /** Requests in flight get this long; then their connections are destroyed. */
  timeoutMs: number;
  /** After the HTTP side has stopped: release outbox claims, drain writes, close the database. */
  closeApp: () => Promise<void>;
  /** Runs while requests drain (the outbox worker finishing its delivery in progress). */
  stopBackground: () => Promise<void>;
  exit?: (code: number) => void;
}

/** How long a connection may stay without a request once the listener is closed. */
const IDLE_SWEEP_MS = 500;
/** Extra time, after the request deadline, for the database to drain before giving up. */
const CLOSE_GRACE_MS = 15_000;

export function installShutdown(options: ShutdownOptions) {
  const shutdown = onceShutdown(options);
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return shutdown;
}

function onceShutdown(options: ShutdownOptions) {
  const { server, state, log, delayMs, timeoutMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let running: Promise<void> | undefined;

  async function drain(signal: string) {
    state.draining = true;
    log.info({ signal, delayMs, timeoutMs }, "shutting down: readiness is 503, draining requests");
    // If something hangs past every deadline, still leave, but say it failed.
    const giveUp = setTimeout(
      () => {
        log.error("shutdown did not finish in time; exiting");
        exit(1);
      },
      delayMs + timeoutMs + CLOSE_GRACE_MS,
    );
    giveUp.unref();
    try {
      const background = options.stopBackground();
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      // The listener only: http's own close() also drops "idle" connections at once, and a
      // connection accepted a moment ago whose request is not read yet counts as idle (nginx saw
      // resets). Idle ones are swept once they have had time to send their request.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => {
        log.warn("shutdown deadline reached: closing the connections still open");
        server.closeAllConnections();
      }, timeoutMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(deadline);
      await background;
      await options.closeApp();
      log.info("shutdown complete");
      exit(0);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      exit(1);
    }
  }

  return (signal: string) => {
    running ??= drain(signal);
    return running;
  };
}
