import { describe, expect, inject, it } from "vitest";
import { anchors, get } from "#tests/html.ts";
import { publicPaths } from "#tests/routes.ts";

const baseURL = inject("baseURL");

/** The internal pages a document links to, without fragments or queries. */
async function linksOf(path: string): Promise<string[]> {
  const { body } = await get(baseURL + path);
  return anchors(body)
    .map(({ href }) => href)
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split(/[#?]/)[0] || "/");
}

describe("every page is reachable", () => {
  it("a visitor following links from / reaches every public page within two clicks", async () => {
    const depth = new Map<string, number>([["/", 0]]);
    let frontier = ["/"];
    for (let click = 1; click <= 2; click++) {
      const next: string[] = [];
      for (const page of frontier) {
        for (const link of await linksOf(page)) {
          if (depth.has(link)) continue;
          depth.set(link, click);
          next.push(link);
        }
      }
      frontier = next;
    }
    const unreached = publicPaths.filter((path) => !depth.has(path));
    expect(unreached).toEqual([]);
  });
});
