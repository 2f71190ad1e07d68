import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_WEBHOOK_SECRET } from "#tests/env.ts";
import { bySize, recordFault } from "#tests/fault-report.ts";
import { startWebhookServer } from "#tests/receivers.ts";
import { behindNginxEnv, freePort, missingDeploymentServices, startNginx, type RunningNginx } from "#tests/nginx.ts";
import { type PgSchema, createPgSchema } from "#tests/postgres-schema.ts";
import { type Visit, contactFields, openVisit, postForm, solveCaptchaFrom } from "#tests/visitor.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { signInNewMember } from "#tests/staff.ts";

/*
 * The documented deployment, as tested: two instances on one PostgreSQL schema and one Redis,
 * behind nginx running the configuration shipped in docs/operations/, in its Host-keeping and
 * its Host-rewriting form. No keys are given: the instances share the ones in the database.
 */
const missing = missingDeploymentServices();
const templates = ["nginx.conf", "nginx-host-rewrite.conf"];

/** A documentation address of its own, so no other test or run shares its rate-limit budget. */
// A fresh /64 each time: the rate limits count IPv6 clients per /64 (decision 047).
const uniqueAddress = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

describe.skipIf(missing.length > 0).each(templates)(
  `two instances behind nginx (%s)${missing.length ? `: skipped, needs ${missing.join(", ")}` : ""}`,
  (template) => {
    let schema: PgSchema;
    let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
    let nginx: RunningNginx;
    let env: Record<string, string>;
    const instances: RunningServer[] = [];
    const everyInstance: RunningServer[] = [];
    const stored: string[] = [];

    const start = async (port = "0") => {
      const server = await startServer({ ...env, PORT: port });
      everyInstance.push(server);
      return server;
    };

    beforeAll(async () => {
      schema = await createPgSchema("nginx");
      webhook = await startWebhookServer();
      const nginxPort = await freePort();
      env = {
        ...behindNginxEnv(schema.databaseUrl, nginxPort),
        LEAD_WEBHOOK_URL: webhook.url,
        LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        RATE_LIMIT_FORM_MAX: "3",
      };
      instances.push(await start(), await start());
      nginx = await startNginx(
        template,
        nginxPort,
        instances.map((instance) => Number(new URL(instance.url).port)),
      );
    });
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(everyInstance.map((instance) => instance.stop()));
      await webhook?.close();
      await schema?.dispose();
    });

    /** Posts a contact message as a visitor at `address`; remembers it when it was accepted. */
    async function sendLead(baseUrl: string, visit: Visit, altcha: string, address: string) {
      const lastName = `nginx-${randomUUID()}`;
      const response = await postForm(baseUrl, "/contact", contactFields(lastName, altcha, visit), visit, {
        origin: nginx.url,
        "x-forwarded-for": address,
      });
      await response.arrayBuffer();
      if (response.status === 200) stored.push(lastName);
      return response.status;
    }

    it("accepts on one instance a captcha fetched through the other", async () => {
      const [first, second] = instances as [RunningServer, RunningServer];
      for (const [issuer, receiver] of [
        [first, second],
        [second, first],
      ] as const) {
        const visit = await openVisit(receiver.url);
        const status = await sendLead(receiver.url, visit, await solveCaptchaFrom(issuer.url), uniqueAddress());
        expect(status).toBe(200);
      }
      // And the whole way through nginx.
      const visit = await openVisit(nginx.url);
      expect(await sendLead(nginx.url, visit, await solveCaptchaFrom(nginx.url), uniqueAddress())).toBe(200);
    });

    it("counts the form rate limit in one budget across instances", async () => {
      const address = uniqueAddress();
      const visits = await Promise.all(instances.map((instance) => openVisit(instance.url)));
      const invalid = (index: number) => {
        const instance = instances[index % 2] as RunningServer;
        const visit = visits[index % 2] as Visit;
        return postForm(instance.url, "/contact", { email: "", csrf: visit.csrf }, visit, {
          origin: nginx.url,
          "x-forwarded-for": address,
        }).then((response) => response.status);
      };
      // The budget is three: spent across both instances, the fourth is refused by either.
      expect([await invalid(0), await invalid(1), await invalid(2)]).toEqual([400, 400, 400]);
      expect([await invalid(3), await invalid(4)]).toEqual([429, 429]);
    });

    it("keeps a staff session valid on either instance", async () => {
      const [first, second] = instances as [RunningServer, RunningServer];
      const session = await signInNewMember({
        dataDir: first.dataDir,
        databaseUrl: schema.databaseUrl,
        name: "Nia Staff",
        url: first.url,
        headers: { origin: nginx.url, "x-forwarded-for": uniqueAddress() },
      });
      for (const instance of [second, first]) {
        const inbox = await fetch(`${instance.url}/inbox/applications`, {
          headers: { cookie: `${session}` },
          redirect: "manual",
        });
        expect(inbox.status).toBe(200);
        expect(await inbox.text()).toContain("Nia Staff");
      }
    });

    // CI size: one rolling restart under two visitors; full size (npm run bench): three under four.
    const leads = bySize(10, 100);
    const rounds = bySize(1, 3);
    const visitors = bySize(2, 4);
    it("drops nothing during a rolling restart under load", { timeout: bySize(120_000, 600_000) }, async () => {
      const captchas: string[] = [];
      for (let index = 0; index < leads; index++) captchas.push(await solveCaptchaFrom(nginx.url));
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let running = true;
      const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

      const visitor = async () => {
        while (running) {
          try {
            for (const pathname of ["/", "/contact", "/insights"]) {
              const page = await fetch(`${nginx.url}${pathname}`);
              await page.arrayBuffer();
              count(page.status);
              if (page.status !== 200) failures.push(`GET ${pathname}: ${page.status}`);
            }
            const altcha = captchas.pop();
            if (altcha) {
              const visit = await openVisit(nginx.url);
              const status = await sendLead(nginx.url, visit, altcha, uniqueAddress());
              count(status);
              if (status !== 200) failures.push(`POST /contact: ${status}`);
            }
          } catch (error) {
            failures.push(String(error));
          }
        }
      };
      const load = Array.from({ length: visitors }, () => visitor());

      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await pause(500);
      const exitCodes: (number | null)[] = [];
      for (let round = 0; round < rounds; round++) {
        for (const index of [0, 1]) {
          const old = instances[index] as RunningServer;
          old.process.kill("SIGTERM");
          exitCodes.push(await old.exited);
          instances[index] = await start(new URL(old.url).port);
          // Some traffic on the new instance before the next one stops.
          await pause(1_500);
        }
      }
      // Whatever captchas are left go out before the load stops.
      while (captchas.length && failures.length === 0) await pause(100);
      running = false;
      await Promise.all(load);
      const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      recordFault({
        fault: `Rolling restart behind nginx (${template})`,
        database: "postgres",
        outcome:
          `${exitCodes.length} SIGTERM restarts under ${visitors} visitors: ${answered} requests answered, ` +
          `${failures.length} failed, ${leads - captchas.length} of ${leads} leads posted`,
      });
      expect(exitCodes).toEqual(Array(rounds * 2).fill(0));

      expect(failures, nginx.errorLog()).toEqual([]);
      expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
      expect(captchas).toEqual([]);
    });

    it("stores every accepted lead once and delivers each to the webhook once", async () => {
      const rows = await schema.handle.db
        .selectFrom("contact_messages")
        .select(["id", "last_name"])
        .where("last_name", "like", "nginx-%")
        .execute();
      expect(rows.map((row) => row.last_name).sort()).toEqual([...stored].sort());
      const ids = rows.map((row) => row.id).sort();
      await vi.waitFor(() => expect([...webhook.successesByKey().keys()].sort()).toEqual(ids), {
        timeout: 20_000,
        interval: 200,
      });
      expect([...webhook.successesByKey().values()].every((deliveries) => deliveries === 1)).toBe(true);
    });
  },
);
