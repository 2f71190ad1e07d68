import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { testDialects } from "#tests/database.ts";
import { founderClient, founderLink } from "#tests/deal.ts";
import { insertApplication } from "#tests/leads.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 26, item 5: the founder account's edges. Every /account answer, data requests included, is
 * no-store as /inbox is; and the sign-in link's POST is refused without a sign that this site sent it.
 */

const now = () => new Date().toISOString();

describe.each(testDialects)("the founder account's edges on %s", (dialect) => {
  const target = staffTargetFor(dialect);

  /** A founder's application holding one complete uploaded file. */
  async function applicationWithFile(email: string) {
    const application = await target().read((db) => insertApplication(db, { applicant_email: email }));
    const requestId = randomUUID();
    const fileId = randomUUID();
    await target().read(async (db) => {
      await db
        .insertInto("document_requests")
        .values({
          id: requestId,
          application_id: application.id,
          item_key: null,
          title: "Cap table",
          status: "received",
          staff_comment: null,
          requested_by: null,
          idempotency_key: null,
          created_at: now(),
          updated_at: now(),
        })
        .execute();
      await db
        .insertInto("document_files")
        .values({
          id: fileId,
          request_id: requestId,
          application_id: application.id,
          file_name: "cap table.pdf",
          content_type: "application/pdf",
          size_bytes: 9,
          status: "complete",
          created_at: now(),
        })
        .execute();
      await db
        .insertInto("document_chunks")
        .values({ file_id: fileId, seq: 0, data: Buffer.from("%PDF-1.7\n") })
        .execute();
    });
    return { applicationId: application.id, fileId };
  }

  it("answers every /account data request no-store, the document's among them", async () => {
    const email = `no-store-${randomUUID().slice(0, 8)}@founder.example`;
    const { applicationId, fileId } = await applicationWithFile(email);
    const founder = await founderClient(target(), email);
    const addresses = [
      "/account.data",
      `/account/applications/${applicationId}.data`,
      `/account/applications/${applicationId}/documents.data`,
      `/account/applications/${applicationId}/documents/${fileId}.data`,
      `/account/applications/${applicationId}/documents/${fileId}`,
      "/account/sign-in.data",
    ];
    for (const address of addresses) {
      const response = await fetch(`${target().baseURL}${address}`, { headers: { cookie: founder.cookie } });
      expect(response.ok, `${address}: HTTP ${response.status}`).toBe(true);
      expect(response.headers.get("cache-control"), address).toBe("no-store");
      await response.arrayBuffer();
    }
  });

  it("refuses the sign-in link's POST without Origin or Fetch Metadata, with a 403 page, and signs nobody in", async () => {
    const email = `login-csrf-${randomUUID().slice(0, 8)}@founder.example`;
    const link = new URL(await founderLink(target(), email));
    const token = link.searchParams.get("token") ?? "";
    const post = (headers: Record<string, string>) =>
      fetch(link, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ token, purpose: "sign_in" }),
      });

    const bare = await post({});
    expect(bare.status).toBe(403);
    expect(bare.headers.get("cache-control")).toBe("no-store");
    expect(bare.headers.getSetCookie().join("\n")).not.toContain("noema_founder_session");
    expect(await bare.text()).toContain(accountCopy.link.refused.foreign);

    const sibling = await post({ "sec-fetch-site": "same-site" });
    expect(sibling.status).toBe(403);

    // The link is not used up by a refused post: the founder's own press still signs in.
    const pressed = await post({ "sec-fetch-site": "same-origin" });
    expect(pressed.status).toBe(302);
    expect(pressed.headers.getSetCookie().join("\n")).toContain("noema_founder_session=");
  });
});
