import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "#server/memory.ts";

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  /** Settles with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** How to start it: `node server/index.ts` (default) or, e.g., ["npm", "start"]. */
  command?: string[];
  /** Run as this user and group id (only root may ask): e.g. 65534, "nobody", to meet a directory it cannot write. */
  runAs?: number;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Node's on-disk cache of compiled modules, for the servers and CLIs tests start: a start compiles the
 * whole build, and with the cache it took 2.1 s of CPU instead of 2.6 s (decision 081).
 */
export const TEST_COMPILE_CACHE = process.env.NODE_COMPILE_CACHE ?? path.join(tmpdir(), "noema-test-compile-cache");

/** The URL a child server prints as "listening on http://…", once it does (60 s at most: CI machines are busy). */
export function waitForListening(child: ChildProcess, what: string): Promise<string> {
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with code ${code}:\n${output}`));
    });
  });
}

/**
 * Starts the production server (`node server/index.ts` on the existing build) on a free port
 * with its own data directory. `npm test` builds before the suite runs.
 */
export async function startServer(
  extraEnv: Record<string, string | undefined> = {},
  { command = [process.execPath, ...SERVER_NODE_FLAGS, "server/index.ts"], runAs }: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "noema-e2e-"));
  const [program = process.execPath, ...args] = command;
  const env: Record<string, string | undefined> = {
    ...process.env,
    // npm finds the pinned Node first, as `npm start` does in a checkout.
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
    NODE_COMPILE_CACHE: TEST_COMPILE_CACHE,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    RATE_LIMIT_FORM_MAX: "10000",
    RATE_LIMIT_CHALLENGE_MAX: "10000",
    // Staff tests sign in many times from one address; back-off itself is covered by unit tests.
    RATE_LIMIT_SIGNIN_MAX: "1000",
    // No balancer polls a test server's /readyz: stop at once (the drain itself is tested with its default).
    SHUTDOWN_DELAY_SECONDS: "0",
    // No network in tests: a test that wants the daily ECB rates turns it on with a local ECB_RATES_URL.
    RATES_JOB: "off",
    ...extraEnv,
  };
  // An `undefined` in extraEnv unsets the variable, so the server's own default applies.
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(program, args, {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    ...(runAs === undefined ? {} : { uid: runAs, gid: runAs }),
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await waitForListening(child, "Server");
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      if (!extraEnv.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
