import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Kysely } from "kysely";
import { keyFileOnce, storedKeyOnce } from "./created-once.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";

/*
 * ALTCHA_HMAC_KEY and SESSION_SECRET (decision 053). From env when set. Otherwise generated once:
 * with DATABASE_URL in the database, so every instance on it signs and verifies with the same key;
 * on SQLite in a file under DATA_DIR, created atomically (a crash never leaves half a key).
 */

export type SecretName = "ALTCHA_HMAC_KEY" | "SESSION_SECRET";
const SECRET_NAMES: SecretName[] = ["ALTCHA_HMAC_KEY", "SESSION_SECRET"];
const MIN_SECRET_LENGTH = 32;

const fromDatabase = new Map<SecretName, string>();
const fromFiles = new Map<string, string>();

const newSecret = () => randomBytes(32).toString("hex");

/**
 * At start-up, before serving: loads every key that env does not set (from the database with
 * DATABASE_URL, else from DATA_DIR), so a missing or damaged key stops the start with a message.
 */
export async function loadSecrets(db: Kysely<Database>): Promise<void> {
  const env = getEnv();
  fromDatabase.clear();
  for (const name of SECRET_NAMES) {
    if (env[name]) continue;
    if (env.DATABASE_URL) fromDatabase.set(name, await sharedSecret(db, name));
    else fileSecret(name);
  }
}

/** The key to sign and verify with now. */
export function persistentSecret(name: SecretName): string {
  const env = getEnv();
  const fromEnv = env[name];
  if (fromEnv) return fromEnv;
  if (!env.DATABASE_URL) {
    // Read from disk once per process and key file: the captcha endpoint asks on every request.
    const file = secretFile(name);
    let secret = fromFiles.get(file);
    if (secret === undefined) {
      secret = fileSecret(name);
      fromFiles.set(file, secret);
    }
    return secret;
  }
  const shared = fromDatabase.get(name);
  if (!shared) throw new Error(`${name} was not loaded from the database: call loadSecrets() at start-up`);
  return shared;
}

/** Insert-if-absent, then read: the first instance to start creates the key, the others read it. */
async function sharedSecret(db: Kysely<Database>, name: SecretName): Promise<string> {
  const value = await storedKeyOnce(db, name, newSecret);
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(`The stored ${name} in app_secrets is shorter than ${MIN_SECRET_LENGTH} characters; set ${name}.`);
  }
  return value;
}

function secretFile(name: SecretName): string {
  return path.join(path.resolve(getEnv().DATA_DIR), `.${name.toLowerCase()}`);
}

/** The key file under DATA_DIR, created once (./created-once.server.ts). */
export function fileSecret(name: SecretName): string {
  const file = secretFile(name);
  const secret = keyFileOnce(file, newSecret);
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds ${secret.length} characters, fewer than ${MIN_SECRET_LENGTH} (an interrupted write?). ` +
        `Delete it to have a new key generated (open captchas and newsletter links then stop working), or set ${name}.`,
    );
  }
  return secret;
}
