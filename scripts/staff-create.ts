// `npm run staff:create -- --email you@noema.example --name "Your Name"`
// Creates (or resets the password of) a staff account for the lead inbox. The password comes
// from STAFF_PASSWORD or, when that is unset, from the first line of standard input.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { closeDatabase, getDatabase, migrateToLatest } from "../app/server/db/db.server.ts";
import { createStaffUser } from "../app/server/staff/auth.server.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
if (!values.email || !values.name) {
  console.error(
    'Usage: npm run staff:create -- --email you@noema.example --name "Your Name"  (password: STAFF_PASSWORD or stdin)',
  );
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (process.stdin.isTTY) process.stdout.write("Password (at least 12 characters): ");
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) return line;
  return "";
}

try {
  const handle = getDatabase();
  await migrateToLatest(handle);
  const user = await createStaffUser(handle.db, {
    email: values.email,
    name: values.name,
    password: await readPassword(),
  });
  console.log(`Staff account ready: ${user.email}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
