import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "#app/platform/env.server.ts";

/* Issue 26, item 6: the README documents every variable, `npm run rates:load` and the sample rates. */

const README = readFileSync(path.resolve(import.meta.dirname, "../README.md"), "utf8");
const section = (heading: string) => README.split(/^## /m).find((part) => part.startsWith(heading)) ?? "";

describe("README.md", () => {
  it("has a row in its Environment table for every variable the server validates", () => {
    const environment = section("Environment");
    const missing = Object.keys(envSchema.shape).filter((name) => !environment.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });

  it("says what `npm run rates:load` does and which sample rates a fresh database converts at", () => {
    expect(section("Scripts")).toMatch(/\| `npm run rates:load[^|]*` \| [^|]*ECB/);
    expect(README).toMatch(/sample rates[^\n]*15 March 2024/i);
    expect(README).toContain("tests/fixtures/ecb/eurofxref-daily.xml");
  });
});
