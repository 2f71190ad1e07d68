import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { launchBrowser } from "#tests/browser.ts";
import { publicPaths } from "#tests/routes.ts";
import { formDocumentBudgetBytes } from "#tests/quality/checks.ts";
import { startServer } from "#tests/server.ts";
import { measurePageWeight } from "#tests/quality/page-weight.ts";
import { BENCH_ALTCHA_KEY, contactSubmissions, openFormSession } from "#tests/contact-posts.ts";
import {
  BENCH_SESSION_SECRET,
  confirmationBodies,
  combineRawInserts,
  outboxSettled,
  rawInsertsPerSecond,
} from "./forms.ts";
import { combineRounds, type LoadResult, runLoad } from "./load.ts";
import { formConnections, log, pageConnections, seconds, smoke } from "./options.ts";
import { rssBytes, samplePeakRss } from "#tests/memory.ts";
import { ROOT, documentHeaders, startBareExpress, startStaticServer } from "./processes.ts";
import type { BenchReport, FormRun } from "./report.ts";
import { buildStarter } from "./starter.ts";
import { FORM_REGION_HEADER } from "#app/shared/forms/field-names.ts";

type Sections = "all" | "forms" | "prerendered";
/** What a browser's own form post asks for. */
const BROWSER_HEADERS = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
/** What the form module's fetch asks for (form-send.ts): the contact form's region alone (ContactForm.tsx's id). */
const FORM_MODULE_HEADERS = { accept: "text/html", [FORM_REGION_HEADER]: "contact-form-region" };
/** Turns each server takes in benchmark 1 (one in smoke mode). */
const PRERENDERED_ROUNDS = 3;

/** Benchmarks 1–5 on one production server beside a static one: pages, forms, memory, bytes. */
export async function runLoadSections(report: BenchReport, sections: Sections) {
  const app = await startServer({
    RATE_LIMIT_FORM_MAX: "1000000000",
    ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY,
    SESSION_SECRET: BENCH_SESSION_SECRET,
  });
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
    try {
      if (sections !== "forms") {
        report.prerendered = await benchPrerendered(app.url, staticServer.url, "/about");
        // Issue 27: the contact form's page is a document too, held to the same goal beside its own baseline.
        report.formDocument = await benchPrerendered(app.url, staticServer.url, "/contact");
        if (sections === "prerendered") {
          printPrerendered(report.prerendered);
          return printPrerendered(report.formDocument);
        }
      }
      report.forms = await benchForms(app.url, path.join(app.dataDir, "noema.sqlite"));
      if (sections === "forms") return printForms(report.forms);
    } finally {
      report.memory = { idleBytes: idle, peakUnderLoadBytes: { app: appPeak.stop(), static: staticPeak.stop() } };
    }
    report.weight = await benchWeight(app.url);
  } finally {
    await staticServer.stop();
    await app.stop();
  }
}

/**
 * 1. A prerendered page against the same file from node:http, bare and with the page's own headers, and
 * from bare Express; in alternating rounds, so a change in the machine's load weighs on all alike.
 */
async function benchPrerendered(
  appUrl: string,
  staticUrl: string,
  pagePath: string,
): Promise<NonNullable<BenchReport["prerendered"]>> {
  log(`prerendered ${pagePath}: app vs node:http static server, bare and with the page's headers`);
  const headers = await documentHeaders(`${appUrl}${pagePath}`);
  const headersFile = path.join(mkdtempSync(path.join(tmpdir(), "noema-bench-headers-")), "headers.json");
  writeFileSync(headersFile, JSON.stringify(headers));
  const sameResponse = await startStaticServer(path.join(ROOT, "build", "client"), headersFile);
  const bareExpress = await startBareExpress(path.join(ROOT, "build", "client", pagePath.slice(1), "index.html"));
  try {
    const urls = { app: appUrl, baseline: staticUrl, sameResponse: sameResponse.url, bareExpress: bareExpress.url };
    const rounds = smoke ? 1 : PRERENDERED_ROUNDS;
    const duration = Math.max(1, Math.round(seconds / rounds));
    const results = { app: [], baseline: [], sameResponse: [], bareExpress: [] } as Record<
      keyof typeof urls,
      LoadResult[]
    >;
    for (let round = 0; round < rounds; round++) {
      const order = Object.keys(urls) as (keyof typeof urls)[];
      for (const name of round % 2 === 0 ? order : order.reverse())
        results[name].push(await runLoad({ url: `${urls[name]}${pagePath}`, connections: pageConnections, duration }));
    }
    return {
      path: pagePath,
      app: combineRounds(results.app),
      baseline: combineRounds(results.baseline),
      sameResponse: combineRounds(results.sameResponse),
      headers: {
        count: headers.length,
        bytes: headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0),
      },
      bareExpress: combineRounds(results.bareExpress),
    };
  } finally {
    await Promise.all([sameResponse.stop(), bareExpress.stop()]);
    rmSync(path.dirname(headersFile), { recursive: true, force: true });
  }
}

function printPrerendered({ path, app, baseline, sameResponse, bareExpress }: NonNullable<BenchReport["prerendered"]>) {
  console.log(path);
  const line = (name: string, load: LoadResult) =>
    `${name.padEnd(24)} ${String(load.requestsPerSecond).padStart(6)} req/s  p50 ${load.p50Ms} ms  p99 ${load.p99Ms} ms  failed ${load.failed}`;
  console.log(line("Noema", app));
  console.log(line("node:http", baseline));
  if (sameResponse) console.log(line("node:http, same headers", sameResponse));
  console.log(line("bare Express", bareExpress));
  console.log(`ratio Noema / node:http: ${(app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
  if (sameResponse)
    console.log(
      `ratio Noema / node:http, same headers: ${(app.requestsPerSecond / sameResponse.requestsPerSecond).toFixed(2)}`,
    );
}

/**
 * 3. Accepted contact-form submissions, end to end, vs raw Kysely inserts on the same database:
 * with JS the form's module posts to /contact with fetch, naming the form's region (decision 079: that region alone is
 * its answer); without JS the browser posts the same form there itself and gets the page.
 */
async function benchForms(appUrl: string, sqliteFile: string): Promise<NonNullable<BenchReport["forms"]>> {
  const count = smoke ? 100 : 8000;
  await openFormSession(appUrl);
  /** `withQuery`: the body is also the query, as the confirm page's form posts to `?token=…` (its loader reads it). */
  const post = (
    requestPath: string,
    bodies: string[],
    withQuery = false,
    asSent: Record<string, string> = BROWSER_HEADERS,
  ) => {
    let next = 0;
    log(`POST ${requestPath}`);
    return runLoad({
      url: appUrl,
      connections: formConnections,
      duration: seconds,
      amount: bodies.length,
      requests: [
        {
          method: "POST",
          path: requestPath,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: appUrl, ...asSent },
          setupRequest: (request) => {
            const body = bodies[next++ % bodies.length] ?? "";
            return { ...request, body, ...(withQuery ? { path: `${requestPath}?${body}` } : {}) };
          },
        },
      ],
    });
  };
  const rowsOf = (sql: string, ...params: string[]) => {
    const db = new Database(sqliteFile, { readonly: true });
    try {
      return (db.prepare(sql).get(...params) as { n: number }).n;
    } finally {
      db.close();
    }
  };
  const stored = (label: string) =>
    rowsOf("select count(*) as n from contact_messages where last_name like ?", `${label} %`);
  const benchForm = async (requestPath: string, label: string, asSent?: Record<string, string>): Promise<FormRun> => {
    log(`solving ${count} captcha challenges for POST ${requestPath}`);
    const load = await post(requestPath, await contactSubmissions(count, BENCH_ALTCHA_KEY, label), false, asSent);
    return { path: requestPath, load, storedRows: stored(label) };
  };
  // The baseline in two halves, before and after the main run, with the outbox worker idle: a change in the
  // machine's load weighs on both alike.
  const baselineHalf = async () => {
    await outboxSettled(sqliteFile);
    log("raw Kysely inserts");
    return {
      submission: await rawInsertsPerSecond(sqliteFile, seconds / 2, "submission"),
      contactRow: await rawInsertsPerSecond(sqliteFile, seconds / 4, "contact row"),
    };
  };
  const before = await baselineHalf();
  const withJs = await benchForm("/contact", "js", FORM_MODULE_HEADERS);
  const after = await baselineHalf();
  const withoutJs = await benchForm("/contact", "nojs");
  // Without JavaScript there is no captcha at all: held (decision 076), then confirmed from the mail's button.
  const submit = await post("/contact", await contactSubmissions(count, null, "held"));
  const held = rowsOf("select count(*) as n from pending_submissions where value like ?", '%"lastName":"held %');
  const confirm = await post("/confirm-submission", confirmationBodies(sqliteFile, "held"), true);
  const forwarded = rowsOf(
    "select count(*) as n from outbox where kind = 'lead_webhook' and payload like ?",
    '%"lastName":"held %',
  );
  return {
    withJs,
    withoutJs,
    held: {
      submit: { path: "/contact", load: submit, storedRows: held },
      confirm: { path: "/confirm-submission", load: confirm, storedRows: stored("held") },
      forwarded,
    },
    baseline: combineRawInserts([before.submission, after.submission]),
    contactRowBaseline: combineRawInserts([before.contactRow, after.contactRow]),
  };
}

function printForms({ withJs, withoutJs, held, baseline, contactRowBaseline }: NonNullable<BenchReport["forms"]>) {
  for (const run of [withJs, withoutJs, ...(held ? [held.submit, held.confirm] : [])])
    log(
      `${run.path}: ${run.load.requestsPerSecond} req/s, p50 ${run.load.p50Ms} ms, p99 ${run.load.p99Ms} ms, ` +
        `${run.load.total} answered, ${run.load.failed} failed, ${run.storedRows} stored`,
    );
  if (held) log(`held and confirmed: ${held.confirm.storedRows} leads, ${held.forwarded} queued for the webhook`);
  log(`raw Kysely, a submission's rows: ${baseline.insertsPerSecond} transactions/s`);
  if (contactRowBaseline) log(`raw Kysely, one contact row: ${contactRowBaseline.insertsPerSecond} inserts/s`);
  for (const run of [withJs, withoutJs])
    log(
      `${run.path}: ${(run.load.requestsPerSecond / Math.max(1, baseline.insertsPerSecond)).toFixed(2)}× of the baseline`,
    );
}

/** 4. JS and CSS bytes per route against a bare React Router 8 starter page. */
async function benchWeight(appUrl: string): Promise<NonNullable<BenchReport["weight"]>> {
  log("JS and CSS bytes per route");
  const starterServer = await startStaticServer(buildStarter());
  const browser = await launchBrowser();
  try {
    const pages = [];
    for (const route of smoke ? ["/", "/contact"] : publicPaths)
      pages.push(
        await measurePageWeight(browser, appUrl, route, { interact: formDocumentBudgetBytes(route) !== undefined }),
      );
    return { pages, baseline: await measurePageWeight(browser, starterServer.url, "/") };
  } finally {
    await browser.close();
    await starterServer.stop();
  }
}
