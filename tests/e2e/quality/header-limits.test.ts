import { describe, expect, inject, it } from "vitest";
import { HEADER_LIMIT_BYTES } from "#tests/fuzz/long-parts.ts";
import { watchHealthz } from "#tests/health-watch.ts";
import { rawRequest } from "#tests/http.ts";

const baseURL = inject("baseURL");

/** The status, or the error code of a connection the server closed before answering. */
async function statusOf(path: string, headers: Record<string, string> = {}): Promise<number | string> {
  try {
    return (await rawRequest(baseURL, { path, headers: { connection: "close", ...headers } })).status;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

/** A query of `bytes` bytes in the shape that froze the old log redaction. */
const longQuery = (bytes: number) => `/about?${"?key".repeat(Math.ceil(bytes / 4))}`.slice(0, bytes);

/*
 * Node's default --max-http-header-size (16 KiB for the request line and all headers together) is
 * the server's only bound on URLs and header values. Just within it a request is served; past it,
 * Node answers 431 and closes. Far past it (over 64 KiB unread) the close can reach the client as
 * a reset before the 431: never a 5xx, never a hang. /healthz answers throughout.
 */
describe("URLs and header values at the 16 KiB limit", () => {
  it("serves a request just within the limit and refuses one just past it, /healthz answering throughout", async () => {
    const health = watchHealthz(baseURL, { intervalMs: 50, stallMs: 5_000 });
    const within = HEADER_LIMIT_BYTES - 400;
    const past = HEADER_LIMIT_BYTES + 200;

    expect(await statusOf(longQuery(within))).toBe(200);
    expect(await statusOf(longQuery(past))).toBe(431);
    expect(await statusOf("/about", { "x-long": "a".repeat(within - 100) })).toBe(200);
    expect(await statusOf("/about", { "x-long": "a".repeat(past) })).toBe(431);
    expect(await statusOf("/about", { cookie: "; a=b".repeat((within - 100) / 5) })).toBe(200);
    expect(await statusOf("/contact", { "x-forwarded-for": "1.2.3.4, ".repeat((within - 100) / 9) })).toBe(200);
    // Found by the fuzzer: React Router's route discovery matched every prefix of a deep path
    // (quadratic): 7,000 segments took 11 s. No page lies deeper than a few segments.
    const deep = `/companies/${"a/".repeat((within - 100) / 2)}b`;
    expect(await Promise.all([statusOf(deep), statusOf(deep), statusOf(deep)])).toEqual([404, 404, 404]);
    expect(await statusOf(`/about${"/".repeat(within - 100)}`)).toBe(404);
    // Redirects never echo a forged long URL: a proxy would answer 502 to such a Location.
    expect(await statusOf(`/insights/${"a".repeat(within - 100)}/`)).toBe(414);
    const signIn = await rawRequest(baseURL, { path: `/inbox/applications?q=${"%25".repeat(3_000)}` });
    expect([signIn.status, signIn.headers.location]).toEqual([302, "/inbox/sign-in"]);
    expect(await statusOf(longQuery(3 * HEADER_LIMIT_BYTES))).toBe(431);
    expect(["ECONNRESET", "EPIPE", 431]).toContain(await statusOf(longQuery(1024 * 1024)));

    const report = await health.stop();
    expect(report.failures).toEqual([]);
    expect(report.polls).toBeGreaterThan(0);
  });
});
