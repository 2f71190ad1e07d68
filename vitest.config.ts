import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
          maxWorkers: 2,
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
