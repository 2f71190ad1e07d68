import { describe, expect, it } from "vitest";
import { rawRequest } from "#tests/http.ts";
import { serverForTests } from "#tests/server-for-tests.ts";

// Each challenge costs a PBKDF2 derivation on the shared thread pool: one address gets a few, not endless.
describe("GET /api/altcha/challenge", () => {
  const server = serverForTests({ RATE_LIMIT_CHALLENGE_MAX: "3" });

  it("is limited per client address with a 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await rawRequest(server().url, { path: "/api/altcha/challenge" })).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await rawRequest(server().url, { path: "/api/altcha/challenge" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["cache-control"]).toBe("no-store");
  });
});
