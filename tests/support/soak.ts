import { BENCH_ALTCHA_KEY, solvedCaptcha } from "./contact-posts.ts";
import { TEST_WEBHOOK_SECRET } from "./env.ts";
import { samplePeakRss } from "./memory.ts";
import { behindNginxEnv, freePort, startNginx } from "./nginx.ts";
import { createPgSchema } from "./postgres-schema.ts";
import { startWebhookServer } from "./receivers.ts";
import { type RunningServer, startServer } from "./server.ts";
import { contactFields, openVisit, postForm } from "./visitor.ts";

/*
 * The soak (issue 13): an open-loop load at a fixed arrival rate, four page views to one
 * contact submission, against two instances on one PostgreSQL schema and Redis behind the
 * shipped nginx configuration. Requests start on schedule whatever the answers' speed, so a
 * slow server shows in the latencies instead of slowing the load.
 */

export interface SoakReport {
  seconds: number;
  ratePerSecond: number;
  requests: number;
  submissions: number;
  errors: string[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The higher of the two instances' peak resident memory during the soak. */
  peakRssBytes: number;
}

const PAGES = ["/", "/about", "/insights", "/contact"];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

export async function runSoak(seconds: number, ratePerSecond: number): Promise<SoakReport> {
  const schema = await createPgSchema("soak");
  const webhook = await startWebhookServer();
  const nginxPort = await freePort();
  const env = {
    ...behindNginxEnv(schema.databaseUrl, nginxPort),
    ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY,
    SESSION_SECRET: "soak-test-session-secret-0123456789abcdef",
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    RATE_LIMIT_FORM_MAX: "100000000",
    LOG_LEVEL: "warn",
  };
  const instances: RunningServer[] = [await startServer(env), await startServer(env)];
  const nginx = await startNginx(
    "nginx.conf",
    nginxPort,
    instances.map((instance) => Number(new URL(instance.url).port)),
  );
  const peaks = instances.map((instance) => samplePeakRss(instance.process.pid ?? 0));
  try {
    const base = nginx.url;
    const visit = await openVisit(base);
    const latencies: number[] = [];
    const errors: string[] = [];
    let submissions = 0;
    const one = async (index: number) => {
      const started = performance.now();
      try {
        if (index % 5 === 4) {
          submissions++;
          const fields = contactFields(`soak-${index}`, await solvedCaptcha(BENCH_ALTCHA_KEY), visit);
          const response = await postForm(base, "/contact", fields, visit, { origin: base });
          await response.arrayBuffer();
          if (response.status !== 200) errors.push(`POST /contact: ${response.status}`);
        } else {
          const pathname = PAGES[index % PAGES.length] ?? "/";
          const response = await fetch(`${base}${pathname}`, { headers: { "accept-encoding": "gzip" } });
          await response.arrayBuffer();
          if (response.status !== 200) errors.push(`GET ${pathname}: ${response.status}`);
        }
      } catch (error) {
        errors.push(String(error));
      }
      latencies.push(performance.now() - started);
    };
    const total = Math.round(seconds * ratePerSecond);
    const startedAt = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let index = 0; index < total; index++) {
      const due = startedAt + (index * 1000) / ratePerSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(one(index));
    }
    await Promise.all(inFlight);
    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      seconds,
      ratePerSecond,
      requests: total,
      submissions,
      errors,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? 0),
      peakRssBytes: Math.max(...peaks.map((peak) => peak.stop())),
    };
  } finally {
    await nginx.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await webhook.close();
    await schema.dispose();
  }
}
