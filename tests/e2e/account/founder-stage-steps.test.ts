import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { processContent } from "#app/content/shared/process/data.ts";
import { APPLICATION_STATUSES } from "#app/staff/view/workflow.ts";
import { testDialects } from "#tests/database.ts";
import { founderClient } from "#tests/deal.ts";
import { decode } from "#tests/html.ts";
import { insertApplication } from "#tests/leads.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 18: a new application read "Initial Application – current step" in the timeline while its
 * status said "waiting for initial review". For every stage, the step the account marks current and
 * the status it states must name the same step of the process (or, once closed, none).
 */

const text = (html: string) =>
  decode(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** Each application card's status and the title of the step it marks current, by company name. */
function standings(html: string) {
  return [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => ({
    company: text(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(card)?.[1] ?? ""),
    status: text(/Where it stands[\s\S]*?<strong>([\s\S]*?)<\/strong>/.exec(card)?.[1] ?? ""),
    current: [...card.matchAll(/<li[^>]*aria-current="step"[^>]*>([\s\S]*?)<\/li>/g)].map(([, step]) =>
      text(/<span[^>]*>([\s\S]*?)<\/span>/.exec(step ?? "")?.[1] ?? ""),
    ),
  }));
}

describe.each(testDialects)("the founder's stage and step on %s", (dialect) => {
  const target = staffTargetFor(dialect);

  it("name the same step of the process in every stage", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `stages-${tag}@founder.example`;
    await target().read(async (db) => {
      for (const status of APPLICATION_STATUSES) {
        await insertApplication(db, { applicant_email: email, business_name: `${status} ${tag}`, status });
      }
    });
    const founder = await founderClient(target(), email);
    const page = await fetch(`${target().baseURL}/account`, { headers: { cookie: founder.cookie } });
    expect(page.status).toBe(200);
    const cards = standings(await page.text());
    expect(cards.map((card) => card.company).sort()).toEqual(APPLICATION_STATUSES.map((s) => `${s} ${tag}`).sort());

    const titles = processContent.steps.map((step) => step.title);
    for (const card of cards) {
      const named = titles.filter((title) => card.status.includes(title));
      expect(card.current, `${card.company}: "${card.status}"`).toEqual(named);
      // Open and funded applications stand at a step; declined and withdrawn ones at none.
      const closed = card.company.startsWith("declined") || card.company.startsWith("withdrawn");
      expect(card.current.length, card.company).toBe(closed ? 0 : 1);
    }
  }, 60_000);
});
