// CSV export at scale (issue 21): an admin exports 100,000 applications from the production server
// (its 160 MB heap, SERVER_NODE_FLAGS) while /healthz is asked one request after another; reports the
// server's peak RSS, the longest wait for /healthz and whether the process survived. SQLite always;
// PostgreSQL too when TEST_DATABASE_URL is set (in a schema of its own, dropped afterwards).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";
import { watchHealthz } from "#tests/healthz-watch.ts";
import { RSS_BOUND_BYTES, rssBytes, samplePeakRss } from "#tests/memory.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { createStaffAccount, type StaffClient, staffClient } from "#tests/staff.ts";
import { seedApplications } from "./inbox.ts";
import { loadNote } from "./report.ts";

export interface ExportMeasure {
  status: number;
  /** Application records in the file (each carries one `@lead` address). */
  exportedRows: number;
  bytes: number;
  seconds: number;
  idleRssBytes: number;
  peakRssBytes: number;
  /** The longest wait for a /healthz answer during the export. */
  longestStallMs: number;
  healthzPolls: number;
  /** The server still answered /healthz afterwards. */
  survived: boolean;
  failure?: string;
}

export interface ExportBench extends ExportMeasure {
  dialect: "sqlite" | "postgres";
  rows: number;
  seedSeconds: number;
  /** The 1, 5 and 15 minute load averages when the export started. */
  loadAverage?: number[];
}

/** Counts `needle` in a text that arrives in chunks (a match may straddle two). */
async function countInStream(body: ReadableStream<Uint8Array> | null, needle: string) {
  let count = 0;
  let bytes = 0;
  let carry = "";
  const decoder = new TextDecoder();
  for await (const chunk of body ?? []) {
    bytes += chunk.byteLength;
    const text = carry + decoder.decode(chunk, { stream: true });
    count += text.split(needle).length - 1;
    carry = text.slice(-(needle.length - 1));
  }
  return { count, bytes };
}

/** Runs `startExport` against a running server and measures it; a server that dies is reported, not thrown. */
export async function measureExport(
  server: RunningServer,
  startExport: () => Promise<Response>,
): Promise<ExportMeasure> {
  const pid = server.process.pid ?? 0;
  const idleRssBytes = rssBytes(pid);
  const rss = samplePeakRss(pid);
  const healthz = watchHealthz(server.url);
  const started = performance.now();
  let status = 0;
  let exportedRows = 0;
  let bytes = 0;
  let failure: string | undefined;
  try {
    const response = await startExport();
    status = response.status;
    ({ count: exportedRows, bytes } = await countInStream(response.body, "@lead"));
  } catch (error) {
    failure = `export failed: ${String(error)}`;
  }
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const watched = await healthz.stop();
  const peakRssBytes = rss.stop();
  const survived = await fetch(`${server.url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  return {
    status,
    exportedRows,
    bytes,
    seconds,
    idleRssBytes,
    peakRssBytes,
    longestStallMs: watched.longestMs,
    healthzPolls: watched.polls,
    survived,
    ...((failure ?? watched.failure) ? { failure: failure ?? watched.failure } : {}),
  };
}

/** The export as the list page's button posts it: the view's fields and the CSRF token. */
export const postExport = (client: StaffClient, list = "applications") => client.post(`/inbox/${list}/export`, {});

export async function benchExport(
  dialect: "sqlite" | "postgres",
  { rows = 100_000, log = console.log }: { rows?: number; log?: (line: string) => void } = {},
): Promise<ExportBench> {
  const dir = mkdtempSync(path.join(tmpdir(), "noema-bench-export-"));
  const pgSchema = `bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const pgUrl = process.env.TEST_DATABASE_URL ?? "";
  const handle: DatabaseHandle =
    dialect === "postgres"
      ? openDatabase({ databaseUrl: pgUrl, pgSchema })
      : openDatabase({ sqliteFile: path.join(dir, "noema.sqlite") });
  let server: RunningServer | undefined;
  try {
    await migrateToLatest(handle);
    const seedStart = performance.now();
    await seedApplications(handle, rows);
    await sql.raw(dialect === "postgres" ? "vacuum analyze" : "analyze").execute(handle.db);
    const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
    log(`export bench (${dialect}): seeded ${rows} applications in ${seedSeconds} s`);
    const databaseUrl =
      dialect === "postgres"
        ? `${pgUrl}${pgUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${pgSchema}`)}`
        : "";
    const account = createStaffAccount(dir, "admin", "Bench Admin", databaseUrl);
    server = await startServer({ DATA_DIR: dir, DATABASE_URL: databaseUrl, OUTBOX_WORKER: "off" });
    const client = await staffClient(server.url, account);
    const loadAverage = loadavg().map((value) => Number(value.toFixed(2)));
    const measured = await measureExport(server, () => postExport(client));
    log(
      `  ${measured.exportedRows} rows, ${(measured.bytes / 2 ** 20).toFixed(1)} MB in ${measured.seconds} s; ` +
        `peak RSS ${(measured.peakRssBytes / 2 ** 20).toFixed(1)} MB; longest /healthz wait ${measured.longestStallMs} ms` +
        `${measured.survived ? "" : "; THE SERVER DIED"}`,
    );
    return { dialect, rows, seedSeconds, loadAverage, ...measured };
  } finally {
    await server?.stop();
    if (dialect === "postgres") await sql`drop schema if exists ${sql.id(pgSchema)} cascade`.execute(handle.db);
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Both databases when PostgreSQL is configured, else SQLite alone. */
export async function benchExportAll(options: { rows?: number; log?: (line: string) => void } = {}) {
  const dialects: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const runs: ExportBench[] = [];
  for (const dialect of dialects) runs.push(await benchExport(dialect, options));
  return runs;
}

/** What must hold: the server survives, answers every row, and stays within the memory bound. */
export function exportFailures(runs: ExportBench[]): string[] {
  return runs.flatMap((run) => [
    ...(run.survived ? [] : [`export on ${run.dialect}: the server died (${run.failure ?? "no answer"})`]),
    ...(run.survived && run.exportedRows !== run.rows
      ? [`export on ${run.dialect}: ${run.exportedRows} of ${run.rows} rows (HTTP ${run.status})`]
      : []),
    ...(run.peakRssBytes > RSS_BOUND_BYTES
      ? [`export on ${run.dialect}: peak RSS ${(run.peakRssBytes / 2 ** 20).toFixed(1)} MB, over 300 MB`]
      : []),
  ]);
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

export function renderExport(runs: ExportBench[]): string[] {
  return [
    `## CSV export at ${(runs[0]?.rows ?? 0).toLocaleString("en")} applications`,
    "",
    "`npm run bench -- --only export` (or a full run): an admin posts the list page's export of every application " +
      "to the production server (`--max-old-space-size=160`), which streams it in keyset batches through csv-stringify " +
      "(issue 21). Meanwhile `/healthz` is asked one request after another; its longest wait is how long the event loop " +
      "was kept from answering anyone. RSS is sampled every 100 ms.",
    "",
    loadNote(runs),
    "",
    "| Database | Rows exported | Size | Time | RSS idle | Peak RSS | Longest /healthz wait | Server |",
    "|---|--:|--:|--:|--:|--:|--:|---|",
    ...runs.map(
      (run) =>
        `| ${run.dialect} | ${run.exportedRows.toLocaleString("en")} of ${run.rows.toLocaleString("en")} | ${mb(run.bytes)} | ${run.seconds} s | ${mb(run.idleRssBytes)} | ${mb(run.peakRssBytes)} | ${run.longestStallMs} ms | ${run.survived ? "answered throughout" : `**died** (${run.failure ?? ""})`} |`,
    ),
    "",
  ];
}
