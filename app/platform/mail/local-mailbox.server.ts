import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "#app/platform/env.server.ts";
import type { OutgoingMail } from "./mailer.server.ts";

/*
 * A local run without a mail server (`npm start` with neither SMTP_URL nor SITE_URL set, decision 062)
 * writes each mail as a text file, so a newcomer can read a founder's sign-in link. A deployment sets
 * SITE_URL, and its mails wait in the outbox instead, as before.
 */

export const mailboxDir = () => path.resolve(getEnv().DATA_DIR, "mailbox");

export function localMailboxOn(): boolean {
  const env = getEnv();
  return !env.SMTP_URL && env.LOCAL_MAILBOX === "on";
}

/**
 * Writes the mail where the README says; returns the file's path. The name is the time and a random
 * tag, never the subject: subjects name companies, and the path goes to the log (issue 26).
 */
export function writeToLocalMailbox(mail: OutgoingMail & { from: string }, now = new Date()): string {
  const dir = mailboxDir();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.txt`);
  const headers = [`From: ${mail.from}`, `To: ${mail.to}`, `Date: ${now.toUTCString()}`, `Subject: ${mail.subject}`];
  for (const [name, value] of Object.entries(mail.headers ?? {})) headers.push(`${name}: ${value}`);
  writeFileSync(file, `${headers.join("\n")}\n\n${mail.text}\n`, { mode: 0o600 });
  return file;
}

/**
 * Erased means gone here too: removes every local mail to or about the address, or naming one of the
 * erased leads (staff notices carry the lead's id, not the founder's address). Returns how many.
 */
export function eraseFromLocalMailbox(email: string, leadIds: readonly string[] = []): number {
  let names: string[];
  try {
    names = readdirSync(mailboxDir());
  } catch {
    return 0;
  }
  const needles = [email.trim().toLowerCase(), ...leadIds.map((id) => id.toLowerCase())];
  let removed = 0;
  for (const name of names) {
    const file = path.join(mailboxDir(), name);
    const text = readFileSync(file, "utf8").toLowerCase();
    if (needles.some((needle) => text.includes(needle))) {
      rmSync(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
