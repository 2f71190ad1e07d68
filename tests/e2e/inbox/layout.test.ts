import { beforeAll, describe, expect, it } from "vitest";
import { navigation } from "#app/content/shared/navigation/data.ts";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { joinWaitlist } from "#app/content/shared/links/data.ts";
import { LISTS, type ListName } from "#app/staff/view/workflow.ts";
import { testDialects } from "#tests/database.ts";
import { decode } from "#tests/html.ts";
import { insertApplication, insertMessage, insertSubscriber } from "#tests/leads.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * The staff app's own layout: none of the marketing site's chrome, and a compact nav with each list's
 * count of new items, who is signed in and a sign-out button. A server of its own per dialect, so no
 * other test's leads move the counts.
 */

const nav = inboxCopy.nav;
const textOf = (html: string) =>
  decode(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** The marketing chrome a public page carries and a staff page must not. */
function marketingChrome(html: string) {
  return {
    header: html.includes(`aria-label="${navigation.mainNavLabel}"`),
    footer: html.includes('id="site-footer"'),
    waitlist: html.includes(joinWaitlist.label),
  };
}

/** The staff nav's text for each list's link, e.g. "Applications 3 new". */
function staffNav(html: string) {
  const block = new RegExp(`<nav aria-label="${nav.label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? "";
  const links = Object.fromEntries(
    LISTS.map((list) => [
      list,
      textOf(new RegExp(`href="/inbox/${list}"[^>]*>([\\s\\S]*?)</a>`).exec(block)?.[1] ?? ""),
    ]),
  ) as Record<ListName, string>;
  return { block, links };
}

/** Each list's count of new items as the nav shows it (no badge: none). */
function counts(html: string): Record<ListName, number> {
  const { links } = staffNav(html);
  return Object.fromEntries(LISTS.map((list) => [list, Number(/(\d+)\+? new$/.exec(links[list])?.[1] ?? 0)])) as Record<
    ListName,
    number
  >;
}

describe.each(testDialects)("the staff layout on %s", (dialect) => {
  const target = staffTargetFor(dialect, { ownServer: true });
  let admin: StaffClient;
  let name: string;

  beforeAll(async () => {
    const { baseURL, createAccount } = target();
    const account = await createAccount("admin");
    name = account.name;
    admin = await staffClient(baseURL, account);
  });

  const page = async (pathname: string) => {
    const response = await admin.get(pathname);
    expect(response.status).toBe(200);
    return response.text();
  };

  it("leaves out the marketing header, footer and waitlist call that public pages carry", async () => {
    const publicPage = await (await fetch(`${target().baseURL}/about`)).text();
    expect(marketingChrome(publicPage)).toEqual({ header: true, footer: true, waitlist: true });
    for (const pathname of ["/inbox/applications", "/inbox/messages", "/inbox/privacy"]) {
      expect({ pathname, ...marketingChrome(await page(pathname)) }).toEqual({
        pathname,
        header: false,
        footer: false,
        waitlist: false,
      });
    }
  });

  it("shows the lists, who is signed in and a sign-out button", async () => {
    const html = await page("/inbox/subscribers");
    const { block, links } = staffNav(html);
    for (const list of LISTS) expect(links[list]).toMatch(new RegExp(`^${nav[list]}( \\d+\\+? new)?$`));
    expect(block).toContain(`href="/inbox/privacy"`);
    expect(textOf(html)).toContain(`${nav.signedInAs} ${name}`);
    expect(html).toMatch(
      new RegExp(
        `<form[^>]*action="/inbox/sign-out"[^>]*>[\\s\\S]*?<button type="submit"[^>]*>${nav.signOut}</button>`,
      ),
    );
  });

  it("counts new items per list, and the counts grow as leads arrive", async () => {
    const before = counts(await page("/inbox/applications"));
    await target().read(async (db) => {
      await insertApplication(db);
      await insertApplication(db);
      await insertMessage(db);
      await insertSubscriber(db, { status: "pending" });
      // Not new: a confirmed subscriber and an answered message leave the counts alone.
      await insertSubscriber(db, { status: "confirmed", confirmed_at: new Date().toISOString() });
      await insertMessage(db, { status: "answered" });
    });
    const after = counts(await page("/inbox/applications"));
    expect(after).toEqual({
      applications: before.applications + 2,
      messages: before.messages + 1,
      subscribers: before.subscribers + 1,
    });
  });

  it("leaves the sign-in page bare: neither marketing chrome nor the staff nav", async () => {
    const visitor = await staffClient(target().baseURL);
    const html = await (await visitor.get("/inbox/sign-in")).text();
    expect(marketingChrome(html)).toEqual({ header: false, footer: false, waitlist: false });
    expect(staffNav(html).block).toBe("");
    expect(html).not.toContain(nav.signOut);
  });
});
