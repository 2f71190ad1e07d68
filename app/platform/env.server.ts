import { z } from "zod";
import { FIRM_TIME_ZONE, isTimeZone } from "#app/staff/view/time-zone.ts";
import { currencyCodes } from "#app/shared/money/currencies.ts";
import { ECB_DAILY_URL } from "#app/shared/money/ecb-rates.ts";

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

const emptyIsUnset = (value: unknown) => (value === "" ? undefined : value);

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 to 64 random bytes. */
const webhookSecret = z.preprocess(
  emptyIsUnset,
  z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, "must be whsec_ followed by base64 (see docs/operations.md)")
    .refine((value) => {
      const bytes = Buffer.from(value.slice("whsec_".length), "base64").length;
      return bytes >= 24 && bytes <= 64;
    }, "must hold 24 to 64 bytes of base64 after whsec_")
    .optional(),
);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//),
  ALTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Keys the erasure ledger's hashes; generated once when unset (app/platform/privacy/erasure-ledger.server.ts). */
  ERASURE_LEDGER_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
  RATE_LIMIT_FORM_MAX: positiveInt(20),
  RATE_LIMIT_SIGNIN_MAX: positiveInt(10),
  /** Captcha challenges per IP per window: a visitor needs one per form view. */
  RATE_LIMIT_CHALLENGE_MAX: positiveInt(60),
  /** What one signed-in founder may send per window, whatever their address (issue 26): messages and uploads. */
  FOUNDER_LIMIT_WINDOW_SECONDS: positiveInt(3600),
  FOUNDER_MESSAGE_MAX: positiveInt(20),
  FOUNDER_UPLOAD_MAX: positiveInt(30),
  REDIS_URL: optionalUrl(/^rediss?:\/\//),
  LEAD_WEBHOOK_URL: optionalUrl(/^https?:\/\//),
  LEAD_WEBHOOK_SECRET: webhookSecret,
  LEAD_NOTIFY_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SMTP_URL: optionalUrl(/^smtps?:\/\//),
  MAIL_FROM: z.string().min(3).default("Noema Capital <hello@noema.example>"),
  OUTBOX_WORKER: z.enum(["on", "off"]).default("on"),
  /**
   * How long an instance holds the outbox rows it claimed: a crashed instance's rows wait this long for another
   * (decision 048). A delivery's deadline is shorter (two thirds of it, at most 20 s).
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  /** Without SMTP_URL, write mails to DATA_DIR/mailbox; `npm start` turns it on when SITE_URL is unset too. */
  LOCAL_MAILBOX: z.enum(["on", "off"]).default("off"),
  /** How long a founder's stage e-mail waits after the move, so staff can stop it (decision 058); fractions allowed. */
  FOUNDER_STAGE_MAIL_DELAY_MINUTES: z.coerce
    .number({ error: "must be a number of minutes" })
    .min(0, "must be 0 or more minutes")
    .max(1440, "must be at most 1440 minutes (a day)")
    .default(10),
  /** Staff read times in this IANA zone unless they pick their own (their profile). */
  FIRM_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone, e.g. Europe/London")
    .default(FIRM_TIME_ZONE),
  /** Staff compare applications' amounts in this currency (decision 070): one of the application's currencies. */
  REPORTING_CURRENCY: z.enum(currencyCodes, { error: `must be one of ${currencyCodes.join(", ")}` }).default("EUR"),
  /** Where the daily rates job and `npm run rates:load` read the ECB's reference rates (decision 077). */
  ECB_RATES_URL: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .url()
      .regex(/^https?:\/\//)
      .default(ECB_DAILY_URL),
  ),
  /** The daily ECB rates job: on by default in production, off elsewhere unless set (decision 077). */
  RATES_JOB: z.preprocess(emptyIsUnset, z.enum(["on", "off"]).optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** On SIGTERM: how long requests in flight may take before their connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /**
   * On SIGTERM: how long to keep accepting, with /readyz at 503, before closing the listener. Unset: the
   * production default below, 0 elsewhere (a developer's Ctrl-C stops at once).
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(600).optional(),
  /*
   * HTTP server timeouts (issue 26). A request's whole body must arrive within the request timeout:
   * the largest document, 25 MiB (26,214,400 bytes, 209.7 Mbit), takes 210 s on a 1 Mbit/s uplink,
   * a slow ADSL or weak mobile line; 240 s leaves 14 % for the form's other bytes and a slower
   * moment. Headers fit in one packet: 20 s is ample on any line and cuts a slowloris three times
   * sooner than Node's 60 s. Idle keep-alive connections live 65 s, longer than the 60 s idle timeout
   * of the usual balancers (nginx, AWS ALB), so a balancer never sends down a connection this server
   * has just closed.
   */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(240),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(65),
  /** Bearer token for GET /metrics; unset, the endpoint does not exist (404). */
  METRICS_TOKEN: z.preprocess(emptyIsUnset, z.string().min(32, "must be at least 32 characters").optional()),
});

/** Rules that span variables; parseEnv reports them beside the per-variable ones. */
const crossChecks = envSchema.superRefine((env, context) => {
  if (env.HTTP_HEADERS_TIMEOUT_SECONDS > env.HTTP_REQUEST_TIMEOUT_SECONDS) {
    context.addIssue({
      code: "custom",
      path: ["HTTP_HEADERS_TIMEOUT_SECONDS"],
      message: "must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS (the headers are part of the request)",
    });
  }
  if (env.NODE_ENV === "production" && env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["LEAD_WEBHOOK_SECRET"],
      message: "must be set when LEAD_WEBHOOK_URL is (webhooks are signed; see docs/operations.md)",
    });
  }
});

/**
 * The drain period a plain deploy relies on (issue 21). Closing the listener at once reset the
 * connections the kernel had accepted but Node had not taken yet, and refused posts a balancer had
 * already routed here. Five seconds covers the usual ways traffic is taken off an instance: a
 * Kubernetes endpoint removal reaching kube-proxy and ingresses (a second or two, more under load), an
 * HAProxy or Traefik health check failing twice at its 2 s default, systemd/nginx where nothing polls
 * and the instance simply serves what arrives meanwhile. Balancers that poll less often need more.
 */
export const PRODUCTION_SHUTDOWN_DELAY_SECONDS = 5;

/** Fills in what depends on other variables. */
const resolved = crossChecks.transform((env) => ({
  ...env,
  RATES_JOB: env.RATES_JOB ?? (env.NODE_ENV === "production" ? "on" : "off"),
  SHUTDOWN_DELAY_SECONDS:
    env.SHUTDOWN_DELAY_SECONDS ?? (env.NODE_ENV === "production" ? PRODUCTION_SHUTDOWN_DELAY_SECONDS : 0),
}));

export type Env = z.output<typeof resolved>;

/** Validates an environment; throws one message naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = resolved.safeParse(source);
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
