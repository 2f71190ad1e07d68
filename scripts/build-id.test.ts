import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NGINX_BUILD_ID_FILE, computeBuildId, writeBuildId } from "./build-id.ts";

describe("build id", () => {
  let buildDir: string;
  beforeEach(() => {
    buildDir = mkdtempSync(path.join(tmpdir(), "noema-build-id-"));
    mkdirSync(path.join(buildDir, "client", "about"), { recursive: true });
    writeFileSync(path.join(buildDir, "client", "about", "index.html"), "<h1>About</h1>");
    writeFileSync(path.join(buildDir, "client", "index.html"), "<h1>Home</h1>");
  });
  afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

  it("stays the same for the same files, its own files included", () => {
    const first = writeBuildId(buildDir);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(computeBuildId(buildDir)).toBe(first);
  });

  it("changes when one byte of a page changes, or a file moves", () => {
    const before = computeBuildId(buildDir);
    writeFileSync(path.join(buildDir, "client", "about", "index.html"), "<h1>About!</h1>");
    const edited = computeBuildId(buildDir);
    expect(edited).not.toBe(before);
    rmSync(path.join(buildDir, "client", "index.html"));
    writeFileSync(path.join(buildDir, "client", "home.html"), "<h1>Home</h1>");
    expect(computeBuildId(buildDir)).not.toBe(edited);
  });

  it("writes the nginx include that sets the key's first part", () => {
    const id = writeBuildId(buildDir);
    expect(readFileSync(path.join(buildDir, NGINX_BUILD_ID_FILE), "utf8")).toContain(`set $noema_build_id "${id}";`);
  });
});
