import { describe, expect, inject, it } from "vitest";
import { decode, get } from "#tests/html.ts";
import { restatedFacts } from "#tests/facts.ts";
import { publicPaths } from "#tests/routes.ts";

const baseURL = inject("baseURL");

/** What a reader (or a search result) sees: the title, the descriptions and the body's text. */
function readableText(html: string): string {
  const metas = [...html.matchAll(/<meta[^>]*content="([^"]*)"/g)].map((match) => match[1] ?? "");
  const body = html.replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ");
  return decode([...metas, body].join(" ")).replace(/\s+/g, " ");
}

describe("one set of facts", () => {
  it("no public page states the application time, reply time or process durations in other words", async () => {
    const problems: string[] = [];
    for (const path of publicPaths) {
      const { body } = await get(baseURL + path);
      for (const phrase of restatedFacts(readableText(body))) problems.push(`${path}: ${phrase}`);
    }
    expect(problems).toEqual([]);
  });
});
