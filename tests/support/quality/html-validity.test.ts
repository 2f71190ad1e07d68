import { describe, expect, it } from "vitest";
import { validateHtml } from "./html-validity.ts";

const valid =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Valid</title></head><body><p>Fine.</p></body></html>';
const broken =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Broken</title></head><body><p><div>Not here.</div></p><span id="a"></span><span id="a"></span></body></html>';

describe("validateHtml", () => {
  it("reports errors per document, in order, and none for a valid one", { timeout: 60_000 }, async () => {
    const [first, second] = await validateHtml([
      { path: "/valid", html: valid },
      { path: "/broken", html: broken },
    ]);
    expect(first).toEqual({ path: "/valid", errors: [], warnings: [] });
    expect(second?.path).toBe("/broken");
    expect(second?.errors.map((error) => error.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Duplicate ID/), expect.stringMatching(/No “p” element in scope/)]),
    );
  });
});
