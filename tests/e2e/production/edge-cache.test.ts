import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formEnvelope } from "#tests/form-envelope.ts";
import { validApplication } from "#tests/fixtures.ts";
import { rawRequest } from "#tests/http.ts";
import {
  type ShippedNginx,
  behindNginxEnv,
  currentBuildId,
  freePort,
  missingDeploymentServices,
  startNginx,
} from "#tests/nginx.ts";
import { type PgSchema, createPgSchema } from "#tests/postgres-schema.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { signInNewMember } from "#tests/staff.ts";
import { contactFields, openVisit, postForm, solveCaptchaFrom } from "#tests/visitor.ts";

/*
 * Issue 19, "a real cache in front, tested": two instances on one PostgreSQL schema and one
 * Redis behind docs/operations/nginx-cache.conf as shipped (decision 067). Content pages are
 * served from the cache after one request to Node; forms post through it; staff and founder
 * pages always reach Node; a deploy's new build id replaces every cached page.
 */
const missing = missingDeploymentServices();
const METRICS_TOKEN = "m".repeat(40);
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

/** Issue 19's content routes: one of each kind, and a 404; and issue 27's public form pages, documents too (078). */
const CONTENT_PAGES = [
  "/",
  "/companies",
  "/software",
  "/insights",
  "/insights/reading-a-venture-debt-term-sheet",
  "/about",
  "/who-we-fund",
  "/process",
  "/faqs",
  "/case-studies",
  "/terms-and-conditions",
  "/privacy-policy",
  "/no-such-page",
  "/contact",
  "/apply",
  "/newsletter",
  "/venture-debt-calculator",
  "/venture-debt-calculator?round=5000000",
  "/apply?raise=12000000&facility=3000000&currency=EUR",
];

const RENDERED_ON_REQUEST = [
  "/privacy-policy",
  "/no-such-page",
  "/venture-debt-calculator?round=5000000",
  "/apply?raise=12000000&facility=3000000&currency=EUR",
];

describe.skipIf(missing.length > 0)(
  `two instances behind the nginx cache${missing.length ? `: skipped, needs ${missing.join(", ")}` : ""}`,
  () => {
    let schema: PgSchema;
    let nginx: ShippedNginx;
    let env: Record<string, string>;
    const instances: RunningServer[] = [];

    beforeAll(async () => {
      schema = await createPgSchema("edge");
      const nginxPort = await freePort();
      env = {
        ...behindNginxEnv(schema.databaseUrl, nginxPort),
        METRICS_TOKEN,
        PORT: "0",
      };
      instances.push(await startServer(env), await startServer(env));
      const ports = instances.map((instance) => Number(new URL(instance.url).port));
      nginx = await startNginx("nginx-cache.conf", nginxPort, ports);
    });
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await schema?.dispose();
    });

    /** Requests both instances have answered so far (their own /metrics and probes left out). */
    async function nodeRequests(): Promise<number> {
      let total = 0;
      for (const instance of instances) {
        const text = await (
          await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        ).text();
        for (const line of text.split("\n")) {
          const match = /^noema_http_requests_total\{(.*)\} (\d+)$/.exec(line);
          if (match && !/route="\/(?:metrics|healthz|readyz)"/.test(match[1] ?? "")) total += Number(match[2]);
        }
      }
      return total;
    }
    /** Node's count is taken when a response closes, a moment after nginx has it. */
    const expectNodeRequests = (count: number) => expect.poll(nodeRequests, { timeout: 2_000 }).toBe(count);
    const get = (pathname: string, headers: Record<string, string> = {}) =>
      rawRequest(nginx.url, { path: pathname, headers: { ...BROWSER, ...headers } });

    it.each(CONTENT_PAGES)("serves the second GET of %s from the cache; Node sees one request", async (page) => {
      const before = await nodeRequests();
      const first = await get(page);
      expect(first.headers["x-cache-status"]).toBe("MISS");
      // Built documents are kept a day; those rendered on request (admin-set periods, 404s) five minutes (decision 065).
      expect(first.headers["cache-control"]).toBe(
        RENDERED_ON_REQUEST.includes(page)
          ? "public, max-age=60, s-maxage=300, stale-while-revalidate=3600"
          : "public, max-age=60, s-maxage=86400, stale-while-revalidate=604800",
      );
      expect(first.headers["set-cookie"]).toBeUndefined();
      expect(first.headers.etag).toBeTruthy();

      const second = await get(page);
      expect(second.headers["x-cache-status"]).toBe("HIT");
      expect(second.status).toBe(first.status);
      expect(second.body).toBe(first.body);
      // A validator can turn only a success into 304 (RFC 9110, 13.1.2); the 404 is answered again in full.
      const notModified = await get(page, { "if-none-match": `${first.headers.etag}` });
      expect(notModified.status).toBe(first.status === 200 ? 304 : first.status);
      await expectNodeRequests(before + 1);
    });

    it("posts the contact form through the cache and stores it", async () => {
      const visit = await openVisit(nginx.url);
      const lastName = `edge-${randomUUID()}`;
      const altcha = await solveCaptchaFrom(nginx.url);
      const response = await postForm(nginx.url, "/contact", contactFields(lastName, altcha, visit), visit);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache-status")).toBeNull();
      const rows = await schema.handle.db
        .selectFrom("contact_messages")
        .select("id")
        .where("last_name", "=", lastName)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("posts an application through the cache and stores it", async () => {
      const visit = await openVisit(nginx.url);
      const businessName = `Edge ${randomUUID()}`;
      const altcha = await solveCaptchaFrom(nginx.url);
      const fields = { ...validApplication, businessName, ...formEnvelope({ captcha: altcha, csrf: visit.csrf }) };
      const response = await postForm(nginx.url, "/apply", fields, visit);
      expect(response.status).toBe(200);
      const rows = await schema.handle.db
        .selectFrom("applications")
        .select("id")
        .where("business_name", "=", businessName)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("never caches the answer to a form's post, nor a page that carries a visitor's token", async () => {
      for (const page of ["/newsletter/confirm?token=not-a-token", "/confirm-submission?token=not-a-token"]) {
        const before = await nodeRequests();
        for (let count = 0; count < 2; count++) {
          const response = await get(page);
          expect(response.headers["x-cache-status"], page).not.toBe("HIT");
          expect(response.headers["cache-control"], page).toMatch(/no-store|private/);
        }
        // At least these two: nginx may renew another page in the background meanwhile (stale-while-revalidate).
        await expect.poll(nodeRequests, { timeout: 5_000 }).toBeGreaterThanOrEqual(before + 2);
      }
    });

    it("never caches staff pages: each GET reaches Node, and no one else gets them", async () => {
      const session = await signInNewMember({
        dataDir: (instances[0] as RunningServer).dataDir,
        databaseUrl: schema.databaseUrl,
        name: "Nia Edge",
        url: nginx.url,
      });

      const before = await nodeRequests();
      for (let count = 0; count < 2; count++) {
        const inbox = await get("/inbox/applications", { cookie: `${session}`, "accept-encoding": "identity" });
        expect(inbox.status).toBe(200);
        expect(inbox.headers["x-cache-status"]).toBe("BYPASS");
        expect(inbox.body).toContain("Nia Edge");
      }
      const stranger = await get("/inbox/applications", { "accept-encoding": "identity" });
      expect(stranger.status).toBe(302);
      expect(stranger.body).not.toContain("Nia Edge");
      await expectNodeRequests(before + 3);
    });

    it("never caches founder pages: each GET reaches Node", async () => {
      for (const page of ["/account", "/account/sign-in"]) {
        const before = await nodeRequests();
        for (let count = 0; count < 2; count++) {
          expect((await get(page)).headers["x-cache-status"], page).toBe("BYPASS");
        }
        // At least these two: nginx may renew another page in the background meanwhile (stale-while-revalidate).
        await expect.poll(nodeRequests, { timeout: 5_000 }).toBeGreaterThanOrEqual(before + 2);
      }
    });

    it("keeps serving cached pages while both instances restart", async () => {
      await get("/about");
      for (const instance of instances) instance.process.kill("SIGTERM");
      await Promise.all(instances.map((instance) => instance.exited));
      const during = await get("/about");
      expect(during.status).toBe(200);
      expect(during.headers["x-cache-status"]).toBe("HIT");
      for (const [index, old] of instances.entries()) {
        await old.stop();
        instances[index] = await startServer({ ...env, PORT: new URL(old.url).port });
      }
    });

    it("replaces every cached page once the new build's id is deployed", async () => {
      for (const page of CONTENT_PAGES) expect((await get(page)).headers["x-cache-status"], page).toBe("HIT");
      // The deploy: every instance on the new build (above), then its id into nginx and a reload.
      await nginx.deployBuildId(`${currentBuildId()}-next`);
      const before = await nodeRequests();
      for (const page of CONTENT_PAGES) {
        expect((await get(page)).headers["x-cache-status"], page).toBe("MISS");
        expect((await get(page)).headers["x-cache-status"], page).toBe("HIT");
      }
      await expectNodeRequests(before + CONTENT_PAGES.length);
    });
  },
);
