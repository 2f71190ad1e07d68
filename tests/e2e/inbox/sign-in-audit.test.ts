import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, inject, it } from "vitest";
import { csrfToken, formPost } from "#tests/http.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");

// People type their password into the e-mail field: a failed sign-in must not keep what was typed.
describe("failed sign-in audit entry", () => {
  it("does not store the typed e-mail of an unknown account", async () => {
    const typed = `Hunter2-${Math.random().toString(36).slice(2)}!`;
    const token = await csrfToken(baseURL);
    const response = await formPost(baseURL, "/inbox/sign-in", token, `email=${encodeURIComponent(typed)}&password=x`);
    expect(response.status).toBe(401);
    const db = new Database(path.join(dataDir, "noema.sqlite"), { readonly: true });
    try {
      const rows = db
        .prepare("select target from audit_log where action = 'sign_in_failed' order by created_at desc limit 5")
        .all() as Array<{ target: string | null }>;
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(typed.toLowerCase());
    } finally {
      db.close();
    }
  });
});
