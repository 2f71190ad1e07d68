import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * nginx from Debian's package, run as a foreground child with its own prefix, on a shipped
 * configuration from docs/operations/ with only the addresses changed.
 */
export const NGINX_BINARY = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";
export const nginxInstalled = () => existsSync(NGINX_BINARY);

/**
 * What every instance behind the test's nginx shares: one PostgreSQL schema, one Redis, trust in the
 * proxy on loopback, and nginx's address as the site's.
 */
export function behindNginxEnv(databaseUrl: string, nginxPort: number) {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? "",
    TRUST_PROXY: "loopback",
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
  };
}

/** What a deployment test (instances on PostgreSQL and Redis behind the shipped nginx) lacks here, named. */
export function missingDeploymentServices(): string[] {
  return [
    !process.env.TEST_DATABASE_URL && "PostgreSQL (TEST_DATABASE_URL)",
    !process.env.TEST_REDIS_URL && "Redis (TEST_REDIS_URL)",
    !nginxInstalled() && "nginx (/usr/sbin/nginx)",
  ].filter((name): name is string => Boolean(name));
}

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

/** The include files every shipped configuration shares (docs/operations/noema/, /etc/nginx/noema/). */
const INCLUDES_DIR = "noema";

export interface NginxSite {
  /** The main file, to be included in the http block. */
  site: string;
  /** The shared include files by name, as they go into `noema/` next to the main configuration. */
  includes: Map<string, string>;
}

/**
 * The shipped file and its includes with the example addresses replaced (and the cache directory,
 * where there is one); throws if one of the addresses is no longer in them.
 */
export function renderNginxSite(
  template: string,
  listenPort: number,
  upstreamPorts: number[],
  cacheDir?: string,
): NginxSite {
  const includesDir = path.join(OPERATIONS_DIR, INCLUDES_DIR);
  const files = new Map<string, string>([["site", readFileSync(path.join(OPERATIONS_DIR, template), "utf8")]]);
  for (const name of readdirSync(includesDir)) files.set(name, readFileSync(path.join(includesDir, name), "utf8"));
  const replace = (from: string, to: string) => {
    const holder = [...files].find(([, text]) => text.includes(from));
    if (!holder) throw new Error(`${template} and its includes no longer contain "${from}"`);
    files.set(holder[0], holder[1].replace(from, to));
  };
  replace("listen 80;", `listen 127.0.0.1:${listenPort};`);
  replace("server_name www.noema.example;", "server_name 127.0.0.1;");
  upstreamPorts.forEach((port, index) => replace(`server 127.0.0.1:${3000 + index} `, `server 127.0.0.1:${port} `));
  const cached = [...files.values()].some((text) => text.includes("proxy_cache_path "));
  if (cacheDir && cached) replace("proxy_cache_path /var/cache/nginx/noema ", `proxy_cache_path ${cacheDir} `);
  const { site = "", ...rest } = Object.fromEntries(files);
  return { site, includes: new Map(Object.entries(rest)) };
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  errorLog: () => string;
  stop: () => Promise<void>;
}

/**
 * A shipped configuration running under `prefix` (its includes in `prefix`/noema, its cache in
 * `prefix`/cache); deployBuildId writes noema/build-id.conf as a deploy does and reloads.
 */
export type ShippedNginx = RunningNginx & { prefix: string; deployBuildId: (buildId: string) => Promise<void> };

const BUILD_DIR = path.resolve(import.meta.dirname, "../../build");

/** A file `npm run build` wrote (scripts/build-id.ts writes the two the cache needs). */
function readBuildFile(name: string): string {
  const file = path.join(BUILD_DIR, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return readFileSync(file, "utf8");
}

/** The id of the build under test. */
export const currentBuildId = () => readBuildFile("build-id").trim();

/** The nginx include the build wrote for its own id, as a deploy installs it, naming `buildId` instead. */
const nginxBuildIdInclude = (buildId: string) =>
  readBuildFile("nginx-build-id.conf").replace(`"${currentBuildId()}"`, `"${buildId}"`);

export async function startNginx(template: string, listenPort: number, upstreamPorts: number[]): Promise<ShippedNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "noema-nginx-"));
  for (const dir of ["logs", "temp", "cache", INCLUDES_DIR]) mkdirSync(path.join(prefix, dir));
  const { site, includes } = renderNginxSite(template, listenPort, upstreamPorts, path.join(prefix, "cache"));
  writeFileSync(path.join(prefix, "site.conf"), site);
  for (const [name, text] of includes) writeFileSync(path.join(prefix, INCLUDES_DIR, name), text);
  const buildIdFile = path.join(prefix, INCLUDES_DIR, "build-id.conf");
  // What the deploy step installs: the build's own include (only nginx-cache.conf reads it).
  if (site.includes("build-id.conf")) writeFileSync(buildIdFile, nginxBuildIdInclude(currentBuildId()));
  const running = await runNginx(prefix, listenPort, "/healthz");
  return {
    ...running,
    prefix,
    deployBuildId: async (buildId: string) => {
      writeFileSync(buildIdFile, nginxBuildIdInclude(buildId));
      await reload(running.process);
    },
  };
}

/**
 * nginx serving the files under `root` itself (`/about` is `about/index.html`), with the same
 * process settings as startNginx: the baseline for a page from the cache. `headers` go out with
 * every answer besides nginx's own (the cached page's, for the same response from a file).
 */
export async function startStaticNginx(
  root: string,
  listenPort: number,
  readyPath: string,
  headers: [string, string][] = [],
) {
  const prefix = mkdtempSync(path.join(tmpdir(), "noema-nginx-static-"));
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir));
  const addHeaders = headers.map(([name, value]) => `  add_header ${name} ${nginxString(value)} always;\n`).join("");
  const site = `server {\n  listen 127.0.0.1:${listenPort};\n  root ${root};\n  default_type text/html;\n${addHeaders}  location / { try_files $uri $uri/index.html =404; }\n}\n`;
  writeFileSync(path.join(prefix, "site.conf"), site);
  return runNginx(prefix, listenPort, readyPath);
}

/** A header value as an nginx string literal; a `$` would read as a variable, so none may appear. */
function nginxString(value: string): string {
  if (value.includes("$")) throw new Error(`nginx would read a variable in this header value: ${value}`);
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/** Starts nginx on `prefix`/site.conf in the foreground and waits until `readyPath` answers 200. */
async function runNginx(prefix: string, listenPort: number, readyPath: string): Promise<RunningNginx> {
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
      if ((await fetch(`${url}${readyPath}`)).status === 200) break;
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

/** The worker processes of an nginx master, from /proc. */
function workersOf(master: ChildProcess): Set<string> {
  const file = `/proc/${master.pid}/task/${master.pid}/children`;
  return new Set(readFileSync(file, "utf8").split(" ").filter(Boolean));
}

/** SIGHUP, then wait until none of the old workers is left and a new one runs (the new configuration). */
async function reload(master: ChildProcess) {
  const old = workersOf(master);
  master.kill("SIGHUP");
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = workersOf(master);
    if (now.size > 0 && [...now].every((pid) => !old.has(pid))) return;
    if (master.exitCode !== null || Date.now() > deadline) throw new Error("nginx did not reload in 10 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
