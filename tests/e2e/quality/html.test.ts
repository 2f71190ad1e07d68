import { describe, expect, inject, it } from "vitest";
import { validateHtml } from "#tests/quality/html-validity.ts";
import { publicPaths } from "#tests/routes.ts";

const baseURL = inject("baseURL");

describe("HTML validity (Nu HTML Checker)", () => {
  it("finds no errors on any public route", { timeout: 120_000 }, async () => {
    const documents = [];
    for (const path of publicPaths) {
      const response = await fetch(baseURL + path);
      expect(response.status, path).toBe(200);
      documents.push({ path, html: await response.text() });
    }
    const results = await validateHtml(documents);
    expect(results.map((result) => result.path)).toEqual(publicPaths);
    const errors = results
      .filter((result) => result.errors.length > 0)
      .map((result) => ({
        path: result.path,
        errors: result.errors.map((error) => `line ${error.line}: ${error.message}`),
      }));
    expect(errors).toEqual([]);
  });
});
