import { createHash } from "node:crypto";

// Prerendered pages bake in brand facts and SITE_URL, so a change to them needs a rebuild.
export function brandFingerprint(env: NodeJS.ProcessEnv = process.env): string {
  const relevant = Object.keys(env)
    .filter((key) => /^(?:SITE_|CONTACT_|ADDRESS_|SOCIAL_)/.test(key))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  return createHash("sha256").update(relevant.join("\n")).digest("hex");
}
