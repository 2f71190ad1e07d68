// `npm run demo`: fills a development database (DATA_DIR, or DATABASE_URL) with about 60 realistic
// leads from across Europe in every stage, with notes, conversations, tasks and documents, so a
// review or a screenshot shows the product as partners use it. Refuses NODE_ENV=production.
import { randomUUID } from "node:crypto";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import { readFileSync } from "node:fs";
import { parseEcbRates } from "#app/shared/money/ecb-rates.ts";
import { closeDatabase, getDatabase, migrateToLatest } from "#app/platform/db/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { normalizeApplications } from "#app/shared/money/normalize.server.ts";
import { storeEcbRates } from "#app/shared/money/rates.server.ts";
import { createStaffUser } from "#app/staff/server/accounts.server.ts";
import type { StaffUser } from "#app/staff/server/auth.server.ts";
import { demoApplications } from "./demo/build-leads.ts";
import { DEMO_ANSWERS, DEMO_PARTNERS, DEMO_PDF, DEMO_QUESTIONS, DEMO_TASKS, DEMO_WRITERS } from "./demo/people.ts";

if (process.env.NODE_ENV === "production") {
  console.error("npm run demo fills a database with made-up leads: it refuses to run with NODE_ENV=production.");
  process.exit(1);
}

const PASSWORD = "demo-partner-2026";
const DAY = 86_400_000;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();

const handle = getDatabase();
await migrateToLatest(handle);
const { db } = handle;

const firstPartner = DEMO_PARTNERS[0]!;
if (await db.selectFrom("staff_users").select("id").where("email", "=", firstPartner.email).executeTakeFirst()) {
  console.log("This database already holds the demo data. Remove DATA_DIR (or the PostgreSQL schema) to start again.");
  await closeDatabase();
  process.exit(0);
}

const partners: StaffUser[] = [];
for (const partner of DEMO_PARTNERS) {
  const user = await createStaffUser(db, { ...partner, password: PASSWORD });
  await db.updateTable("staff_users").set({ time_zone: partner.timeZone }).where("id", "=", user.id).execute();
  partners.push(user);
}
const partner = (index: number) => partners[index % partners.length]!;

const applications = demoApplications(now);
await handle.write(async (trx) => {
  for (const [index, { row, moves }] of applications.entries()) {
    const owner = row.status === "new" && index % 3 !== 0 ? null : partner(index);
    await trx
      .insertInto("applications")
      .values({ ...row, assignee_id: owner?.id ?? null } as never)
      .execute();
    for (const move of moves) {
      await trx
        .insertInto("audit_log")
        .values({
          id: randomUUID(),
          staff_user_id: move.to === "withdrawn" ? null : partner(index).id,
          action: "status",
          target: `application:${row.id}`,
          ip: null,
          created_at: move.at,
          lead_kind: "application",
          lead_id: row.id,
          before_value: JSON.stringify({ status: move.from }),
          after_value: JSON.stringify({ status: move.to }),
        })
        .execute();
    }
    const lastMove = Date.parse(moves.at(-1)?.at ?? row.created_at);
    if (row.status !== "new") {
      await trx
        .insertInto("lead_notes")
        .values({
          id: randomUUID(),
          lead_kind: "application",
          lead_id: row.id,
          staff_user_id: partner(index).id,
          body: `First call done: strong ${String(row.industry).toLowerCase()} team, runway ${String(row.estimated_runway)} months.`,
          created_at: iso(Date.parse(row.created_at) + DAY),
          idempotency_key: null,
        })
        .execute();
    }
    if (row.status === "due_diligence" || row.status === "funded") {
      await addConversation(trx, row.id, index, lastMove);
      await addDocuments(trx, row.id, index, lastMove);
    }
    if (row.status === "reviewing" || row.status === "due_diligence") {
      await trx
        .insertInto("deal_tasks")
        .values({
          id: randomUUID(),
          application_id: row.id,
          title: DEMO_TASKS[index % DEMO_TASKS.length]!,
          // Some past due, so "My tasks" shows overdue ones.
          due_on: iso(now + ((index % 5) - 2) * DAY).slice(0, 10),
          assignee_id: partner(index).id,
          created_by: partner(index + 1).id,
          created_at: iso(lastMove),
          completed_at: null,
          completed_by: null,
        })
        .execute();
    }
  }
});

async function addConversation(trx: typeof db, applicationId: string, index: number, from: number) {
  const question = DEMO_QUESTIONS[index % DEMO_QUESTIONS.length]!;
  const answer = DEMO_ANSWERS[index % DEMO_ANSWERS.length]!;
  for (const [step, [author, body]] of (
    [
      ["staff", question],
      ["founder", answer],
    ] as const
  ).entries()) {
    await trx
      .insertInto("deal_messages")
      .values({
        id: randomUUID(),
        application_id: applicationId,
        author,
        staff_user_id: author === "staff" ? partner(index).id : null,
        body,
        created_at: iso(from + (step + 1) * 3_600_000),
        // Every third founder answer waits unread, so the staff navigation counts replies.
        read_at: author === "founder" && index % 3 === 0 ? null : iso(from + (step + 2) * 3_600_000),
        idempotency_key: randomUUID(),
      })
      .execute();
  }
}

async function addDocuments(trx: typeof db, applicationId: string, index: number, from: number) {
  const states = ["accepted", "received", "requested", "changes_needed"] as const;
  for (const [step, item] of documentsCopy.checklist.slice(0, 4).entries()) {
    const status = states[(index + step) % states.length]!;
    const requestId = randomUUID();
    await trx
      .insertInto("document_requests")
      .values({
        id: requestId,
        application_id: applicationId,
        item_key: item.key,
        title: item.title,
        status,
        staff_comment: status === "changes_needed" ? "Please include the notes to the accounts." : null,
        requested_by: partner(index).id,
        idempotency_key: null,
        created_at: iso(from),
        updated_at: iso(from + DAY),
      })
      .execute();
    if (status === "requested") continue;
    const fileId = randomUUID();
    await trx
      .insertInto("document_files")
      .values({
        id: fileId,
        request_id: requestId,
        application_id: applicationId,
        file_name: `${item.key}.pdf`,
        content_type: "application/pdf",
        size_bytes: DEMO_PDF.length,
        status: "complete",
        created_at: iso(from + DAY / 2),
      })
      .execute();
    await trx.insertInto("document_chunks").values({ file_id: fileId, seq: 0, data: DEMO_PDF }).execute();
  }
}

// Investors, press and partners write too; readers subscribe.
await handle.write(async (trx) => {
  for (const [index, [first, last, company, subject]] of DEMO_WRITERS.entries()) {
    await trx
      .insertInto("contact_messages")
      .values({
        id: randomUUID(),
        first_name: first,
        last_name: last,
        email: `${first.toLowerCase()}@${company.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
        company,
        subject,
        message: "We would like to talk about your next fund and how we could work together.",
        created_at: iso(now - (index + 1) * 2 * DAY),
        status: index < 3 ? "new" : "answered",
        assignee_id: index < 3 ? null : partner(index).id,
      })
      .execute();
    await trx
      .insertInto("newsletter_subscribers")
      .values({
        id: randomUUID(),
        email: `reader${index + 1}@${company.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
        status: index % 4 === 0 ? "pending" : "confirmed",
        created_at: iso(now - (index + 1) * DAY),
        confirmed_at: index % 4 === 0 ? null : iso(now - (index + 1) * DAY + 600_000),
        unsubscribed_at: null,
      })
      .execute();
  }
});

// Staff compare figures in the reporting currency: a sample of the ECB's daily file stands in for
// `npm run rates:load`, which a deployment runs against the ECB every day.
await storeEcbRates(
  db,
  parseEcbRates(readFileSync(new URL("../tests/fixtures/ecb/eurofxref-daily.xml", import.meta.url), "utf8")),
);
const normalized = await normalizeApplications(db, getEnv().REPORTING_CURRENCY);

console.log(`Added ${applications.length} applications with their history, notes, conversations, tasks and documents.`);
console.log(`Normalized ${normalized} of them into ${getEnv().REPORTING_CURRENCY} at the sample ECB rates.`);
console.log(`Sign in at /inbox with ${DEMO_PARTNERS.map((p) => p.email).join(", ")}; password: ${PASSWORD}`);
await closeDatabase();
