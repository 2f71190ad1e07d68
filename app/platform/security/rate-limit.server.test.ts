import { randomUUID } from "node:crypto";
import { type Server, type Socket, createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "#app/platform/logger.server.ts";
import {
  type RateLimitStore,
  connectRateLimitStore,
  consumeFormSubmission,
  createIpRateLimiter,
  resetRateLimitForTests,
} from "./rate-limit.server.ts";
import { consumeSignInAttempt } from "#app/staff/server/auth.server.ts";
import { applyTestEnv } from "#tests/env.ts";

const WINDOW_SECONDS = 600;
// Nothing listens on port 1: the connection is refused at once.
const CLOSED_PORT_URL = "redis://127.0.0.1:1";

/** A fresh address per test, so counts never leak between tests or parallel runs. */
const newIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}`;

afterEach(() => {
  resetRateLimitForTests();
  vi.restoreAllMocks();
});

describe("per-IP rate limits in memory (no REDIS_URL)", () => {
  it("refuses form submissions with a retry-after once the budget is spent", async () => {
    applyTestEnv({ RATE_LIMIT_FORM_MAX: "2", RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) });
    const ip = newIp();
    expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
    expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
    const refused = await consumeFormSubmission(ip);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    // Another address has its own budget.
    expect(await consumeFormSubmission(newIp())).toEqual({ allowed: true });
  });

  it("keeps the sign-in budget apart from the form budget", async () => {
    applyTestEnv({ RATE_LIMIT_FORM_MAX: "1", RATE_LIMIT_SIGNIN_MAX: "2" });
    const ip = newIp();
    expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
    expect(await consumeSignInAttempt(ip)).toBeNull();
    expect(await consumeSignInAttempt(ip)).toBeNull();
    expect(await consumeSignInAttempt(ip)).toBeGreaterThan(0);
  });

  it("is per process: a restart (reset) forgets the counts", async () => {
    applyTestEnv({ RATE_LIMIT_FORM_MAX: "1" });
    const ip = newIp();
    expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
    expect((await consumeFormSubmission(ip)).allowed).toBe(false);
    resetRateLimitForTests();
    expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
  });
});

describe("with REDIS_URL pointing at a closed port", () => {
  it("still counts and limits per instance through the insurance limiter, without throwing", async () => {
    const warn = vi.spyOn(logger, "warn");
    applyTestEnv({ REDIS_URL: CLOSED_PORT_URL, RATE_LIMIT_FORM_MAX: "3", RATE_LIMIT_SIGNIN_MAX: "2" });
    const ip = newIp();
    const started = performance.now();
    for (let i = 0; i < 3; i++) expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
    const refused = await consumeFormSubmission(ip);
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await consumeSignInAttempt(ip)).toBeNull();
    expect(await consumeSignInAttempt(ip)).toBeNull();
    expect(await consumeSignInAttempt(ip)).toBeGreaterThan(0);
    // A refused connection must not hold the posts up.
    expect(performance.now() - started).toBeLessThan(1_500);
    // Logged at warn, once, not once per request.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatch(/Redis rate-limit store unavailable/);
  });

  it("does not stall on a Redis that accepts connections but never answers", async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      applyTestEnv({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_FORM_MAX: "2" });
      const ip = newIp();
      const started = performance.now();
      expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
      expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
      expect((await consumeFormSubmission(ip)).allowed).toBe(false);
      expect(performance.now() - started).toBeLessThan(2_500);
    } finally {
      resetRateLimitForTests();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("per-IP rate limits through Redis (TEST_REDIS_URL)", () => {
  const url = process.env.TEST_REDIS_URL ?? "";
  // One prefix per run: parallel runs against the same Redis never share keys.
  const runPrefix = `test-${randomUUID()}`;
  let admin: Redis;
  const stores: RateLimitStore[] = [];

  const processStore = () => {
    const store = connectRateLimitStore(url);
    stores.push(store);
    return store;
  };

  beforeAll(() => {
    admin = new Redis(url, { lazyConnect: true });
  });

  beforeEach(() => applyTestEnv());

  afterEach(() => {
    for (const store of stores.splice(0)) store.client.disconnect();
  });

  afterAll(async () => {
    const keys = await admin.keys(`${runPrefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
  });

  it("lets two processes share one budget and refuses with a retry-after once it is spent", async () => {
    const limits = { keyPrefix: `${runPrefix}-shared`, points: 3, durationSeconds: WINDOW_SECONDS };
    // Two limiters, each with its own connection and its own memory: two server processes.
    const first = createIpRateLimiter({ ...limits, store: processStore() });
    const second = createIpRateLimiter({ ...limits, store: processStore() });
    const ip = newIp();
    expect(await first.consume(ip)).toEqual({ allowed: true });
    expect(await second.consume(ip)).toEqual({ allowed: true });
    expect(await first.consume(ip)).toEqual({ allowed: true });
    // Each process alone has counted at most two; together they spent three.
    const refused = await second.consume(ip);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    expect((await first.consume(ip)).allowed).toBe(false);
    // The count is in Redis, with the window as its expiry.
    expect(await admin.get(`${limits.keyPrefix}:${ip}`)).toBe("5");
    expect(await admin.ttl(`${limits.keyPrefix}:${ip}`)).toBeGreaterThan(WINDOW_SECONDS - 10);
    // Another address has its own budget.
    expect(await second.consume(newIp())).toEqual({ allowed: true });
  });

  it("wires REDIS_URL into the form and sign-in limits: a restarted process keeps the count", async () => {
    applyTestEnv({ REDIS_URL: url, RATE_LIMIT_FORM_MAX: "2", RATE_LIMIT_SIGNIN_MAX: "1" });
    // The process-wide limiters use fixed prefixes, so this test keeps its keys apart by address.
    const ip = `${runPrefix}-${newIp()}`;
    expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
    expect(await consumeSignInAttempt(ip)).toBeNull();
    // A new process: fresh memory, fresh connection.
    resetRateLimitForTests();
    expect(await consumeFormSubmission(ip)).toEqual({ allowed: true });
    const refused = await consumeFormSubmission(ip);
    expect(refused.allowed).toBe(false);
    expect(await consumeSignInAttempt(ip)).toBeGreaterThan(0);
    await admin.del(`public-form:${ip}`, `staff-sign-in:${ip}`);
  });

  it("falls back to memory when the connection is lost, and nothing throws", async () => {
    const warn = vi.spyOn(logger, "warn");
    const store = processStore();
    const limiter = createIpRateLimiter({ keyPrefix: `${runPrefix}-lost`, points: 2, durationSeconds: 60, store });
    const ip = newIp();
    expect(await limiter.consume(ip)).toEqual({ allowed: true });
    store.client.disconnect();
    expect(await limiter.consume(ip)).toEqual({ allowed: true });
    expect(await limiter.consume(ip)).toEqual({ allowed: true });
    expect((await limiter.consume(ip)).allowed).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("rate-limit keys", () => {
  const limiter = (points: number, maxTrackedAddresses?: number) =>
    createIpRateLimiter({
      keyPrefix: `keys-${randomUUID()}`,
      points,
      durationSeconds: WINDOW_SECONDS,
      maxTrackedAddresses,
    });

  it("counts an IPv6 client per /64, the block one subscriber gets", async () => {
    const limit = limiter(2);
    expect(await limit.consume("2001:db8:aa:bb::1")).toEqual({ allowed: true });
    expect(await limit.consume("2001:db8:aa:bb:1:2:3:4")).toEqual({ allowed: true });
    expect((await limit.consume("2001:db8:aa:bb:ffff::9")).allowed).toBe(false);
    // The neighbouring /64 is someone else.
    expect(await limit.consume("2001:db8:aa:bc::1")).toEqual({ allowed: true });
  });

  it("counts an IPv4 client the same whether the socket reports it plain or IPv4-mapped", async () => {
    const limit = limiter(1);
    expect(await limit.consume("::ffff:192.0.2.7")).toEqual({ allowed: true });
    expect((await limit.consume("192.0.2.7")).allowed).toBe(false);
  });

  it("remembers a bounded number of addresses, forgetting the oldest first", async () => {
    const limit = limiter(1, 3);
    expect(await limit.consume("198.51.100.1")).toEqual({ allowed: true });
    expect((await limit.consume("198.51.100.1")).allowed).toBe(false);
    for (const ip of ["198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
      expect(await limit.consume(ip)).toEqual({ allowed: true });
    }
    // Three newer addresses pushed the first out of memory.
    expect(await limit.consume("198.51.100.1")).toEqual({ allowed: true });
    expect((await limit.consume("198.51.100.4")).allowed).toBe(false);
  });
});
