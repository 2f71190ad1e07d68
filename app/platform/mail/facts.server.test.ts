import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { facts } from "#app/content/shared/facts/data.ts";
import { restatedFacts } from "#tests/facts.ts";
import type { ApplicationStatus } from "#app/platform/db/schema.ts";
import { composeApplicantConfirmation } from "./applicant-mail.server.ts";
import { composeFounderLinkMail, composeFounderStatusMail } from "./founder-mail.server.ts";

const statuses: ApplicationStatus[] = ["new", "reviewing", "due_diligence", "funded", "declined", "withdrawn"];
const founder = { leadId: "lead-1", email: "ada@example.com", firstName: "Ada", businessName: "Acme" };

describe("one set of facts in the mails", () => {
  const mails = [
    composeApplicantConfirmation(founder, "token"),
    composeFounderLinkMail({ email: founder.email, purpose: "sign_in" }, "token"),
    composeFounderLinkMail({ email: founder.email, purpose: "erase" }, "token"),
    ...statuses.map((status) => composeFounderStatusMail({ ...founder, status })),
  ];

  it("no mail states the application time, reply time or durations in other words", () => {
    expect(mails.flatMap((mail) => restatedFacts(`${mail.subject}\n${mail.text}`))).toEqual([]);
  });

  it("the confirmation promises the reply time once and does not offer the step the founder just completed", () => {
    const text = composeApplicantConfirmation(founder, "token").text;
    expect(text.split(facts.replyTime)).toHaveLength(2);
    expect(text).not.toContain(`Initial Application (${facts.steps.application})`);
    expect(text).toContain(`Initial Review (${facts.steps.review})`);
  });
});

describe("each fact is written once", () => {
  const root = path.resolve(import.meta.dirname, "../../..");
  // What people read: copy, pages, components and the mails; not the server modules' comments (a
  // throttle's "up to 15 minutes" is not the sign-in link's window).
  const sources = ["app"].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(?:ts|tsx|md)$/.test(file) && !file.includes(".test."))
      .filter((file) => !file.endsWith(".server.ts") || file.startsWith("platform/mail/"))
      .map((file) => path.join(folder, file)),
  );

  it("only app/content/shared/facts holds the facts' wording; pages and mails read it from there", () => {
    const wordings = [facts.applicationFormTime, facts.replyTime, `${facts.signInLinkMinutes} minutes`];
    const holders = sources.filter((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return wordings.some((wording) => text.includes(wording));
    });
    expect(holders).toEqual(["app/content/shared/facts/data.ts"]);
  });
});
