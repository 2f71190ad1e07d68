import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv } from "#app/platform/env.server.ts";
import { heldKinds } from "#app/platform/outbox/delivery.server.ts";
import { applyTestEnv } from "#tests/env.ts";
import { eraseFromLocalMailbox, mailboxDir } from "./local-mailbox.server.ts";
import { mailLinkBase, setServedOrigin } from "./link-base.server.ts";
import { composeDealNoticeToStaff } from "./deal-mail.server.ts";
import { sendMail } from "./mailer.server.ts";
import { composeFounderDocumentsMail } from "./founder-mail.server.ts";
import { getSiteConfig } from "#app/site/serving/site.server.ts";

/* Issue 20: a newcomer's `npm start` has no mail server; every mail must still be readable locally. */

const mail = (to: string) => ({
  to,
  subject: "Your sign-in link",
  text: "Sign in: http://localhost:4123/account/link?token=t",
});
const mailboxFiles = () => (existsSync(mailboxDir()) ? readdirSync(mailboxDir()) : []);

describe("the local mailbox", () => {
  afterEach(() => setServedOrigin(""));

  it("receives every mail, readable as text, when it is on and SMTP_URL is unset", async () => {
    applyTestEnv({ NODE_ENV: "production", LOCAL_MAILBOX: "on" });
    expect(await sendMail(mail("ada@founder.example"))).toEqual({ delivered: "mailbox" });
    const [name] = mailboxFiles();
    const text = readFileSync(path.join(mailboxDir(), name ?? ""), "utf8");
    expect(text).toMatch(/^From: .+\nTo: ada@founder\.example\n/);
    expect(text).toContain("Subject: Your sign-in link\n\nSign in: http://localhost:4123/account/link?token=t");
    expect(path.dirname(mailboxDir())).toBe(path.resolve(getEnv().DATA_DIR));
  });

  it("holds no mail back from the worker while it is on", () => {
    applyTestEnv({ NODE_ENV: "production", LOCAL_MAILBOX: "on", LEAD_NOTIFY_EMAIL: "deals@noema.test" });
    expect(heldKinds()).toEqual([]);
    applyTestEnv({ NODE_ENV: "production", LEAD_NOTIFY_EMAIL: "deals@noema.test" });
    expect(heldKinds()).toContain("founder_link");
  });

  it("is not used once SMTP_URL is set, nor in production when it is off", async () => {
    applyTestEnv({ NODE_ENV: "production" });
    await expect(sendMail(mail("ada@founder.example"))).rejects.toThrow(/SMTP_URL/);
    expect(mailboxFiles()).toEqual([]);
  });

  it("loses an erased person's mails, and only theirs", async () => {
    applyTestEnv({ NODE_ENV: "production", LOCAL_MAILBOX: "on" });
    await sendMail(mail("Ada@Founder.example"));
    await sendMail(mail("grace@founder.example"));
    expect(eraseFromLocalMailbox("ada@founder.example")).toBe(1);
    expect(mailboxFiles().map((name) => readFileSync(path.join(mailboxDir(), name), "utf8"))).toEqual([
      expect.stringContaining("To: grace@founder.example"),
    ]);
  });
});

// Issue 26, item 13: the staff notice about a founder's message named the company in its file name (and
// so in the log line giving its path), and holds no founder address, so an erasure left it behind.
it("names no file after its subject, and loses the notices about an erased person's leads", async () => {
  applyTestEnv({ NODE_ENV: "production", LOCAL_MAILBOX: "on" });
  const leadId = crypto.randomUUID();
  const other = crypto.randomUUID();
  await sendMail(composeDealNoticeToStaff({ leadId, businessName: "Zephyrfelt Robotics" }, "deals@noema.example"));
  await sendMail(composeDealNoticeToStaff({ leadId: other, businessName: "Other Co" }, "deals@noema.example"));
  expect(mailboxFiles().join(" ")).not.toMatch(/zephyrfelt|other-co/i);
  expect(eraseFromLocalMailbox("ada@founder.example", [leadId])).toBe(1);
  expect(mailboxFiles().map((name) => readFileSync(path.join(mailboxDir(), name), "utf8"))).toEqual([
    expect.stringContaining("Other Co"),
  ]);
});

describe("links in mails", () => {
  afterEach(() => setServedOrigin(""));

  it("point at the address served when SITE_URL is unset, and at SITE_URL when it is set", () => {
    applyTestEnv({ NODE_ENV: "production" });
    setServedOrigin("http://localhost:4123");
    expect(mailLinkBase({})).toBe("http://localhost:4123");
    expect(mailLinkBase({ SITE_URL: "https://noema.example/" })).toBe(getEnv().SITE_URL.replace(/\/$/, ""));
  });

  it("point the 'Documents requested' mail, and the site's own address, at the port served (issue 26)", () => {
    applyTestEnv({ NODE_ENV: "production", SITE_URL: undefined });
    setServedOrigin("http://localhost:3105");
    const mail = composeFounderDocumentsMail({ leadId: "lead-1", email: "ada@founder.example", firstName: "Ada" });
    expect(mail.text).toContain("http://localhost:3105/account/applications/lead-1/documents");
    expect(getSiteConfig().url).toBe("http://localhost:3105");
  });
});
