import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * Starts the production server (`node server.ts` on the existing build) on a free port
 * with its own data directory. `npm test` builds before the suite runs.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "noema-e2e-"));
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      RATE_LIMIT_FORM_MAX: "10000",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in 30 s:\n${output}`)), 30_000);
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
      reject(new Error(`Server exited with code ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (!extraEnv.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
