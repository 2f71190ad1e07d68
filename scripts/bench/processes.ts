import { type ChildProcess, spawn } from "node:child_process";
import { get } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForListening } from "#tests/server.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export interface StaticServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * The node:http baseline serving `root`, in its own process like the real server; with `headersFile`
 * (a JSON list of [name, value]), its HTML goes out with those headers too.
 */
export async function startStaticServer(root: string, headersFile?: string): Promise<StaticServer> {
  const args = [path.join(import.meta.dirname, "static-server.ts"), root, ...(headersFile ? [headersFile] : [])];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await waitForListening(child, "The static server");
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

/** What a connection or the body itself decides, which every server sends its own way. */
export const PER_RESPONSE_HEADERS = [
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-type",
  "transfer-encoding",
] as const;
const PER_RESPONSE = new Set<string>(PER_RESPONSE_HEADERS);

/** The response headers `url` answers with, uncompressed, apart from PER_RESPONSE: a page's own headers. */
export function documentHeaders(url: string): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      const pairs: [string, string][] = [];
      const raw = response.rawHeaders;
      for (let i = 0; i + 1 < raw.length; i += 2) {
        const [name, value] = [raw[i] ?? "", raw[i + 1] ?? ""];
        if (!PER_RESPONSE.has(name.toLowerCase())) pairs.push([name, value]);
      }
      resolve(pairs);
    }).once("error", reject);
  });
}

/** Bare Express 5 answering /about with `file` from memory, in its own process. */
export async function startBareExpress(file: string): Promise<StaticServer> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "express-server.ts"), file], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await waitForListening(child, "The bare Express server");
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Milliseconds from spawning `command` until GET `path` answers 200. The command runs
 * in its own process group so the whole tree (npm → node) is stopped afterwards.
 */
export async function timeToFirst200(
  command: string,
  args: string[],
  env: Record<string, string>,
  requestPath = "/",
): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "noema-bench-cold-"));
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      // Stopped as soon as it answered: no balancer to drain from.
      SHUTDOWN_DELAY_SECONDS: "0",
      // Measured without reaching the ECB (decision 077).
      RATES_JOB: "off",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once("exit", () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`${command} ${args.join(" ")} exited before answering:\n${output}`);
      if (performance.now() - started > 60_000) throw new Error(`${command} ${args.join(" ")} did not answer in 60 s`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}${requestPath}`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    if (!exited && child.pid) {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
