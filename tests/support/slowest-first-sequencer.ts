import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest on this two-core machine (a fresh-clone `.ci/run`, 2026-11-27): each holds a
 * worker for a minute or more. A fresh clone has no Vitest cache of durations, so Vitest would order them by
 * file size and could start one last, leaving the other workers idle while it finishes. Starting them first
 * lets the short files fill in around them (decision 087). A file missing from the list only runs later.
 */
const SLOWEST_FIRST = [
  "scripts/bench/run-bench.test.ts",
  "tests/e2e/pages/shell.test.ts",
  "tests/e2e/inbox/stage-mail.test.ts",
  "tests/e2e/inbox/accessibility.test.ts",
  "tests/e2e/deal/committee.test.ts",
  "tests/e2e/forms/contact.test.ts",
  "tests/e2e/deal/documents-flow.test.ts",
  "tests/e2e/deal/conversation.test.ts",
  "tests/e2e/production/crash.test.ts",
  "tests/e2e/account/founder-contact.test.ts",
  "tests/e2e/account/founder-states.test.ts",
  "tests/e2e/production/receivers-down.test.ts",
  "tests/e2e/forms/http.test.ts",
];

function rank(spec: TestSpecification): number {
  const index = SLOWEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? SLOWEST_FIRST.length : index;
}

export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Vitest's order of groups and projects stays; within a project the listed files move to the front.
    const projectOrder = new Map<string, number>();
    for (const spec of sorted)
      if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, projectOrder.size);
    const key = (spec: TestSpecification) => [projectOrder.get(spec.project.name) ?? 0, rank(spec)] as const;
    return sorted.toSorted((a, b) => {
      const [projectA, rankA] = key(a);
      const [projectB, rankB] = key(b);
      return projectA - projectB || rankA - rankB;
    });
  }
}
