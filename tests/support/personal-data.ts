import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { randomUUID } from "node:crypto";
import { insertApplication, insertMessage, insertSubscriber } from "./leads.ts";

/*
 * Issue 21, "erased means gone": a person whose every field is a string nobody else has, so a scan of
 * raw bytes (database file, WAL, backups, logs) can tell whether anything of them is left.
 */

export interface DistinctPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  story: string;
  /** What a scan looks for: each field a person could be found by. */
  needles: string[];
}

/** A person made of `tag`-marked strings (tag: a few letters, unique per test). */
export function distinctPerson(tag: string): DistinctPerson {
  const person = {
    firstName: `Zephyrine${tag}`,
    lastName: `Quillfeather${tag}`,
    email: `zq.${tag.toLowerCase()}@quillfeather-${tag.toLowerCase()}.example`,
    phone: `+44 7700 9${tag.length}0417`,
    company: `Orbital Kelp ${tag} Ltd`,
    story: `We farm kelp in orbit, batch ${tag}, and sell it to moon bakeries.`,
  };
  return {
    ...person,
    needles: [person.firstName, person.lastName, person.email, person.company, person.story].flatMap((text) => [
      text,
      text.toLowerCase(),
    ]),
  };
}

/**
 * The person's application, contact message and newsletter sign-up, as the forms leave them, and a second
 * message sent without JavaScript and not yet confirmed (decision 076) (outbox rows are the caller's: they
 * differ by test).
 */
export async function insertPerson(db: Kysely<Database>, person: DistinctPerson, createdAt?: string) {
  const at = createdAt ? { created_at: createdAt } : {};
  const application = await insertApplication(db, {
    applicant_first_name: person.firstName,
    applicant_last_name: person.lastName,
    applicant_email: person.email,
    applicant_phone: person.phone,
    business_name: person.company,
    business_description: person.story,
    ...at,
  });
  const message = await insertMessage(db, {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    company: person.company,
    message: person.story,
    ...at,
  });
  const subscriber = await insertSubscriber(db, { email: person.email, ...at });
  const sentAt = createdAt ?? new Date().toISOString();
  const held = { firstName: person.firstName, lastName: person.lastName, email: person.email, message: person.story };
  const pending = { id: randomUUID(), form: "contact" as const, email: person.email, value: JSON.stringify(held) };
  await db
    .insertInto("pending_submissions")
    .values({
      ...pending,
      created_at: sentAt,
      expires_at: new Date(Date.parse(sentAt) + 7 * 86_400_000).toISOString(),
      mailed_at: sentAt,
      confirmed_at: null,
      lead_id: null,
    })
    .execute();
  return { application, message, subscriber, pending };
}

/** How often each needle occurs in the raw bytes of `file` (0 when the file does not exist). */
export function occurrencesIn(file: string, needles: string[]): Record<string, number> {
  const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
  const found: Record<string, number> = {};
  for (const needle of needles) {
    const pattern = Buffer.from(needle, "utf8");
    let count = 0;
    for (let at = bytes.indexOf(pattern); at !== -1; at = bytes.indexOf(pattern, at + 1)) count++;
    if (count > 0) found[needle] = count;
  }
  return found;
}

/** Needles found per file under `dir` (recursively), only files with any: `{}` means nothing is left. */
export function occurrencesUnder(dir: string, needles: string[]): Record<string, Record<string, number>> {
  const found: Record<string, Record<string, number>> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const inFile = occurrencesIn(file, needles);
    if (Object.keys(inFile).length > 0) found[path.relative(dir, file)] = inFile;
  }
  return found;
}
