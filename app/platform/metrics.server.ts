import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { getDatabase } from "#app/platform/db/db.server.ts";
import type { PublicFormName } from "#app/platform/db/schema.ts";
import { logger } from "./logger.server.ts";
import { newestRateDay } from "#app/shared/money/rates.server.ts";
import { type OutboxHealth, outboxHealth } from "#app/platform/outbox/dead-letter.server.ts";

/*
 * Prometheus metrics (decision 049), one registry per process. The HTTP server
 * (server/metrics-route.ts) records requests and serves GET /metrics through
 * `appMetrics`, which the startup module exports (decision 082): the server and the app bundle
 * must share this one instance. Route labels are route patterns, never raw
 * URLs, so a flood of odd paths cannot grow the series count.
 */

const registry = new Registry();
registry.setDefaultLabels({ service: "noema-web" });
// Process metrics, including nodejs_eventloop_lag_seconds and its percentiles.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

/** A counter on this process's registry. */
function counter<Label extends string>(name: string, help: string, labelNames: readonly Label[]) {
  return new Counter({ name, help, labelNames, registers: [registry] });
}

const httpRequests = counter(
  "noema_http_requests_total",
  "HTTP requests answered, by method, route pattern and status",
  ["method", "route", "status"],
);

const httpDuration = new Histogram({
  name: "noema_http_request_duration_seconds",
  help: "Time from request to the end of the response, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const formSubmissions = counter(
  "noema_form_submissions_total",
  "Public form posts by form, outcome (stored or refused) and HTTP status",
  ["form", "outcome", "status"],
);

const captchaRefusals = counter(
  "noema_captcha_refusals_total",
  "Form posts refused over their captcha: missing, expired, invalid or replayed",
  ["reason"],
);

// One query per scrape feeds both outbox gauges: their collect() calls start in the same tick and share it.
let outboxScrape: Promise<OutboxHealth | undefined> | undefined;
function scrapeOutbox() {
  outboxScrape ??= outboxHealth(getDatabase().db)
    .catch((error: unknown) => {
      logger.warn({ err: error }, "metrics: outbox counts unavailable");
      return undefined;
    })
    .finally(() => {
      outboxScrape = undefined;
    });
  return outboxScrape;
}

new Gauge({
  name: "noema_outbox_rows",
  help: "Outbox rows waiting (pending) or given up on (dead); dead rows need a person",
  labelNames: ["status"] as const,
  registers: [registry],
  async collect() {
    const health = await scrapeOutbox();
    this.reset();
    if (!health) return;
    this.set({ status: "pending" }, health.pending);
    this.set({ status: "dead" }, health.dead);
  },
});

new Gauge({
  name: "noema_outbox_oldest_pending_age_seconds",
  help: "Age of the oldest pending outbox row by the database clock (0 when none)",
  registers: [registry],
  async collect() {
    const health = await scrapeOutbox();
    this.reset();
    if (health) this.set(health.oldestPendingAgeSeconds);
  },
});

new Gauge({
  name: "noema_exchange_rates_age_seconds",
  help: "Age of the newest loaded ECB reference rates, from their day's 00:00 UTC (absent before the first load)",
  // A label, so that before the first load the series is absent rather than a misleading 0.
  labelNames: ["source"] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const newest = await newestRateDay(getDatabase().db).catch((error: unknown) => {
      logger.warn({ err: error }, "metrics: exchange rates unavailable");
      return undefined;
    });
    if (newest) this.set({ source: "ecb" }, Math.round((Date.now() - Date.parse(`${newest}T00:00:00Z`)) / 1000));
  },
});

export type FormOutcome = { status: "success" } | { status: "pending" } | { status: "error"; httpStatus: number };

/** Called once per public form post with its final answer. */
export function recordFormOutcome(form: PublicFormName, result: FormOutcome) {
  if (result.status === "success") formSubmissions.inc({ form, outcome: "stored", status: "200" });
  else if (result.status === "pending") formSubmissions.inc({ form, outcome: "held", status: "202" });
  else formSubmissions.inc({ form, outcome: "refused", status: String(result.httpStatus) });
}

export function recordCaptchaRefusal(reason: "missing" | "expired" | "invalid" | "replayed") {
  captchaRefusals.inc({ reason });
}

/** What the HTTP server needs; typed here, imported there as a type only. */
export const appMetrics = {
  contentType: registry.contentType,
  render: () => registry.metrics(),
  observeRequest(method: string, route: string, status: number, seconds: number) {
    const labels = { method, route, status: String(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
  },
};

export type AppMetrics = typeof appMetrics;

/** Test hook: zero every counter and histogram (default process metrics keep running). */
export function resetMetricsForTests() {
  for (const metric of [httpRequests, httpDuration, formSubmissions, captchaRefusals]) metric.reset();
}
