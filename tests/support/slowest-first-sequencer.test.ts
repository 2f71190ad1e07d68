import path from "node:path";
import type { TestSpecification, Vitest } from "vitest/node";
import { describe, expect, it } from "vitest";
import { SlowestFirstSequencer } from "./slowest-first-sequencer.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The parts of a specification the sequencer reads; the files are real, so Vitest can weigh them by size. */
function spec(file: string, project: string, groupOrder = 0): TestSpecification {
  return {
    moduleId: path.join(ROOT, file),
    project: { name: project, config: { isolate: true, sequence: { groupOrder } } },
  } as unknown as TestSpecification;
}

describe("the slowest-first sequencer", () => {
  it("starts the long files first within their project, keeping groups and projects in Vitest's order", async () => {
    const ctx = { cache: { getTestSpecificationResult: () => undefined } } as unknown as Vitest;
    const files = [
      spec("app/platform/env.server.test.ts", "unit"),
      spec("tests/e2e/pages/content.test.ts", "e2e"),
      spec("tests/e2e/quality/lighthouse.test.ts", "lighthouse", 1),
      spec("tests/e2e/inbox/stage-mail.test.ts", "e2e"),
      spec("scripts/bench/run-bench.test.ts", "e2e"),
    ];
    const order = (await new SlowestFirstSequencer(ctx).sort(files)).map((file) => path.relative(ROOT, file.moduleId));
    expect(order).toEqual([
      "scripts/bench/run-bench.test.ts",
      "tests/e2e/inbox/stage-mail.test.ts",
      "tests/e2e/pages/content.test.ts",
      "app/platform/env.server.test.ts",
      "tests/e2e/quality/lighthouse.test.ts",
    ]);
  });
});
