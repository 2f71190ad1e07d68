// `npm run bench`: load, size, memory and start-up figures of the production server, each
// beside its baseline from the same run; writes BENCHMARKS.md and BENCHMARKS.json.
// `--smoke` runs every benchmark for about a second so `npm test` keeps this code working.
// `--only prerendered`, `--only forms` or `--only inbox` runs just that section (to iterate on it) and
// prints the figures; the published BENCHMARKS files stay as they are. `--only fuzz` runs the fuzzer at
// bench size and replaces just the fuzz section of BENCHMARKS.md/.json.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { launchBrowser } from "../../tests/support/browser.ts";
import { startServer } from "../../tests/support/server.ts";
import { ensureBuild } from "../audit/ensure-build.ts";
import { type LighthouseSummary, runLighthouseWithRetries, startLighthouse } from "../audit/lighthouse.ts";
import { measurePageWeight } from "../audit/page-weight.ts";
import { publicPaths } from "../../tests/support/routes.ts";
import { BENCH_ALTCHA_KEY, contactSubmissions, openFormSession, rawInsertsPerSecond } from "./forms.ts";
import { benchInboxAll } from "./inbox.ts";
import { runLoad } from "./load.ts";
import { ROOT, rssBytes, samplePeakRss, startBareExpress, startStaticServer, timeToFirst200 } from "./processes.ts";
import { runFuzzBench } from "./fuzz.ts";
import { type ResilienceReport, renderResilience, runResilienceBench } from "./resilience.ts";
import { type BenchReport, renderBenchMarkdown, renderFuzz } from "./report.ts";
import { buildStarter } from "./starter.ts";

const { values: options } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    // `--only prerendered` or `--only forms`: just that section, for iterating; the published files stay as they are.
    only: { type: "string" },
    out: { type: "string" },
    // Re-render the Markdown from the JSON (and the Lighthouse table from AUDIT.json) without measuring.
    "render-only": { type: "boolean", default: false },
  },
});
const smoke = options.smoke;
const SECTIONS = ["forms", "prerendered", "inbox", "fuzz", "resilience"];
if (options.only !== undefined && !SECTIONS.includes(options.only)) {
  console.error(
    `--only accepts ${SECTIONS.map((name) => JSON.stringify(name)).join(", ")}, not ${JSON.stringify(options.only)}`,
  );
  process.exit(2);
}
// The fuzz: ≥ 100,000 requests per database (a few hundred in smoke mode); FUZZ_SEED replays a failure.
const fuzzRequests = Number(process.env.FUZZ_REQUESTS ?? (options.smoke ? 300 : 100_000));
const fuzzSeed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
// Crashes and soak (issue 13): 20 kills per database and a 60-second soak; one kill and 3 s in smoke mode.
const resilienceSize = options.smoke
  ? { kills: 1, soakSeconds: 3, soakRate: 10 }
  : { kills: 20, soakSeconds: 60, soakRate: 50 };
const resilienceHeld = (result: ResilienceReport) =>
  result.crash.every((run) => run.lost + run.duplicated + run.undelivered === 0) && !result.soak?.errors.length;

if (options.only === "fuzz" || options.only === "resilience") {
  // Only that section of the published files changes; every other figure stays as measured.
  ensureBuild();
  const target =
    options.out ?? (options.smoke ? path.join(tmpdir(), "noema-bench-smoke") : path.join(ROOT, "BENCHMARKS"));
  const saved = existsSync(`${target}.json`)
    ? (JSON.parse(readFileSync(`${target}.json`, "utf8")) as BenchReport)
    : undefined;
  let held: boolean;
  let lines: string[];
  if (options.only === "fuzz") {
    const reports = await runFuzzBench(fuzzRequests, fuzzSeed);
    if (saved) saved.fuzz = reports;
    held = reports.every((report) => report.failures.length === 0);
    lines = renderFuzz(reports);
  } else {
    const result = await runResilienceBench(resilienceSize);
    if (saved) saved.resilience = result;
    held = resilienceHeld(result);
    lines = renderResilience(result);
  }
  if (saved) {
    writeFileSync(`${target}.json`, `${JSON.stringify(saved, null, 2)}\n`);
    writeFileSync(`${target}.md`, renderBenchMarkdown(saved));
  }
  console.log(lines.join("\n"));
  process.exit(held ? 0 : 1);
}
const onlyForms = options.only === "forms";
const onlyPrerendered = options.only === "prerendered";
// A smoke or partial run must not overwrite the published figures.
const out =
  options.out ??
  (onlyForms
    ? path.join(tmpdir(), "noema-bench-forms")
    : smoke
      ? path.join(tmpdir(), "noema-bench-smoke")
      : path.join(ROOT, "BENCHMARKS"));
const seconds = smoke ? 1 : 10;
const pageConnections = 32;
const formConnections = 10;
const startedAt = Date.now();
const log = (message: string) => console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0)} s] ${message}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (options["render-only"]) {
  const saved = JSON.parse(readFileSync(`${out}.json`, "utf8")) as BenchReport;
  saved.lighthouse = lighthouseFromAudit() ?? saved.lighthouse;
  writeFileSync(`${out}.json`, `${JSON.stringify(saved, null, 2)}\n`);
  writeFileSync(`${out}.md`, renderBenchMarkdown(saved));
  console.log(`re-rendered ${out}.md`);
  process.exit(0);
}

ensureBuild();
// Staff inbox at 100,000 leads: its own servers and databases, so it runs apart from the load runs.
const inboxRuns = () => benchInboxAll({ leads: smoke ? 1_000 : 100_000, samples: smoke ? 5 : 200, log });
if (options.only === "inbox") {
  await inboxRuns();
  process.exit(0);
}
const cpuList = cpus();
const report: BenchReport = {
  generatedAt: new Date().toISOString(),
  smoke,
  machine: {
    cpu: `${cpuList.length} × ${cpuList[0]?.model ?? "unknown"}`,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `Linux ${release()}`,
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
    database: "SQLite (WAL, synchronous=FULL) in a temporary directory",
  },
  settings: { seconds, pageConnections, formConnections, logLevel: "warn" },
  prerendered: undefined,
  ssr: undefined,
  forms: undefined,
  weight: undefined,
  memory: undefined,
  coldStart: undefined,
  lighthouse: undefined,
};

const app = await startServer({ RATE_LIMIT_FORM_MAX: "1000000000", ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY });
const appPid = app.process.pid ?? 0;
const staticServer = await startStaticServer(path.join(ROOT, "build", "client"));
try {
  // Warm both (first requests compile code paths), then idle memory.
  for (const url of [`${app.url}/about`, `${app.url}/contact`, `${staticServer.url}/about`])
    await (await fetch(url)).text();
  await new Promise((resolve) => setTimeout(resolve, smoke ? 100 : 1000));
  const idle = { app: rssBytes(appPid), static: rssBytes(staticServer.pid) };
  const appPeak = samplePeakRss(appPid);
  const staticPeak = samplePeakRss(staticServer.pid);

  if (!onlyForms) {
    // 1. Prerendered page vs the same file from node:http.
    log("prerendered /about: app vs node:http static server");
    const prerenderedApp = await runLoad({ url: `${app.url}/about`, connections: pageConnections, duration: seconds });
    const prerenderedStatic = await runLoad({
      url: `${staticServer.url}/about`,
      connections: pageConnections,
      duration: seconds,
    });
    const bareExpress = await startBareExpress(path.join(ROOT, "build", "client", "about", "index.html"));
    let prerenderedExpress;
    try {
      prerenderedExpress = await runLoad({
        url: `${bareExpress.url}/about`,
        connections: pageConnections,
        duration: seconds,
      });
    } finally {
      await bareExpress.stop();
    }
    report.prerendered = {
      path: "/about",
      app: prerenderedApp,
      baseline: prerenderedStatic,
      bareExpress: prerenderedExpress,
    };
    if (onlyPrerendered) {
      const line = (name: string, load: typeof prerenderedApp) =>
        `${name.padEnd(12)} ${String(load.requestsPerSecond).padStart(6)} req/s  p50 ${load.p50Ms} ms  p99 ${load.p99Ms} ms  failed ${load.failed}`;
      console.log(line("Noema", prerenderedApp));
      console.log(line("node:http", prerenderedStatic));
      console.log(line("bare Express", prerenderedExpress));
      console.log(
        `ratio Noema / node:http: ${(prerenderedApp.requestsPerSecond / prerenderedStatic.requestsPerSecond).toFixed(2)}`,
      );
      appPeak.stop();
      staticPeak.stop();
      await staticServer.stop();
      await app.stop();
      process.exit(0);
    }

    // 2. A page rendered per request, against the prerendered figure of the same server.
    log("server-rendered /contact");
    const ssr = await runLoad({ url: `${app.url}/contact`, connections: pageConnections, duration: seconds });
    report.ssr = { path: "/contact", app: ssr, baseline: prerenderedApp };
  }

  // 3. Accepted contact-form submissions, end to end, vs raw Kysely inserts on the same database:
  // the hydrated form posts to /contact.data (React Router single fetch); without JS the
  // browser posts to /contact and gets the whole page back.
  const count = smoke ? 100 : 8000;
  const session = await openFormSession(app.url);
  const sqliteFile = path.join(app.dataDir, "noema.sqlite");
  const benchForm = async (requestPath: string, label: string) => {
    log(`solving ${count} captcha challenges for POST ${requestPath}`);
    const bodies = await contactSubmissions(count, session, BENCH_ALTCHA_KEY, label);
    let next = 0;
    log(`POST ${requestPath}`);
    const load = await runLoad({
      url: app.url,
      connections: formConnections,
      duration: seconds,
      amount: count,
      requests: [
        {
          method: "POST",
          path: requestPath,
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: session.cookie, origin: app.url },
          setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    const db = new Database(sqliteFile, { readonly: true });
    try {
      const row = db
        .prepare("select count(*) as stored from contact_messages where last_name like ?")
        .get(`${label} %`);
      return { path: requestPath, load, storedRows: (row as { stored: number }).stored };
    } finally {
      db.close();
    }
  };
  const withJs = await benchForm("/contact.data", "js");
  const withoutJs = await benchForm("/contact", "nojs");
  log("raw Kysely inserts");
  const raw = await rawInsertsPerSecond(sqliteFile, seconds);
  report.forms = { withJs, withoutJs, baseline: raw };
  if (onlyForms) {
    const line = (run: typeof withJs) =>
      `${run.path}: ${run.load.requestsPerSecond} req/s, p50 ${run.load.p50Ms} ms, p99 ${run.load.p99Ms} ms, ` +
      `${run.load.total} answered, ${run.load.failed} failed, ${run.storedRows} stored`;
    log(line(withJs));
    log(line(withoutJs));
    log(`raw Kysely: ${raw.insertsPerSecond} inserts/s`);
    appPeak.stop();
    staticPeak.stop();
  }

  if (!onlyForms) {
    report.memory = {
      idleBytes: idle,
      peakUnderLoadBytes: { app: appPeak.stop(), static: staticPeak.stop() },
    };

    // 4. Bytes per route vs a bare React Router 8 starter page.
    log("JS and CSS bytes per route");
    const starterClient = buildStarter();
    const starterServer = await startStaticServer(starterClient);
    const browser = await launchBrowser();
    try {
      const routes = smoke ? ["/", "/contact"] : publicPaths;
      const pages = [];
      for (const route of routes) pages.push(await measurePageWeight(browser, app.url, route));
      report.weight = { pages, baseline: await measurePageWeight(browser, starterServer.url, "/") };
    } finally {
      await browser.close();
      await starterServer.stop();
    }
  }
} finally {
  await staticServer.stop();
  await app.stop();
}

if (onlyForms) {
  writeFileSync(`${out}.json`, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${out}.json`);
  process.exit(0);
}

// 6. Cold start on the existing build, with nothing else running.
log("cold start");
const runs = smoke ? 1 : 5;
const npmStart: number[] = [];
const nodeServer: number[] = [];
const staticStart: number[] = [];
for (let run = 0; run < runs; run++) {
  npmStart.push(await timeToFirst200("npm", ["start"], {}));
  nodeServer.push(await timeToFirst200(process.execPath, ["server/index.ts"], {}));
  staticStart.push(await timeToFirst200(process.execPath, ["scripts/bench/static-server.ts", "build/client"], {}));
}
report.coldStart = {
  runs,
  npmStartMs: Math.round(median(npmStart)),
  nodeServerMs: Math.round(median(nodeServer)),
  baselineMs: Math.round(median(staticStart)),
};

// 7. Staff inbox: list and search with 100,000 leads.
log("staff inbox at scale");
report.inbox = await inboxRuns();

// 8. Fuzz (it runs its own servers, one per database).
log(`fuzz: ${fuzzRequests} requests per database, seed ${fuzzSeed}`);
report.fuzz = await runFuzzBench(fuzzRequests, fuzzSeed);

// 9. kill -9 under load on each database, and the soak behind nginx.
log(`crashes (${resilienceSize.kills} kills per database) and a ${resilienceSize.soakSeconds} s soak`);
report.resilience = await runResilienceBench(resilienceSize);

// 10. Lighthouse: the table of the last full audit, or (without one) the four CI routes now.

const fromAudit = lighthouseFromAudit();
if (fromAudit) {
  report.lighthouse = fromAudit;
} else if (!smoke) {
  log("Lighthouse on the four CI routes (no AUDIT.json yet)");
  const server = await startServer();
  const lighthouse = await startLighthouse();
  try {
    const summaries: LighthouseSummary[] = [];
    for (const route of ["/", "/about", "/contact", "/apply"]) {
      for (const preset of ["mobile", "desktop"] as const) {
        summaries.push(await runLighthouseWithRetries(lighthouse, server.url, route, preset));
      }
    }
    report.lighthouse = { source: "this run (four routes; npm run audit covers all)", summaries };
  } finally {
    await lighthouse.close();
    await server.stop();
  }
}

writeFileSync(`${out}.json`, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(`${out}.md`, renderBenchMarkdown(report));
log(`wrote ${out}.md and ${out}.json`);

function lighthouseFromAudit(): BenchReport["lighthouse"] {
  const auditJson = path.join(ROOT, "AUDIT.json");
  if (!existsSync(auditJson)) return undefined;
  const audit = JSON.parse(readFileSync(auditJson, "utf8")) as { generatedAt: string; lighthouse: LighthouseSummary[] };
  return { source: `AUDIT.json (npm run audit, ${audit.generatedAt})`, summaries: audit.lighthouse };
}
