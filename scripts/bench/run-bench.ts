// `npm run bench`: load, size, memory and start-up figures of the production server, each beside
// its baseline from the same run, then the inbox at scale, the fuzz, crashes, faults and the soak;
// writes BENCHMARKS.md and BENCHMARKS.json. Options: scripts/bench/options.ts. Exits non-zero when
// a property fails (scripts/bench/checks.ts); timings are reported, never asserted.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem } from "node:os";
import { ensureBuild } from "#scripts/audit/ensure-build.ts";
import { benchFailures } from "./checks.ts";
import { benchEdgeCache, renderEdgeCache } from "./edge-cache.ts";
import { benchExportAll, renderExport } from "./export.ts";
import { runFuzzBench } from "./fuzz.ts";
import { benchInboxAll } from "./inbox.ts";
import { benchUpload } from "./upload.ts";
import { benchInteraction, renderInteraction } from "./interaction.ts";
import { startServer } from "#tests/server.ts";
import { lighthouseFromAudit, lighthouseSection } from "./lighthouse-section.ts";
import { runLoadSections } from "./load-sections.ts";
import {
  formConnections,
  fuzzRequests,
  fuzzSeed,
  log,
  only,
  out,
  pageConnections,
  renderOnly,
  resilienceSize,
  seconds,
  smoke,
} from "./options.ts";
import { timeToFirst200 } from "./processes.ts";
import { type BenchReport, renderBenchMarkdown, renderFuzz } from "./report.ts";
import { renderResilience, runResilienceBench } from "./resilience.ts";

/** A report with this machine's facts and no figures yet. */
function newReport(): BenchReport {
  const cpuList = cpus();
  return {
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
  };
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const write = (report: BenchReport) => {
  writeFileSync(`${out}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${out}.md`, renderBenchMarkdown(report));
};
/** Prints what failed and exits 1, or exits 0. */
const finish = (report: BenchReport) => {
  const failures = benchFailures(report);
  for (const failure of failures) console.error(`bench property failed: ${failure}`);
  process.exit(failures.length ? 1 : 0);
};

if (renderOnly) {
  const saved = JSON.parse(readFileSync(`${out}.json`, "utf8")) as BenchReport;
  saved.lighthouse = lighthouseFromAudit() ?? saved.lighthouse;
  write(saved);
  console.log(`re-rendered ${out}.md`);
  process.exit(0);
}

ensureBuild();
const inboxRuns = () => benchInboxAll({ leads: smoke ? 1_000 : 100_000, samples: smoke ? 5 : 200, log });
const exportRuns = () => benchExportAll({ rows: smoke ? 1_000 : 100_000, log });
const fuzzRun = () => runFuzzBench(fuzzRequests, fuzzSeed);
const resilienceRun = () => runResilienceBench(resilienceSize);

const edgeCacheRun = () => benchEdgeCache({ seconds, connections: pageConnections }, log);
/** 2b. Typing into the three form pages on a 4× slower CPU, on a server of its own. */
const interactionRun = async () => {
  log("typing into the forms, CPU 4× slower");
  const server = await startServer();
  try {
    return await benchInteraction(server.url, smoke ? 1 : 5);
  } finally {
    await server.stop();
  }
};

if (only === "interaction") {
  const interaction = await interactionRun();
  console.log(renderInteraction(interaction).join("\n"));
  if (!smoke && existsSync(`${out}.json`))
    write({ ...(JSON.parse(readFileSync(`${out}.json`, "utf8")) as BenchReport), interaction });
  process.exit(interaction.cases.every((entry) => entry.firstMessageMs !== null) ? 0 : 1);
}

if (only === "edge-cache") {
  const edgeCache = await edgeCacheRun();
  if (edgeCache) {
    console.log(
      renderEdgeCache(
        edgeCache,
        (load) => `${load.requestsPerSecond} req/s | ${load.p50Ms} ms | ${load.p99Ms} ms | ${load.failed}`,
      ).join("\n"),
    );
    if (!smoke && existsSync(`${out}.json`))
      write({ ...(JSON.parse(readFileSync(`${out}.json`, "utf8")) as BenchReport), edgeCache });
  }
  process.exit(
    edgeCache && edgeCache.cached.failed + edgeCache.staticFile.failed + (edgeCache.sameResponse?.failed ?? 0) > 0
      ? 1
      : 0,
  );
}

if (only === "load") {
  // Sections 1–5 and 1b are measured anew; the inbox, export, fuzz, crash and cold-start figures stay.
  const fresh = newReport();
  await runLoadSections(fresh, "all");
  fresh.edgeCache = await edgeCacheRun();
  const saved: Partial<BenchReport> =
    !smoke && existsSync(`${out}.json`) ? (JSON.parse(readFileSync(`${out}.json`, "utf8")) as BenchReport) : {};
  const { prerendered, edgeCache, formDocument, forms, weight, memory } = fresh;
  // `ssr` measured /contact rendered on every request, before it became a document (decision 078).
  const { ssr: _rendered, ...kept } = saved as Partial<BenchReport> & { ssr?: unknown };
  const merged: BenchReport = { ...kept, ...newReport(), prerendered, edgeCache, formDocument, forms, weight, memory };
  if (!smoke) write(merged);
  finish(merged);
}

const uploadStored = (upload: { status: number; storedBytes: number; fileBytes: number }) =>
  upload.status === 303 && upload.storedBytes === upload.fileBytes;

if (only === "upload") {
  // Only the upload section of the published report changes.
  const upload = await benchUpload(log);
  if (existsSync(`${out}.json`)) write({ ...(JSON.parse(readFileSync(`${out}.json`, "utf8")) as BenchReport), upload });
  process.exit(uploadStored(upload) ? 0 : 1);
}

if (only === "inbox" || only === "export" || only === "fuzz" || only === "resilience") {
  // Only that section of the published report changes; every other figure stays as measured.
  const section: Partial<BenchReport> =
    only === "inbox"
      ? { inbox: await inboxRuns() }
      : only === "export"
        ? { export: await exportRuns() }
        : only === "fuzz"
          ? { fuzz: await fuzzRun() }
          : { resilience: await resilienceRun() };
  if (existsSync(`${out}.json`))
    write({ ...(JSON.parse(readFileSync(`${out}.json`, "utf8")) as BenchReport), ...section });
  if (section.fuzz) console.log(renderFuzz(section.fuzz).join("\n"));
  if (section.resilience) console.log(renderResilience(section.resilience).join("\n"));
  if (section.export) console.log(renderExport(section.export).join("\n"));
  finish({ ...newReport(), ...section });
}

const report: BenchReport = newReport();

// 1–5. Pages, forms, memory and bytes on one production server.
await runLoadSections(report, only === "forms" ? "forms" : only === "prerendered" ? "prerendered" : "all");
if (only === "prerendered") process.exit(0);
if (only !== "forms") report.interaction = await interactionRun();
if (only === "forms") {
  writeFileSync(`${out}.json`, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${out}.json`);
  finish(report);
}

// 1b. A cached page through the shipped nginx cache beside nginx serving the same file.
report.edgeCache = await edgeCacheRun();

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

// 7. Staff inbox: list and search with 100,000 leads (its own servers and databases).
log("staff inbox at scale");
report.inbox = await inboxRuns();

// 7b. CSV export of 100,000 applications: peak RSS and the longest /healthz wait.
log("CSV export at scale");
report.export = await exportRuns();

// 7c. A 25 MB document upload: the server's RSS beside its own idle RSS.
log("document upload");
report.upload = await benchUpload(log);

// 8. Fuzz (it runs its own servers, one per database).
log(`fuzz: ${fuzzRequests} requests per database, seed ${fuzzSeed}`);
report.fuzz = await fuzzRun();

// 9. kill -9 under load on each database, the fault tests, and the soak behind nginx.
log(
  `crashes (${resilienceSize.kills} kills per database), faults (${resilienceSize.faults}), ${resilienceSize.soakSeconds} s soak`,
);
report.resilience = await resilienceRun();

// 10. Lighthouse: the table of the last full audit, or (without one) the four CI routes now.
report.lighthouse = await lighthouseSection(smoke, log);

write(report);
log(`wrote ${out}.md and ${out}.json`);
finish(report);
