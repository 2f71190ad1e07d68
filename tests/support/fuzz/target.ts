import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";
import { createStaffUser } from "#app/staff/server/accounts.server.ts";
import type { TestDialect } from "#tests/database.ts";
import { BENCH_ALTCHA_KEY, solvedCaptcha } from "#tests/contact-posts.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { csrfToken, formPost } from "#tests/http.ts";
import { createPgSchema } from "#tests/postgres-schema.ts";
import type { FuzzContext } from "./materialise.ts";

export interface FuzzTarget {
  dialect: TestDialect;
  server: RunningServer;
  /** The server's own database, read to check what it stored. */
  db: DatabaseHandle;
  context: FuzzContext;
  close: () => Promise<void>;
}

const STAFF = { email: "fuzz-staff@noema.test", name: "Fuzz Staff", password: "a-long-fuzz-staff-password" };

/**
 * The production build on its own database (a temp SQLite file, or a fresh PostgreSQL schema),
 * with limits lifted so requests reach the deep paths, a staff account signed in, and captchas
 * the server accepts. The outbox worker is off: deliveries are not what is fuzzed.
 */
export async function startFuzzTarget(dialect: TestDialect): Promise<FuzzTarget> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "noema-fuzz-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY,
    RATE_LIMIT_FORM_MAX: "100000000",
    RATE_LIMIT_SIGNIN_MAX: "100000000",
    RATE_LIMIT_CHALLENGE_MAX: "100000000",
    OUTBOX_WORKER: "off",
    LOG_LEVEL: "warn",
  };
  const pgSchema = dialect === "postgres" ? await createPgSchema("fuzz") : undefined;
  if (pgSchema) {
    // Migrated here, where the schema is named; the server then finds nothing left to apply.
    await migrateToLatest(pgSchema.handle);
    env.DATABASE_URL = pgSchema.databaseUrl;
  }
  const server = await startServer(env);
  const handle = pgSchema?.handle ?? openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });

  await createStaffUser(handle.db, STAFF);
  const token = await csrfToken(server.url);
  const body = `email=${encodeURIComponent(STAFF.email)}&password=${encodeURIComponent(STAFF.password)}`;
  const signIn = await formPost(server.url, "/inbox/sign-in", token, body);
  const staffCookie = (signIn.headers["set-cookie"] ?? []).find((line) => line.startsWith("noema_staff_session="));
  if (!staffCookie) throw new Error(`fuzz target: staff sign-in failed with ${signIn.status}`);

  return {
    dialect,
    server,
    db: handle,
    context: {
      baseUrl: server.url,
      csrfToken: token,
      staffCookie: staffCookie.split(";")[0],
      captcha: () => solvedCaptcha(BENCH_ALTCHA_KEY),
    },
    close: async () => {
      await server.stop();
      await (pgSchema ? pgSchema.dispose() : handle.close());
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
