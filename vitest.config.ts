import { defineConfig } from "vitest/config";
import { SlowestFirstSequencer } from "./tests/support/slowest-first-sequencer.ts";

/**
 * Files running at once, unit and browser together (one group, so one number). Four were tried: the files'
 * summed time doubled (2,729 s against 1,381 s), so the run gained little, and three tests that wait on the
 * page under load failed; the machine's two cores and its disk are the limit, not the workers (decision 087).
 */
const WORKERS = 2;

export default defineConfig({
  test: {
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: [
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          // Runs the whole bench against the build: a browser-and-servers test like those in tests/e2e.
          exclude: ["scripts/bench/run-bench.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
          // A hang guard, not a timing: on two busy cores the tests that spawn a CLI or hash passwords took over 5 s.
          testTimeout: 30_000,
          // Migrating a fresh PostgreSQL schema in a beforeAll took over 10 s beside three other files.
          hookTimeout: 60_000,
          maxWorkers: WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          sequence: { groupOrder: 0 },
          include: ["tests/e2e/**/*.test.ts", "scripts/bench/run-bench.test.ts"],
          exclude: ["tests/e2e/quality/lighthouse.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: WORKERS,
          // A page's answer on a busy machine can take longer than expect.poll's default second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          // Lighthouse's performance score reads main-thread time, so it runs alone after everything else.
          name: "lighthouse",
          include: ["tests/e2e/quality/lighthouse.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 150_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
