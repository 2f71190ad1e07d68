import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action as confirmAction, loader as confirmLoader } from "./newsletter.confirm.tsx";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "./newsletter.unsubscribe.tsx";
import {
  CONFIRMATION_RESEND_INTERVAL_MS,
  confirmationSentRecentlyQuery,
  storeNewsletterSubscription,
} from "#app/public-forms/server/stores.server.ts";
import {
  CONFIRM_TOKEN_TTL_MS,
  confirmSubscription,
  createNewsletterToken,
  unsubscribe,
  verifyNewsletterToken,
} from "./newsletter.server.ts";
import { OutboxWorker } from "#app/platform/outbox/worker.server.ts";
import { appDatabaseForTests } from "#tests/app-database.ts";
import { testDialects } from "#tests/database.ts";
import { TEST_SITE_URL, applyTestEnv } from "#tests/env.ts";
import { startSmtpServer } from "#tests/receivers.ts";

/** What React Router hands a loader or action. */
function routeArgs(request: Request, pattern: string) {
  return { request, params: {}, context: new RouterContextProvider(), url: new URL(request.url), pattern };
}

const CONFIRM = "/newsletter/confirm";
const UNSUBSCRIBE = "/newsletter/unsubscribe";
const SUBSCRIBER = "0b7c9d1e-2f3a-4b5c-8d6e-7f8091a2b3c4";

describe("newsletter tokens", () => {
  beforeEach(() => applyTestEnv());

  it("verifies its own tokens for their purpose only", () => {
    const confirm = createNewsletterToken("confirm", SUBSCRIBER);
    expect(verifyNewsletterToken("confirm", confirm)).toEqual({ ok: true, subscriberId: SUBSCRIBER });
    expect(verifyNewsletterToken("unsubscribe", confirm)).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects altered, foreign and malformed tokens", () => {
    const token = createNewsletterToken("unsubscribe", SUBSCRIBER);
    const otherId = token.replace(SUBSCRIBER, SUBSCRIBER.replace("0b7c", "1b7c"));
    expect(verifyNewsletterToken("unsubscribe", otherId).ok).toBe(false);
    expect(verifyNewsletterToken("unsubscribe", `${token.slice(0, -1)}A`).ok).toBe(false);
    expect(verifyNewsletterToken("unsubscribe", "").ok).toBe(false);
    expect(verifyNewsletterToken("unsubscribe", null).ok).toBe(false);
    applyTestEnv({ SESSION_SECRET: "a-different-session-secret-0123456789" });
    expect(verifyNewsletterToken("unsubscribe", token).ok).toBe(false);
  });

  it("expires confirm links after seven days but never unsubscribe links", () => {
    const issued = Date.now() - CONFIRM_TOKEN_TTL_MS - 1000;
    expect(verifyNewsletterToken("confirm", createNewsletterToken("confirm", SUBSCRIBER, issued))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(verifyNewsletterToken("unsubscribe", createNewsletterToken("unsubscribe", SUBSCRIBER, issued)).ok).toBe(
      true,
    );
  });
});

describe.each(testDialects)("double opt-in and unsubscribe on %s", (dialect) => {
  const database = appDatabaseForTests(dialect);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    applyTestEnv({ SMTP_URL: smtp.url });
    await database.handle.db.deleteFrom("outbox").execute();
    await database.handle.db.deleteFrom("newsletter_subscribers").execute();
  });
  afterEach(async () => {
    await smtp.close();
  });

  const subscribe = (email: string) =>
    database.handle.db.transaction().execute((trx) => storeNewsletterSubscription(trx, { email }, new Date()));
  const status = async (id: string) =>
    (
      await database.handle.db
        .selectFrom("newsletter_subscribers")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;
  const deliver = () => new OutboxWorker({ database: () => database.handle }).runOnce();
  const link = (text: string, path: string) => {
    const match = new RegExp(`${TEST_SITE_URL}${path}\\?token=(\\S+)`).exec(text);
    return match?.[1] ? decodeURIComponent(match[1]) : undefined;
  };

  it("mails a signed confirmation link with one-click unsubscribe headers, and the link confirms", async () => {
    const id = await subscribe("reader@example.com");
    expect(await status(id)).toBe("pending");
    await deliver();
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(["reader@example.com"]);
    expect(mail?.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail?.header("List-Unsubscribe")).toMatch(new RegExp(`^<${TEST_SITE_URL}/newsletter/unsubscribe\\?token=`));
    const confirmToken = link(mail?.text ?? "", "/newsletter/confirm");
    expect(confirmToken).toBeDefined();
    expect(link(mail?.text ?? "", "/newsletter/unsubscribe")).toBeDefined();

    expect(await confirmSubscription(database.handle.db, confirmToken ?? null)).toBe("confirmed");
    expect(await status(id)).toBe("confirmed");
    // A second click still reads as confirmed.
    expect(await confirmSubscription(database.handle.db, confirmToken ?? null)).toBe("confirmed");
  });

  it("does not mail a confirmed subscriber again, and re-confirms one who had left", async () => {
    const id = await subscribe("loyal@example.com");
    await confirmSubscription(database.handle.db, createNewsletterToken("confirm", id));
    await subscribe("loyal@example.com");
    await deliver();
    expect(smtp.mails).toHaveLength(0);

    await unsubscribe(database.handle.db, createNewsletterToken("unsubscribe", id));
    expect(await status(id)).toBe("unsubscribed");
    expect(await subscribe("LOYAL@example.com")).toBe(id);
    expect(await status(id)).toBe("pending");
    await deliver();
    expect(smtp.mails).toHaveLength(1);
  });

  it("sends at most one confirmation per address in ten minutes, however often it is submitted", async () => {
    const id = await subscribe("eager@example.com");
    await subscribe("eager@example.com");
    await subscribe("EAGER@example.com");
    await deliver();
    expect(smtp.mails).toHaveLength(1);
    const later = new Date(Date.now() + CONFIRMATION_RESEND_INTERVAL_MS + 1000);
    await database.handle.db
      .transaction()
      .execute((trx) => storeNewsletterSubscription(trx, { email: "eager@example.com" }, later));
    const queued = await database.handle.db.selectFrom("outbox").select("id").where("status", "=", "pending").execute();
    expect(queued).toHaveLength(1);
    expect(await status(id)).toBe("pending");
  });

  it("finds a recent confirmation by its indexed subscriber column, not by scanning payloads", async () => {
    const id = await subscribe("indexed@example.com");
    const rows = await database.handle.db
      .selectFrom("outbox")
      .select(["subscriber_id", "kind"])
      .where("kind", "=", "newsletter_confirmation")
      .execute();
    expect(rows).toEqual([{ subscriber_id: id, kind: "newsletter_confirmation" }]);
    if (dialect !== "sqlite") return;
    const check = confirmationSentRecentlyQuery(database.handle.db, id, new Date()).compile();
    const { rows: plan } = await database.handle.db.executeQuery<{ detail: string }>({
      ...check,
      sql: `explain query plan ${check.sql}`,
    });
    expect(plan.map((step) => step.detail).join("\n")).toMatch(/USING INDEX outbox_subscriber_created/);
  });

  it("confirm page answers 400 for a bad link, shows a good one's button, and confirms on the POST", async () => {
    const id = await subscribe("page@example.com");
    const bad = await confirmLoader(
      routeArgs(new Request(`${TEST_SITE_URL}/newsletter/confirm?token=nonsense`), CONFIRM),
    );
    expect(bad.init?.status).toBe(400);
    expect(bad.data.state).toBe("invalid");
    const token = createNewsletterToken("confirm", id);
    const url = `${TEST_SITE_URL}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    const good = await confirmLoader(routeArgs(new Request(url), CONFIRM));
    expect(good.init?.status).toBe(200);
    expect(good.data).toEqual({ state: "prompt", token });
    // Link scanners fetch the page: that alone confirms nothing.
    expect(await status(id)).toBe("pending");
    const confirmed = await confirmAction(routeArgs(new Request(url, { method: "POST" }), CONFIRM));
    expect(confirmed.init?.status).toBe(200);
    expect(confirmed.data).toEqual({ state: "confirmed" });
    expect(await status(id)).toBe("confirmed");
  });

  it("unsubscribes with a mail client's RFC 8058 one-click POST, without cookie or Origin", async () => {
    const id = await subscribe("oneclick@example.com");
    const url = `${TEST_SITE_URL}/newsletter/unsubscribe?token=${encodeURIComponent(createNewsletterToken("unsubscribe", id))}`;
    const prompt = await unsubscribeLoader(routeArgs(new Request(url), UNSUBSCRIBE));
    expect(prompt.data.state).toBe("prompt");
    // Showing the page changes nothing: link scanners fetch URLs.
    expect(await status(id)).toBe("pending");

    const result = await unsubscribeAction(
      routeArgs(
        new Request(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
        UNSUBSCRIBE,
      ),
    );
    expect(result.init?.status).toBe(200);
    expect(result.data).toEqual({ state: "done" });
    expect(await status(id)).toBe("unsubscribed");
  });

  it("unsubscribes from the page's own form, and refuses a forged token", async () => {
    const id = await subscribe("form@example.com");
    const body = new URLSearchParams({ token: createNewsletterToken("unsubscribe", id) });
    const done = await unsubscribeAction(
      routeArgs(new Request(`${TEST_SITE_URL}/newsletter/unsubscribe`, { method: "POST", body }), UNSUBSCRIBE),
    );
    expect(done.data).toEqual({ state: "done" });
    const forgedUrl = `${TEST_SITE_URL}/newsletter/unsubscribe?token=${SUBSCRIBER}.0.${"A".repeat(43)}`;
    const forged = await unsubscribeAction(routeArgs(new Request(forgedUrl, { method: "POST" }), UNSUBSCRIBE));
    expect(forged.init?.status).toBe(400);
    expect(forged.data).toEqual({ state: "invalid" });
  });
});
