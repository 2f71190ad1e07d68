import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { watchHealthz } from "#tests/healthz-watch.ts";
import { applicationRow } from "#tests/leads.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 21, item 2. The CSV export built the whole file in memory, synchronously: 11,111 rows kept
 * /healthz from answering for 5 s and 100,000 ran the production heap out. And it was a GET under a
 * SameSite=Lax cookie, so any site could make an admin's browser start one, each writing an audit row.
 */

const ROWS = 20_000;
/** Far above a batch's work and a GC pause on a busy machine; the old export stalled 2.7 s at 20,000 rows. */
const STALL_BOUND_MS = 1_000;

describe.each(testDialects)("the CSV export on %s", (dialect) => {
  const target = staffTargetFor(dialect, { ownServer: true });
  let admin: StaffClient;
  let adminEmail: string;
  const tag = randomUUID().slice(0, 8);

  const exportAudits = () =>
    target().read(async (db) => {
      const rows = await db
        .selectFrom("audit_log")
        .innerJoin("staff_users", "staff_users.id", "audit_log.staff_user_id")
        .select("audit_log.id")
        .where("staff_users.email", "=", adminEmail)
        .where("audit_log.action", "=", "export_csv")
        .execute();
      return rows.length;
    });

  beforeAll(async () => {
    const account = await target().createAccount("admin");
    adminEmail = account.email;
    await target().read(async (db) => {
      for (let from = 0; from < ROWS; from += 500) {
        const rows = Array.from({ length: 500 }, (_, index) =>
          applicationRow({
            business_name: `Bulk ${tag} ${from + index}`,
            applicant_email: `bulk${from + index}@bulk-${tag}.example`,
          }),
        );
        await db.insertInto("applications").values(rows).execute();
      }
    });
    // Signed in after the seeding, which blocks this process on SQLite: a keep-alive socket left idle
    // meanwhile could be closed by the server just as it is reused.
    admin = await staffClient(target().baseURL, account);
  });

  it("starts only from a post of the staff app's own form", async () => {
    const { baseURL } = target();
    const post = (headers: Record<string, string>, fields: Record<string, string>) =>
      fetch(`${baseURL}/inbox/applications/export`, {
        method: "POST",
        headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    // A link or image another site puts in front of the admin: the list, not a file.
    const get = await admin.get(`/inbox/applications/export?q=${tag}`);
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe(`/inbox/applications?q=${tag}`);
    const token = { csrf: admin.csrf, q: tag };
    const foreignOrigin = await post({ origin: "https://evil.example" }, token);
    expect([400, 403]).toContain(foreignOrigin.status);
    expect((await post({ origin: baseURL, "sec-fetch-site": "cross-site" }, token)).status).toBe(403);
    expect((await post({ origin: baseURL }, { q: tag })).status).toBe(403);
    expect((await post({ origin: baseURL }, { csrf: "x".repeat(43), q: tag })).status).toBe(403);
    expect(await exportAudits()).toBe(0);

    const own = await post({ origin: baseURL, "sec-fetch-site": "same-origin" }, { ...token, q: `${tag} 1999` });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(own.headers.get("content-disposition")).toMatch(/^attachment; filename="noema-applications-[\d-]+\.csv"$/);
    expect(own.headers.get("cache-control")).toBe("no-store");
    const csv = await own.text();
    expect(csv.split("\n")[0]).toMatch(/^ID,Received \(UTC\),Received,Status,Assigned to,First name,/);
    expect(csv).toContain(`bulk1999@bulk-${tag}.example`);
    expect(await exportAudits()).toBe(1);
  });

  it(`streams ${ROWS.toLocaleString("en")} rows while /healthz keeps answering`, async () => {
    const healthz = watchHealthz(target().baseURL);
    const response = await admin.post("/inbox/applications/export", { q: tag });
    const csv = await response.text();
    const watched = await healthz.stop();
    expect(response.status).toBe(200);
    expect(csv.split(`@bulk-${tag}.example`)).toHaveLength(ROWS + 1);
    expect(watched.failure).toBeUndefined();
    expect(watched.longestMs).toBeLessThan(STALL_BOUND_MS);
    expect((await fetch(`${target().baseURL}/healthz`)).status).toBe(200);
  });
});
