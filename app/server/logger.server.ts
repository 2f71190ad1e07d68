import pino from "pino";

// Tests keep the console quiet; LOG_LEVEL overrides.
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

export const logger = pino({ level, base: { service: "noema-web" } });
