// Staff accounts of the lead inbox, from the command line:
//   npm run staff -- create --email you@noema.example --name "Your Name" [--role admin|member]
//   npm run staff -- reset-password --email you@noema.example   (signs the account out everywhere)
//   npm run staff -- disable --email you@noema.example           (revokes its sessions) | enable
//   npm run staff -- role --email you@noema.example --role admin
//   npm run staff -- list
// Passwords come from STAFF_PASSWORD, or are asked for twice without echo on a terminal, or are the
// first line of standard input when it is piped.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { closeDatabase, getDatabase, migrateToLatest } from "#app/platform/db/db.server.ts";
import {
  AccountError,
  createStaffUser,
  listStaff,
  resetPassword,
  setDisabled,
  setRole,
  STAFF_ROLES,
} from "#app/staff/server/accounts.server.ts";

const USAGE =
  "Usage: npm run staff -- <create|reset-password|disable|enable|role|list> [--email E] [--name N] [--role admin|member]";

function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
    });
  } catch (error) {
    // A misspelt option gets a sentence and the usage, not a stack trace.
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(1);
  }
}

const { values, positionals } = parseCommandLine();
const [command] = positionals;

async function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: muted, terminal: true });
  const answer = await new Promise<string>((resolve) => lines.question("", resolve));
  lines.close();
  process.stdout.write("\n");
  return answer;
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (process.stdin.isTTY) {
    const first = await askHidden("Password (at least 12 characters): ");
    const again = await askHidden("Same password again: ");
    if (first !== again) throw new AccountError("The two passwords differ.");
    return first;
  }
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) return line;
  return "";
}

function requireOption(name: "email" | "name" | "role"): string {
  const value = values[name];
  if (!value) throw new AccountError(`--${name} is required.\n${USAGE}`);
  return value;
}

function roleOption() {
  const role = values.role ?? "member";
  const known = STAFF_ROLES.find((candidate) => candidate === role);
  if (!known) throw new AccountError(`--role must be admin or member, not ${role}.`);
  return known;
}

try {
  const handle = getDatabase();
  await migrateToLatest(handle);
  const db = handle.db;
  switch (command) {
    case "create": {
      const email = requireOption("email");
      const name = requireOption("name");
      const user = await createStaffUser(db, { email, name, role: roleOption(), password: await readPassword() });
      console.log(`Staff account ready: ${user.email} (${user.role})`);
      break;
    }
    case "reset-password": {
      const email = requireOption("email");
      const revoked = await resetPassword(db, email, await readPassword());
      console.log(`Password changed for ${email}; ${revoked} session(s) signed out.`);
      break;
    }
    case "disable":
    case "enable": {
      const email = requireOption("email");
      const revoked = await setDisabled(db, email, command === "disable");
      console.log(`${email} ${command}d${command === "disable" ? `; ${revoked} session(s) signed out` : ""}.`);
      break;
    }
    case "role": {
      const email = requireOption("email");
      // No default here: a forgotten --role must not demote an admin to member.
      requireOption("role");
      const role = roleOption();
      await setRole(db, email, role);
      console.log(`${email} is now ${role}.`);
      break;
    }
    case "list": {
      for (const account of await listStaff(db)) {
        const state = account.disabled ? "disabled" : "active";
        console.log(`${account.email}\t${account.name}\t${account.role}\t${state}\t${account.lastSignInAt ?? "never"}`);
      }
      break;
    }
    default:
      throw new AccountError(USAGE);
  }
} catch (error) {
  console.error(error instanceof AccountError ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
