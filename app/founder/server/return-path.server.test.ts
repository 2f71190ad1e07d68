import { beforeEach, describe, expect, it } from "vitest";
import { appDatabaseForTests } from "#tests/app-database.ts";
import { testDialects } from "#tests/database.ts";
import { formPost, requestContext } from "#tests/forms.ts";
import { insertApplication } from "#tests/leads.ts";
import { thrownResponse } from "#tests/thrown-response.ts";
import { action as requestLink } from "#app/founder/routes/sign-in.tsx";
import { action as openLink } from "#app/founder/routes/link.tsx";
import { performDelivery } from "#app/platform/outbox/delivery.server.ts";
import { requireFounder } from "./guard.server.ts";
import { mintFounderLink } from "./links.server.ts";
import { founderReturnPath } from "./return-path.server.ts";

/* Decision 059: a founder sent to sign in from a deal page comes back to it, and only to an account page. */

const DEAL = "/account/applications/2f1c7a52-8d7e-4f4b-9a0e-3c1d2b4a5e6f";

describe("the founder's return path", () => {
  it("accepts a deal page of the account, matched whole, and nothing else", () => {
    expect(founderReturnPath(DEAL)).toBe(DEAL);
    for (const refused of [
      null,
      "",
      "/account",
      "//evil.example/account/applications/2f1c7a52-8d7e-4f4b-9a0e-3c1d2b4a5e6f",
      "https://evil.example/",
      `${DEAL}/../../inbox`,
      `${DEAL}?x=1`,
      `${DEAL}\r\nSet-Cookie: a=b`,
      "/account/applications/not-a-uuid",
    ]) {
      expect(founderReturnPath(refused), String(refused)).toBeUndefined();
    }
  });
});

describe.each(testDialects)("signing in back to a deal on %s", (dialect) => {
  const database = appDatabaseForTests(dialect);
  const db = () => database.handle.db;
  beforeEach(async () => {
    for (const table of ["founder_links", "founder_sessions", "outbox", "applications"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  it("sends a signed-out founder from a deal page to sign in with the way back, and from elsewhere without", async () => {
    const fromDeal = await thrownResponse(requireFounder(new Request(`http://localhost:3000${DEAL}`)));
    expect(fromDeal.headers.get("location")).toBe(`/account/sign-in?next=${encodeURIComponent(DEAL)}`);
    const fromAccount = await thrownResponse(requireFounder(new Request("http://localhost:3000/account")));
    expect(fromAccount.headers.get("location")).toBe("/account/sign-in");
  });

  it("carries the page through the mailed link and lands there after signing in", async () => {
    await insertApplication(db(), { applicant_email: "back@example.com" });
    await requestLink({
      request: formPost("/account/sign-in", { email: "back@example.com", next: DEAL }),
      context: requestContext("198.51.100.40"),
      params: {},
    } as never);
    const [row] = await db().selectFrom("outbox").selectAll().where("kind", "=", "founder_link").execute();
    expect(JSON.parse(row?.payload ?? "{}")).toMatchObject({ next: DEAL });
    const sent: string[] = [];
    await performDelivery(row!, {
      db: db(),
      sendMail: async (mail) => {
        sent.push(mail.text);
        return { delivered: "smtp" as const };
      },
      fetchImpl: fetch,
      signal: new AbortController().signal,
    });
    expect(sent[0]).toContain(`/account/link?next=${encodeURIComponent(DEAL)}&token=`);

    const land = async (next: string) => {
      const token = await mintFounderLink(db(), "back@example.com", "sign_in");
      const response = await thrownResponse(
        openLink({
          request: formPost("/account/link", { token, next }),
          context: requestContext(),
          params: {},
        } as never),
      );
      return response.headers.get("location");
    };
    expect(await land(DEAL)).toBe(DEAL);
    expect(await land("https://evil.example/")).toBe("/account");
  });
});
