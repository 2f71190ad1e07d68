import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keyFileOnce } from "./created-once.server.ts";

const run = promisify(execFile);
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "created-once-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("a key file created once", () => {
  it("writes a new key whole and private, and reads it back after", () => {
    const file = path.join(dir, "nested", ".key");
    expect(keyFileOnce(file, () => "first-key")).toBe("first-key");
    expect(keyFileOnce(file, () => "second-key")).toBe("first-key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual([".key"]);
  });

  it("never overwrites a file already there", () => {
    const file = path.join(dir, ".key");
    writeFileSync(file, "theirs\n");
    expect(keyFileOnce(file, () => "mine")).toBe("theirs");
    expect(readFileSync(file, "utf8")).toBe("theirs\n");
  });

  it("gives the other creator's key when it links first, between the check and the link", () => {
    const file = path.join(dir, ".key");
    const key = keyFileOnce(file, () => {
      writeFileSync(file, "the-other-creators-key");
      return "mine";
    });
    expect(key).toBe("the-other-creators-key");
    expect(readFileSync(file, "utf8")).toBe("the-other-creators-key");
    expect(readdirSync(dir)).toEqual([".key"]);
  });

  it("gives every one of several processes starting at once the same key", async () => {
    const file = path.join(dir, ".key");
    const module = path.join(import.meta.dirname, "created-once.server.ts");
    const script = `const { keyFileOnce } = await import(${JSON.stringify(module)});
      process.stdout.write(keyFileOnce(${JSON.stringify(file)}, () => String(process.pid)));`;
    const keys = await Promise.all(
      Array.from({ length: 6 }, () => run(process.execPath, ["--input-type=module", "-e", script])),
    );
    const read = keys.map(({ stdout }) => stdout);
    expect(new Set(read).size).toBe(1);
    expect(read[0]).toBe(readFileSync(file, "utf8"));
  });
});
