import { createHash } from "node:crypto";
import pino from "pino";

// Tests keep the console quiet; LOG_LEVEL overrides.
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

export const logger = pino({ level, base: { service: "noema-web" } });

/**
 * How a log line names a lead: a hash of its id, never the id itself, which a backup or an export could
 * tie to the person long after their erasure (issue 26). Lines about one lead still share the value.
 */
export const leadRef = (leadId: string) =>
  createHash("sha256").update(`noema-lead:${leadId}`).digest("hex").slice(0, 16);
