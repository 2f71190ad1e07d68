import { RouterContextProvider } from "react-router";
import type { Selectable } from "kysely";
import { beforeEach, describe, expect } from "vitest";
import { formEnvelope } from "./form-envelope.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { type PublicFormResult, handlePublicForm } from "#app/public-forms/server/public-form.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { appDatabaseForTests } from "./app-database.ts";
import { solvedCaptchaPayload } from "./captcha.ts";
import { type TestDialect, testDialects } from "./database.ts";
import { TEST_SITE_URL, applyTestEnv } from "./env.ts";

/* Requests, fixtures and a database for the tests of handlePublicForm (app/server/forms). */

export { validApplication, validContact } from "./fixtures.ts";

export interface RequestOptions {
  path?: string;
  origin?: string | null;
  /** Sec-Fetch-Site, as a browser sends it; none by default (the Origin check then applies). */
  fetchSite?: string;
  clientIp?: string;
}

export function postRequest(fields: Record<string, string>, options: RequestOptions = {}) {
  const body = new URLSearchParams(fields);
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  const origin = options.origin === undefined ? TEST_SITE_URL : options.origin;
  if (origin !== null) headers.set("origin", origin);
  if (options.fetchSite !== undefined) headers.set("sec-fetch-site", options.fetchSite);
  return new Request(`${TEST_SITE_URL}${options.path ?? "/contact"}`, { method: "POST", headers, body });
}

export function contextFor(clientIp = "203.0.113.10") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "nonce", csrfToken: "", clientIp, secure: false });
  return context;
}

export async function submitContact(fields: Record<string, string>, options: RequestOptions = {}) {
  return handlePublicForm({
    request: postRequest(fields, options),
    context: contextFor(options.clientIp),
    form: "contact",
  });
}

export async function submitApplication(fields: Record<string, string>, options: RequestOptions = {}) {
  return handlePublicForm({
    request: postRequest(fields, { path: "/apply", ...options }),
    context: contextFor(options.clientIp),
    form: "application",
  });
}

export async function withCaptcha(fields: Record<string, string>) {
  return { ...fields, ...formEnvelope({ captcha: await solvedCaptchaPayload() }) };
}

export function expectError(result: PublicFormResult, httpStatus: number, formError?: string) {
  expect(result.status).toBe("error");
  if (result.status !== "error") return;
  expect(result.httpStatus).toBe(httpStatus);
  if (formError !== undefined) {
    expect(result.formError).toBe(formError);
    expect(result.reply.error?.[""]).toEqual([formError]);
  }
}

type CountedTable = "contact_messages" | "applications" | "newsletter_subscribers" | "outbox" | "pending_submissions";
type LeadTable = "contact_messages" | "applications";

export type PublicFormDatabase = ReturnType<typeof publicFormDatabase>;

/** Declares `suite` once per test dialect (title has a %s for it), each with its own public-form database. */
export function describeOnEachDialect(title: string, suite: (database: PublicFormDatabase) => void) {
  describe.each(testDialects)(title, (dialect) => suite(publicFormDatabase(dialect)));
}

/** A fresh database of this dialect for the file, emptied before each test. */
export function publicFormDatabase(dialect: TestDialect) {
  const database = appDatabaseForTests(dialect);
  beforeEach(async () => {
    applyTestEnv();
    for (const table of [
      "outbox",
      "idempotency_keys",
      "captcha_solutions",
      "contact_messages",
      "applications",
      "pending_submissions",
    ] as const) {
      await database.handle.db.deleteFrom(table).execute();
    }
    await database.handle.db.deleteFrom("newsletter_subscribers").execute();
  });
  return {
    get handle() {
      return database.handle;
    },
    async count(table: CountedTable) {
      const row = await database.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The row a submission stored; fails the test with the form's errors when it stored none. */
    async storedLead<Table extends LeadTable>(table: Table, result: PublicFormResult) {
      if (result.status !== "success") throw new Error(`Not stored: ${JSON.stringify(result.reply.error)}`);
      const row = await database.handle.db
        .selectFrom(table as LeadTable)
        .selectAll()
        .where("id", "=", result.leadId)
        .executeTakeFirstOrThrow();
      return row as Selectable<Database[Table]>;
    },
  };
}
