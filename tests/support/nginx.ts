import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * nginx from Debian's package, run as a foreground child with its own prefix, on a shipped
 * configuration from docs/operations/ with only the addresses changed.
 */
export const NGINX_BINARY = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";
export const nginxInstalled = () => existsSync(NGINX_BINARY);

const OPERATIONS_DIR = path.resolve(import.meta.dirname, "../../docs/operations");

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

/** The shipped file with the example addresses replaced; throws if one of them is no longer in it. */
export function renderNginxSite(template: string, listenPort: number, upstreamPorts: number[]): string {
  let text = readFileSync(path.join(OPERATIONS_DIR, template), "utf8");
  const replace = (from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`${template} no longer contains "${from}"`);
    text = text.replace(from, to);
  };
  replace("listen 80;", `listen 127.0.0.1:${listenPort};`);
  replace("server_name www.noema.example;", "server_name 127.0.0.1;");
  upstreamPorts.forEach((port, index) => replace(`server 127.0.0.1:${3000 + index} `, `server 127.0.0.1:${port} `));
  return text;
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  errorLog: () => string;
  stop: () => Promise<void>;
}

export async function startNginx(template: string, listenPort: number, upstreamPorts: number[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "noema-nginx-"));
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir));
  writeFileSync(path.join(prefix, "site.conf"), renderNginxSite(template, listenPort, upstreamPorts));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, "temp", name)};`;
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      // As root, workers would switch to "nobody" and could not use this private prefix.
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${path.join(prefix, "nginx.pid")};`,
      `error_log ${path.join(prefix, "logs", "error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
      `  include ${path.join(prefix, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const child = spawn(
    NGINX_BINARY,
    [
      "-p",
      prefix,
      "-e",
      path.join(prefix, "logs", "error.log"),
      "-c",
      path.join(prefix, "nginx.conf"),
      "-g",
      "daemon off;",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const errorLog = () => {
    const file = path.join(prefix, "logs", "error.log");
    return output + (existsSync(file) ? readFileSync(file, "utf8") : "");
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${errorLog()}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer in 10 s:\n${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
