import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Parses "false"/"true"/hop count/address list for Express' `trust proxy` setting. */
const trustProxy = z
  .string()
  .optional()
  .transform((value): boolean | number | string[] => {
    if (value === undefined || value === "" || value === "false" || value === "0") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
  });

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(z.string().url().regex(protocols).optional());

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//),
  ALTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
  RATE_LIMIT_FORM_MAX: positiveInt(20),
  RATE_LIMIT_SIGNIN_MAX: positiveInt(10),
  REDIS_URL: optionalUrl(/^rediss?:\/\//),
  LEAD_WEBHOOK_URL: optionalUrl(/^https?:\/\//),
  LEAD_NOTIFY_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SMTP_URL: optionalUrl(/^smtps?:\/\//),
  MAIL_FROM: z.string().min(3).default("Noema Capital <hello@noema.example>"),
  OUTBOX_WORKER: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

/** Validates an environment; throws one message naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process environment, validated once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Test hook: forget the cached env so a test can change process.env. */
export function resetEnvForTests() {
  cached = undefined;
}

/**
 * A secret from env, or one generated once and kept under DATA_DIR so that
 * restarts of a development or single-instance server keep working.
 */
export function persistentSecret(name: "ALTCHA_HMAC_KEY" | "SESSION_SECRET"): string {
  const env = getEnv();
  const fromEnv = env[name];
  if (fromEnv) return fromEnv;
  const dir = path.resolve(env.DATA_DIR);
  const file = path.join(dir, `.${name.toLowerCase()}`);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
