import { beforeAll, describe, expect, it } from "vitest";
import { applyTestEnv } from "#tests/env.ts";
import { composeApplicantConfirmation } from "./applicant-mail.server.ts";

describe("the applicant's confirmation e-mail", () => {
  beforeAll(() => applyTestEnv());

  // Issue 20: it quoted the database id; the founder's account page shows the same readable reference.
  it("gives the readable reference, not the database id", () => {
    const leadId = "3f2a9c1b-0d4e-4f5a-8b6c-7d8e9f0a1b2c";
    const mail = composeApplicantConfirmation(
      { leadId, email: "ada@acme.example", firstName: "Ada", businessName: "Acme" },
      "token",
    );
    expect(mail.text).toContain("Your reference: NC-3F2A-9C1B");
    expect(mail.text).not.toContain(leadId);
  });
});
