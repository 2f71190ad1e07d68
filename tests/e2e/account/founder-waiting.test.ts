import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { founderClient, postDocuments, postFounderMessage } from "#tests/deal.ts";
import { insertApplication } from "#tests/leads.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 20: the founder's account page only linked to the conversation and documents. Each application
 * now says what waits for the founder (questions not yet answered, documents still to send, by title,
 * each with its link) and carries a reference a person can read out, not the database id.
 */

describe.each(testDialects)("what waits for the founder on %s", (dialect) => {
  const target = staffTargetFor(dialect);

  it("lists unanswered questions and outstanding documents, under a readable reference", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `waiting-${tag}@founder.example`;
    const application = await target().read((db) =>
      insertApplication(db, { applicant_email: email, business_name: `Waiting Co ${tag}` }),
    );
    const staff = await staffClient(target().baseURL, await target().createAccount("member"));
    const founder = await founderClient(target(), email);
    const account = async () =>
      (await fetch(`${target().baseURL}/account`, { headers: { cookie: founder.cookie } })).text();

    const quiet = await account();
    expect(quiet).toContain("Nothing is waiting for you");
    const reference = quiet.match(/NC-[0-9A-F]{4}-[0-9A-F]{4}/)?.[0];
    expect(reference).toBe(`NC-${application.id.slice(0, 4)}-${application.id.slice(4, 8)}`.toUpperCase());
    // The id stays in links, never as the reference a person reads.
    expect(quiet).not.toMatch(new RegExp(`Reference(?:<!-- -->|\\s)*${application.id}`));

    for (const body of ["What is your monthly burn?", "And your runway?"]) {
      const sent = await staff.post(`/inbox/applications/${application.id}/messages`, {
        body,
        idempotencyKey: randomUUID(),
      });
      expect(sent.status).toBe(302);
    }
    await postDocuments(target(), staff, application.id, [
      ["intent", "request"],
      ["item", "cap-table"],
      ["other", `Board minutes ${tag}`],
      ["idempotencyKey", `key-${tag}`],
    ]);
    const waiting = await account();
    expect(waiting).toContain("2 questions waiting for your answer");
    expect(waiting).toContain(`href="/account/applications/${application.id}#conversation"`);
    expect(waiting).toContain("Cap table");
    expect(waiting).toContain(`Board minutes ${tag}`);
    expect(waiting).toContain(`href="/account/applications/${application.id}/documents"`);

    // The founder answers: no question waits any more; the documents still do.
    const answered = await postFounderMessage(target(), founder, application.id, "About 40k a month.");
    expect(answered.status).toBe(302);
    const after = await account();
    expect(after).not.toMatch(/questions? waiting for your answer/);
    expect(after).toContain(`Board minutes ${tag}`);
  }, 60_000);
});
