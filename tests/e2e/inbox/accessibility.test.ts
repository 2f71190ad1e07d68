import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTS, type ListName } from "#app/staff/view/workflow.ts";
import { axeViolations, openPage, type TrackedPage, VIEWPORTS } from "#tests/browser.ts";
import { insertApplication, insertMessage, insertSubscriber } from "#tests/leads.ts";
import { staffRoutes } from "#tests/routes.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { type createStaffAccount } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Every staff page passes axe and fits a phone, with one lead of each kind seeded so the detail pages
 * exist. The pages come from app/routes.ts: a new staff route is checked without touching this file.
 */

const target = staffTargetFor("sqlite");
const browser = sharedBrowser();
const tag = randomUUID().slice(0, 8);
const applicantEmail = `axe-${tag}@founder.example`;
/** Known before the tests are collected, so each page is a test of its own. */
const ids: Record<ListName, string> = { applications: randomUUID(), messages: randomUUID(), subscribers: randomUUID() };
/** What each seeded detail page must show, so a 404 or an empty page cannot pass. */
const shown: Record<ListName, string> = {
  applications: applicantEmail,
  messages: `axe-${tag}@writer.example`,
  subscribers: `axe-${tag}@reader.example`,
};
let admin: ReturnType<typeof createStaffAccount>;

/** Staff routes that render a page (a .tsx file), one URL per list and seeded lead. */
function staffPages(): { path: string; url: string; name: string }[] {
  const urls = new Map<string, { path: string; url: string; name: string }>();
  for (const list of LISTS) {
    for (const route of staffRoutes({ list, id: ids[list] })) {
      // Named without the random id, so test titles stay the same from run to run.
      const name = route.path.replace(":list", list);
      // A route of one list only (/inbox/applications/:id/messages) is checked once, with that list's lead.
      const ownList = LISTS.find((candidate) => route.path.startsWith(`/inbox/${candidate}/`));
      if (ownList && ownList !== list) continue;
      if (route.file.endsWith(".tsx")) urls.set(route.url, { ...route, name });
    }
  }
  return [...urls.values()];
}

beforeAll(async () => {
  const { read } = target();
  admin = await target().createAccount("admin");
  await read(async (db) => {
    await insertApplication(db, { id: ids.applications, applicant_email: applicantEmail });
    // A long unbroken link is what a founder pastes; it must wrap, not widen the page.
    const message = `Deck: https://files.example/${"d".repeat(120)} and ${"a long line ".repeat(40)}`;
    await insertMessage(db, { id: ids.messages, email: shown.messages, message });
    await insertSubscriber(db, { id: ids.subscribers, email: shown.subscribers });
  });
});

async function signIn(page: Page) {
  await target().signIn(page, admin);
}

async function expectAccessible(page: Page, state: string) {
  expect({ state, violations: await axeViolations(page) }).toEqual({ state, violations: [] });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ state, overflow }).toEqual({ state, overflow: 0 });
}

const pages = staffPages().filter((page) => page.path !== "/inbox/sign-in");

it("covers each list, each kind of lead's detail page, data requests and sign-in", () => {
  expect(staffPages().map((page) => page.url)).toEqual(
    expect.arrayContaining([
      "/inbox/sign-in",
      "/inbox/privacy",
      ...LISTS.map((list) => `/inbox/${list}`),
      ...LISTS.map((list) => `/inbox/${list}/${ids[list]}`),
    ]),
  );
});

describe.each(Object.entries(VIEWPORTS))("every staff page is accessible at %s width", (_name, viewport) => {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await openPage(browser(), { viewport });
    await signIn(tracked.page);
  });
  afterAll(async () => {
    // Console errors of every page below, once all have run.
    expect(tracked.errors).toEqual([]);
    await tracked?.close();
  });

  it("sign-in, and its refusal", async () => {
    const { baseURL } = target();
    const { page, close } = await openPage(browser(), { viewport });
    await page.goto(`${baseURL}/inbox/sign-in`);
    await expectAccessible(page, "sign-in");
    await page.getByLabel("Work e-mail").fill(admin.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").waitFor();
    await expectAccessible(page, "sign-in refused");
    await close();
  });

  it.each(pages)("$name", async ({ url }) => {
    const { page } = tracked;
    const response = await page.goto(`${target().baseURL}${url}`);
    expect(response?.status()).toBe(200);
    const list = LISTS.find((name) => url === `/inbox/${name}/${ids[name]}`);
    // Found among the lead's fields: the workflow card before them may hold it in a folded e-mail preview.
    if (list) await page.locator("dd").getByText(shown[list]).first().waitFor();
    await expectAccessible(page, url);
  });

  it("the data-request preview: what we hold, and the erase form", async () => {
    const { page } = tracked;
    await page.goto(`${target().baseURL}/inbox/privacy`);
    await page.getByLabel("Their e-mail address").fill(applicantEmail);
    await page.getByRole("button", { name: "Show what we hold" }).click();
    await page.getByRole("heading", { name: `What we hold about ${applicantEmail}` }).waitFor();
    await expectAccessible(page, "privacy preview");
  });
});
