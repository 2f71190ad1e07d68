import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { memoryFlagsWarning, SERVER_NODE_FLAGS } from "./memory.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("the server's memory flags", () => {
  it("are on every documented command line that starts the server", () => {
    const start = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } })
      .scripts.start;
    const operations = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");
    const execStart = /^ExecStart=.*$/m.exec(operations)?.[0] ?? "";
    for (const flag of SERVER_NODE_FLAGS) {
      expect(start).toContain(flag);
      expect(execStart).toContain(flag);
    }
  });

  it("warns when the process runs without them (this test runner has the default heap)", () => {
    expect(memoryFlagsWarning()).toMatch(/--max-old-space-size=160.*300 MB/);
  });
});
