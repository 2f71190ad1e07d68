import { ipKeyGenerator } from "express-rate-limit";
import { Redis } from "ioredis";
import rateLimiterFlexible from "rate-limiter-flexible";
import { type Env, getEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/logger.server.ts";

const { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } = rateLimiterFlexible;

/*
 * Per-client-IP limits (public forms here, staff sign-in in staff/auth.server.ts),
 * both built by createIpRateLimiter(). Without REDIS_URL they count in process
 * memory, right for one instance. With REDIS_URL the count lives in Redis, so
 * several instances share one budget. When Redis is unreachable or slow, each
 * instance falls back to an in-memory limiter with the same limits (rate-limiter-
 * flexible's insuranceLimiter): visitors are still limited per instance and are
 * never refused or shown an error because of Redis. Outages are logged at warn,
 * at most once a minute. See docs/decisions/022.
 */

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface IpRateLimiter {
  /** Counts one attempt from this address; refuses once the window's budget is spent. */
  consume(clientIp: string): Promise<RateLimitVerdict>;
}

/** Short timeouts: a dead or stalled Redis must not hold up a form post. */
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
const REDIS_COMMAND_TIMEOUT_MS = 500;
const WARN_INTERVAL_MS = 60_000;

let lastWarnAt = 0;
let suppressedWarnings = 0;

/** One warn line per minute at most while Redis keeps failing; the next outage after a recovery logs at once. */
function warnStoreTrouble(message: string, err?: unknown) {
  const now = Date.now();
  if (lastWarnAt !== 0 && now - lastWarnAt < WARN_INTERVAL_MS) {
    suppressedWarnings++;
    return;
  }
  logger.warn({ err, suppressedWarnings }, message);
  lastWarnAt = now;
  suppressedWarnings = 0;
}

export interface RateLimitStore {
  client: Redis;
  /** Settles once the first connection attempt has succeeded or failed, or after connectTimeout. */
  firstAttempt: Promise<void>;
}

/** A Redis connection for rate limits: fails fast instead of queueing, logs instead of throwing. */
export function connectRateLimitStore(url: string): RateLimitStore {
  const client = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Not connected means "use the insurance limiter now", never "wait".
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  let troubled = false;
  client.on("error", (err: unknown) => {
    troubled = true;
    warnStoreTrouble("Redis rate-limit store unavailable; limiting per instance in memory", err);
  });
  client.on("ready", () => {
    if (!troubled) return;
    troubled = false;
    lastWarnAt = 0;
    logger.info("Redis rate-limit store reachable again; limits are shared across instances");
  });
  const firstAttempt = new Promise<void>((resolve) => {
    client.once("ready", resolve);
    client.once("error", resolve);
    client.once("end", resolve);
    setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS).unref();
  });
  return { client, firstAttempt };
}

/** How many addresses one in-memory limiter remembers (about 10 MB); beyond it the oldest is forgotten. */
export const MAX_TRACKED_ADDRESSES = 50_000;

type RateLimiterResult = InstanceType<typeof RateLimiterRes>;

/**
 * rate-limiter-flexible's memory limiter with a bound: its own store keeps every key (and a timer)
 * for the whole window, so a flood of new addresses grows it without limit. Fixed windows of one
 * length expire in the order they began, which is the Map's order, so expired ones sit at the front.
 */
class BoundedMemoryLimiter extends RateLimiterMemory {
  private readonly windows = new Map<string, { consumed: number; resetAt: number }>();
  private readonly maxKeys: number;
  private readonly durationMs: number;

  constructor(options: { keyPrefix: string; points: number; duration: number }, maxKeys: number) {
    super(options);
    this.maxKeys = maxKeys;
    this.durationMs = options.duration * 1000;
  }

  override consume(key: string | number, points = 1): Promise<RateLimiterResult> {
    const now = Date.now();
    for (const [oldKey, window] of this.windows) {
      if (window.resetAt > now) break;
      this.windows.delete(oldKey);
    }
    let window = this.windows.get(String(key));
    if (!window) {
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
      window = { consumed: 0, resetAt: now + this.durationMs };
      this.windows.set(String(key), window);
    }
    window.consumed += points;
    const result = new RateLimiterRes(
      Math.max(this.points - window.consumed, 0),
      window.resetAt - now,
      window.consumed,
      window.consumed === points,
    );
    return window.consumed > this.points ? Promise.reject(result) : Promise.resolve(result);
  }
}

/** The memory limiter that stands in while Redis is down; says so in the log (throttled). */
class InsuranceLimiter extends BoundedMemoryLimiter {
  override consume(key: string | number, points?: number) {
    warnStoreTrouble("Redis rate-limit store failed a request; limiting per instance in memory");
    return super.consume(key, points);
  }
}

/** The one way to build a per-IP limiter: in Redis (with memory insurance) when a store is given, else in memory. */
/**
 * The key one client is counted under. IPv6 counts per /64 (what one subscriber gets);
 * IPv4-mapped IPv6 counts as the IPv4 address. Without a known address (prerender,
 * odd sockets) everyone shares one bucket rather than none.
 */
export const clientAddressKey = (clientIp: string) => (clientIp ? ipKeyGenerator(clientIp, 64) : "unknown");

export function createIpRateLimiter(options: {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  store?: RateLimitStore;
  maxTrackedAddresses?: number;
}): IpRateLimiter {
  const limits = { keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds };
  const maxKeys = options.maxTrackedAddresses ?? MAX_TRACKED_ADDRESSES;
  const store = options.store;
  const limiter = store
    ? new RateLimiterRedis({
        ...limits,
        storeClient: store.client,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new InsuranceLimiter(limits, maxKeys),
      })
    : new BoundedMemoryLimiter(limits, maxKeys);

  return {
    async consume(clientIp) {
      const key = clientAddressKey(clientIp);
      // Right after start, give the connection its first chance instead of skipping Redis.
      if (store) await store.firstAttempt;
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        if (!store) throw rejection;
        // Only reachable if the insurance limiter itself failed: never turn a visitor away for it.
        warnStoreTrouble("rate limiter failed; request allowed", rejection);
        return { allowed: true };
      }
    },
  };
}

let sharedStore: RateLimitStore | undefined;

/** The process's Redis connection for rate limits, or undefined without REDIS_URL. */
export function rateLimitStore(): RateLimitStore | undefined {
  const url = getEnv().REDIS_URL;
  if (!url) return undefined;
  sharedStore ??= connectRateLimitStore(url);
  return sharedStore;
}

/** Closes the Redis connection (if any) so it doesn't hold the process open; server.ts calls it on shutdown. */
export function closeRateLimitStore() {
  sharedStore?.client.disconnect();
  sharedStore = undefined;
}

const processLimiters = new Map<string, IpRateLimiter>();

/**
 * This process's limiter for one purpose, built once from env (Redis when REDIS_URL is set); the window
 * is RATE_LIMIT_WINDOW_SECONDS unless `windowSeconds` says otherwise.
 */
export function processRateLimiter(
  keyPrefix: string,
  points: (env: Env) => number,
  windowSeconds: (env: Env) => number = (env) => env.RATE_LIMIT_WINDOW_SECONDS,
): IpRateLimiter {
  let limiter = processLimiters.get(keyPrefix);
  if (!limiter) {
    const env = getEnv();
    limiter = createIpRateLimiter({
      keyPrefix,
      points: points(env),
      durationSeconds: windowSeconds(env),
      store: rateLimitStore(),
    });
    processLimiters.set(keyPrefix, limiter);
  }
  return limiter;
}

/** Counts one public-form submission from this address; refuses once the window's budget is spent. */
export function consumeFormSubmission(clientIp: string): Promise<RateLimitVerdict> {
  return processRateLimiter("public-form", (env) => env.RATE_LIMIT_FORM_MAX).consume(clientIp);
}

/** Test hook: forget counts, close the Redis connection and re-read the limits from env. */
export function resetRateLimitForTests() {
  processLimiters.clear();
  closeRateLimitStore();
  lastWarnAt = 0;
  suppressedWarnings = 0;
}
