import { cpus } from "node:os";
import { kb, lighthouseTable } from "#scripts/audit/report.ts";
import type { LighthouseSummary } from "#tests/quality/lighthouse.ts";
import type { AssetBytes, PageWeight } from "#tests/quality/page-weight.ts";
import type { FuzzReport } from "#tests/fuzz/run.ts";
import { renderChecks } from "./checks.ts";
import { type ResilienceReport, renderResilience } from "./resilience.ts";
import { type ExportBench, renderExport } from "./export.ts";
import { type EdgeCacheBench, renderEdgeCache } from "./edge-cache.ts";
import type { InboxBench } from "./inbox.ts";
import { renderUploadSection, type UploadBench } from "./upload.ts";
import type { LoadResult } from "./load.ts";
import { prerenderedShare, renderPrerendered } from "./prerendered-report.ts";
import { type InteractionBench, renderInteraction } from "./interaction.ts";
import { goals, loadCells, ratio, verdict } from "./report-format.ts";

export interface FormRun {
  path: string;
  load: LoadResult;
  /** Rows of this run found in the database afterwards. */
  storedRows: number;
}

export interface BenchReport {
  generatedAt: string;
  smoke: boolean;
  machine: { cpu: string; memoryGb: number; os: string; loadAverageAtStart: number[]; node: string; database: string };
  settings: { seconds: number; pageConnections: number; formConnections: number; logLevel: string };
  prerendered?: {
    path: string;
    app: LoadResult;
    baseline: LoadResult;
    /** node:http sending the page with the headers the app sends; absent in reports written before it. */
    sameResponse?: LoadResult;
    headers?: { count: number; bytes: number };
    bareExpress: LoadResult;
  };
  edgeCache?: EdgeCacheBench;
  /** `/contact` served as a document (decision 078), measured as benchmark 1; before it, `ssr` held it rendered. */
  formDocument?: NonNullable<BenchReport["prerendered"]>;
  interaction?: InteractionBench;
  forms?: {
    withJs: FormRun;
    withoutJs: FormRun;
    /** Without JavaScript and so without a captcha (decision 076): held, then confirmed from the mail's button. */
    held?: { submit: FormRun; confirm: FormRun; forwarded: number };
    /** Raw Kysely transactions of a submission's rows (decision 079; before it, of one contact row). */
    baseline: { insertsPerSecond: number; total: number; rows?: "submission" | "contact row" };
    /** One contact row per transaction, the baseline before decision 079; absent in older reports. */
    contactRowBaseline?: { insertsPerSecond: number; total: number };
  };
  weight?: { pages: PageWeight[]; baseline: PageWeight };
  memory?: { idleBytes: { app: number; static: number }; peakUnderLoadBytes: { app: number; static: number } };
  coldStart?: { runs: number; npmStartMs: number; nodeServerMs: number; baselineMs: number };
  lighthouse?: { source: string; summaries: LighthouseSummary[] };
  fuzz?: FuzzReport[];
  inbox?: InboxBench[];
  export?: ExportBench[];
  upload?: UploadBench;
  resilience?: ResilienceReport;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The machine's load when each database's run of a section started: timings on a busy machine read high. */
export function loadNote(runs: { dialect: string; loadAverage?: number[] }[]): string {
  const loads = runs.map((run) => `${run.dialect} ${run.loadAverage?.[0] ?? "not recorded"}`);
  return `Load average (1 min) when each run started: ${loads.join(", ")}, on ${cpus().length} cores.`;
}

/** The fuzz section: requests, tallies per status, rows stored, RSS, and any failure with its seed. */
export function renderFuzz(reports: FuzzReport[]): string[] {
  const statuses = [...new Set(reports.flatMap((report) => Object.keys(report.statuses)))].sort();
  const out = [
    "## Fuzz: every route, never a 5xx",
    "",
    "`npm run bench -- --only fuzz` (or a full run): the property-based fuzzer of `tests/e2e/quality/fuzz.test.ts` " +
      "(fast-check; generators and properties in `tests/support/fuzz/`) against the production build. Properties: " +
      "never a 5xx, never an off-site redirect, `/healthz` answers throughout (polled on its own connections; " +
      "5 s without an answer fails), no error in the server log, RSS flat " +
      "after a warm-up fifth, no row stored for a refused request, every stored row passes its form schema. " +
      "One request in ten carries a URL or header value of 4 to 48 KB: within Node's 16 KiB header limit it is " +
      "served (never 431), past it refused with a 4xx; no answer carries over 8 KiB of headers (a proxy's buffer). " +
      "Docs: decision 047.",
    "",
    `| Database | Seed | Requests | Routes | ${statuses.join(" | ")} | Rows stored (contact / application / newsletter) | RSS after warm-up → end | Long URL/header (within / past limit) | Slowest /healthz | Seconds | Result |`,
    `|---|---|---|---|${statuses.map(() => "---|").join("")}---|---|---|---|---|---|`,
  ];
  for (const report of reports) {
    const rows = `${report.rows.contact} / ${report.rows.application} / ${report.rows.newsletter}`;
    const result =
      report.failures.length === 0
        ? "all properties held"
        : `**${report.failures.length} failed** (seed ${report.seed})`;
    out.push(
      `| ${report.dialect} | ${report.seed} | ${report.requests.toLocaleString("en")} | ${report.routes} | ${statuses.map((status) => (report.statuses[status] ?? 0).toLocaleString("en")).join(" | ")} | ${rows} | ${mb(report.rssBeforeBytes)} → ${mb(report.rssAfterBytes)} | ${report.longRequests?.within ?? 0} / ${report.longRequests?.beyond ?? 0} | ${report.healthz?.longestMs ?? "–"} ms | ${report.durationSeconds} | ${result} |`,
    );
  }
  for (const report of reports)
    for (const failure of report.failures) out.push("", "```", failure.slice(0, 2000), "```");
  out.push("");
  return out;
}

export function renderBenchMarkdown(report: BenchReport): string {
  const out: string[] = ["# Benchmarks", ""];
  out.push(
    `Generated ${report.generatedAt} by \`npm run bench${report.smoke ? " -- --smoke" : ""}\`${report.smoke ? " — **smoke mode: one-second runs, the figures mean nothing**" : ""}.`,
    "",
    `Machine: ${report.machine.cpu}, ${report.machine.memoryGb} GB RAM, ${report.machine.os}, Node ${report.machine.node}; ${report.machine.database}; load average at start ${report.machine.loadAverageAtStart.join(" / ")} (1/5/15 min — other work on the machine depresses every figure, baselines included). ` +
      `Load from autocannon on loopback in the bench process (one core) against the server in its own process (the other core); ` +
      `${report.settings.seconds} s per run, ${report.settings.pageConnections} connections for pages, ${report.settings.formConnections} for forms, ` +
      `server log level ${report.settings.logLevel}, responses uncompressed (autocannon sends no Accept-Encoding). Each figure sits beside its baseline from the same run.`,
    "",
    ...renderChecks(report),
  );

  if (report.prerendered) out.push(...renderPrerendered(report.prerendered));
  if (report.edgeCache) out.push(...renderEdgeCache(report.edgeCache, loadCells));
  if (report.formDocument)
    out.push(...renderPrerendered(report.formDocument, "## 2. The contact form's page, a document (issue 27)"));
  if (report.interaction) out.push(...renderInteraction(report.interaction));
  if (report.forms) {
    const { withJs, withoutJs, held, baseline, contactRowBaseline } = report.forms;
    const submissionRows = baseline.rows === "submission";
    const main = withJs.load;
    const rateMet = main.requestsPerSecond >= goals.formsPerSecond;
    const p99Met = main.p99Ms < goals.formsP99Ms;
    out.push(
      "## 3. Accepted form submissions",
      "",
      "The contact form, end to end: HTTP POST, body parse with its size limit, rate limit, Fetch Metadata / Origin check (decision 066), honeypot, zod schema, ALTCHA verification with one-time use, idempotency key, and one durable transaction (row, outbox entries, captcha use) on SQLite with synchronous=FULL. " +
        "Every submission carries its own solved captcha (altcha-lib's solver; challenges signed with the server's key, see decision 038) and its own idempotency key; a GET of the page comes first (public forms carry no CSRF token). " +
        "With JavaScript the form's module (decision 078) posts to `/contact` with `fetch`, naming the form's region in a `Form-Region` header, and the answer is that region alone (decision 079); without it the browser posts there itself and gets the whole page rendered for that post. " +
        (submissionRows
          ? "Baseline (decision 079): bare Kysely inserts of the rows one accepted submission stores (its idempotency key, its captcha's use, the contact row with the same field values and its two outbox entries), one committed transaction at a time, into the same database file with the same pragmas, measured in two halves before and after the run with JavaScript while the server's outbox worker is idle; beside it, one contact row per transaction, the baseline before decision 079."
          : "Baseline: bare Kysely inserts of a contact row, one committed transaction each, into the same database file."),
      "",
      ...(held
        ? [
            "Without JavaScript no captcha can be solved: a post with none at all is held (decision 076), not stored as a lead, and its sender is mailed a link; the mail's button (`POST /confirm-submission?token=…`) stores it, in one transaction, through the same store function as a captcha-verified post. The held and confirmed rows measure that path: the form posted with no captcha, then each held message's button pressed once.",
            "",
          ]
        : []),
      "| Path | Throughput | p50 | p99 | Failed | Stored |",
      "|---|--:|--:|--:|--:|--:|",
      `| POST ${withJs.path} (with JS) | ${loadCells(withJs.load)} | ${withJs.storedRows} of ${withJs.load.total} |`,
      `| POST ${withoutJs.path} (without JS) | ${loadCells(withoutJs.load)} | ${withoutJs.storedRows} of ${withoutJs.load.total} |`,
      ...(held
        ? [
            `| POST ${held.submit.path} (without JS, no captcha: held, decision 076) | ${loadCells(held.submit.load)} | ${held.submit.storedRows} held of ${held.submit.load.total} |`,
            `| POST ${held.confirm.path} (the mail's button: confirmed, stored as a lead) | ${loadCells(held.confirm.load)} | ${held.confirm.storedRows} leads, ${held.forwarded} queued for the webhook |`,
          ]
        : []),
      submissionRows
        ? `| raw Kysely inserts of a submission's rows (baseline) | ${baseline.insertsPerSecond.toLocaleString("en")} transactions/s | – | – | 0 | ${baseline.total} |`
        : `| raw Kysely insert (baseline) | ${baseline.insertsPerSecond.toLocaleString("en")} inserts/s | – | – | 0 | ${baseline.total} |`,
      ...(contactRowBaseline
        ? [
            `| raw Kysely insert of one contact row (the baseline before decision 079) | ${contactRowBaseline.insertsPerSecond.toLocaleString("en")} inserts/s | – | – | 0 | ${contactRowBaseline.total} |`,
          ]
        : []),
      "",
      `Ratio ${ratio(main.requestsPerSecond, baseline.insertsPerSecond)} (with JS) and ${ratio(withoutJs.load.requestsPerSecond, baseline.insertsPerSecond)} (without) of raw inserts. ` +
        `Goal ≥ ${goals.formsPerSecond.toLocaleString("en")}/s (with JS): ${verdict(rateMet, `${Math.round((main.requestsPerSecond / goals.formsPerSecond) * 100)} % of it`)}; ` +
        `goal p99 < ${goals.formsP99Ms} ms: ${verdict(p99Met, `${main.p99Ms} ms`)}.`,
      "",
    );
  }
  if (report.weight) {
    const { pages, baseline } = report.weight;
    const cells = (bytes: AssetBytes, base: AssetBytes) =>
      `${kb(bytes.gzip)} | ${kb(bytes.brotli)} | ${ratio(bytes.gzip, base.gzip)}`;
    out.push(
      "## 4. JS and CSS bytes per route",
      "",
      "Every same-origin script and stylesheet the page loads in Chromium with no interaction, and the inline scripts it runs (a static document's only JavaScript), compressed here with gzip level 6 and brotli quality 11 (inline styles count as HTML, not here); form pages again after focusing the first field and typing, when their form's module loads (decision 078). " +
        "Baseline: a bare React Router 8 framework-mode app shaped like the official starter (root layout, one index route, error boundary), built by scripts/bench/starter.ts in a temporary directory outside the repository with the same React Router, React and Vite.",
      "",
      "| Route | JS gzip KB | JS brotli KB | JS × starter | JS gzip KB after first input | CSS gzip KB | CSS brotli KB | Files |",
      "|---|--:|--:|--:|--:|--:|--:|--:|",
      `| React Router 8 starter (baseline) | ${kb(baseline.js.gzip)} | ${kb(baseline.js.brotli)} | 1.00× | – | ${kb(baseline.css.gzip)} | ${kb(baseline.css.brotli)} | ${baseline.files.length} |`,
    );
    for (const page of pages) {
      const after = page.afterInput ? kb(page.afterInput.js.gzip) : "–";
      out.push(
        `| ${page.path} | ${cells(page.js, baseline.js)} | ${after} | ${kb(page.css.gzip)} | ${kb(page.css.brotli)} | ${page.files.length} |`,
      );
    }
    out.push("");
  }
  if (report.memory) {
    const { idleBytes, peakUnderLoadBytes } = report.memory;
    out.push(
      "## 5. Server memory (RSS)",
      "",
      "Idle: after start-up and one request per page kind. Under load: peak RSS sampled every 100 ms through benchmarks 1–3.",
      "",
      "| Server | Idle | Peak under load |",
      "|---|--:|--:|",
      `| Noema server | ${mb(idleBytes.app)} | ${mb(peakUnderLoadBytes.app)} |`,
      `| node:http static (baseline) | ${mb(idleBytes.static)} | ${mb(peakUnderLoadBytes.static)} |`,
      "",
      `Ratio idle ${ratio(idleBytes.app, idleBytes.static)}, under load ${ratio(peakUnderLoadBytes.app, peakUnderLoadBytes.static)}.`,
      "",
    );
  }
  if (report.coldStart) {
    const { npmStartMs, nodeServerMs, baselineMs, runs } = report.coldStart;
    out.push(
      "## 6. Cold start",
      "",
      `From spawning the command on an existing build until \`GET /\` answers 200 (polled every 5 ms), median of ${runs} run(s), fresh data directory each time (so migrations run).`,
      "",
      "| Command | Time to first 200 |",
      "|---|--:|",
      `| npm start | ${npmStartMs} ms |`,
      `| node server/index.ts (without npm) | ${nodeServerMs} ms |`,
      `| node:http static server (baseline) | ${baselineMs} ms |`,
      "",
      `Ratio ${ratio(npmStartMs, baselineMs)} (npm start) and ${ratio(nodeServerMs, baselineMs)} (node server/index.ts) of the baseline.`,
      "",
    );
  }
  out.push(...closingNote(report));
  if (report.inbox?.length) {
    out.push(
      "## Staff inbox at 100,000 leads",
      "",
      `The staff app's own data requests (\`GET /inbox/<list>.data?…\`, signed in as an admin) against the production server, one at a time, ${report.inbox[0]?.samples ?? 0} samples per case after three warm-ups; the answer includes the navigation counts and the list. Leads: 70 % applications, 20 % messages, 10 % subscribers. Goal: p95 under ${goals.inboxP95Ms} ms.`,
      "",
      loadNote(report.inbox),
      "",
      "| Database | Case | p50 | p95 | Goal |",
      "| --- | --- | --- | --- | --- |",
      ...report.inbox.flatMap((run) =>
        run.cases.map(
          (entry) =>
            `| ${run.dialect} (${run.leads.toLocaleString("en")} leads) | ${entry.name} | ${entry.p50Ms} ms | ${entry.p95Ms} ms | ${entry.p95Ms < goals.inboxP95Ms ? "met" : "missed"} |`,
        ),
      ),
      "",
    );
  }
  if (report.export?.length) out.push(...renderExport(report.export));
  if (report.upload) out.push(...renderUploadSection(report.upload));
  out.push("## 7. Lighthouse", "");
  if (report.lighthouse)
    out.push(`From ${report.lighthouse.source}.`, "", lighthouseTable(report.lighthouse.summaries), "");
  else out.push("Not run in smoke mode; `npm run audit` writes the full table to AUDIT.md.", "");
  if (report.fuzz) out.push(...renderFuzz(report.fuzz));
  if (report.resilience) out.push(...renderResilience(report.resilience));
  return out.join("\n");
}

/** What stands in the way of the goals this run missed, with its own figures. */
function closingNote(report: BenchReport): string[] {
  const lines: string[] = [];
  const { prerendered, forms } = report;
  const pageMissed = prerendered && prerenderedShare(prerendered) < goals.prerenderedRatio;
  const formsMissed =
    forms &&
    (forms.withJs.load.requestsPerSecond < goals.formsPerSecond || forms.withJs.load.p99Ms >= goals.formsP99Ms);
  if (report.smoke || (!pageMissed && !formsMissed)) return lines;
  lines.push("## What stands in the way", "");
  if (prerendered && pageMissed) {
    lines.push(
      `- **Prerendered pages** reach ${prerenderedShare(prerendered).toFixed(2)}× of node:http${prerendered.sameResponse ? " sending the same response" : ""}. Goal ${goals.prerenderedRatio}. ` +
        `Bare Express 5 with no middleware reaches ${ratio(prerendered.bareExpress.requestsPerSecond, prerendered.baseline.requestsPerSecond)} in the same run. ` +
        "Pages are answered in front of Express from buffers and headers computed at start-up (decisions 040, 065), so what is left per request is a map lookup, the write and the log line. " +
        "A figure this low next to that path points at the machine (other work on the cores, see the load average above) or at something new on the fast path; compare server CPU per request as decision 040 did.",
    );
  }
  if (forms && formsMissed) {
    const perSubmissionMs = 1000 / Math.max(1, forms.withJs.load.requestsPerSecond);
    lines.push(
      `- **Form submissions** reach ${forms.withJs.load.requestsPerSecond.toLocaleString("en")}/s with p99 ${forms.withJs.load.p99Ms} ms, ${Math.round((forms.withJs.load.requestsPerSecond / goals.formsPerSecond) * 100)} % of the 1,000/s goal. ` +
        `Single-row inserts run at ${forms.baseline.insertsPerSecond.toLocaleString("en")}/s on the same file, so the fsync is not the limit: submissions already share commits (group commit, decision 041). ` +
        `One submission completes every ${perSubmissionMs.toFixed(1)} ms of wall time. A CPU profile of the server under this load (at 667/s, before lone writes dropped their savepoints) showed about 30 % of its time executing SQLite statements (each goes through Kysely's query compiler and the driver), ` +
        "about a fifth idle (ten connections in a closed loop wait on each other's commit), and the rest spread over React Router's request and response conversion, Express middleware, zod and the captcha HMACs. " +
        "Turning the outbox worker off gains about 9 %, and 32 connections reach about 800/s, but p99 then goes past 50 ms. " +
        "The levers left: fewer statements per submission (the captcha, idempotency and lead rows in one multi-statement write), and the database work on a worker thread so the event loop keeps parsing requests during a commit. Beyond that, PostgreSQL (DATABASE_URL) with several server processes.",
    );
  }
  lines.push("");
  return lines;
}
