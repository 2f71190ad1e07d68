import { describe, expect, it } from "vitest";
import { type RawRequest, rawRequest } from "#tests/http.ts";
import { serverForTests } from "#tests/server-for-tests.ts";

// A refused request is routine: one info line at most, never an error with a stack trace (log flooding).
describe("requests the router refuses", () => {
  const server = serverForTests({ LOG_LEVEL: "warn" });

  it("are answered 4xx without an error or stack trace in the log", async () => {
    const cases: RawRequest[] = [
      { method: "POST", path: "/contact", headers: { origin: "https://evil.example", "content-length": "0" } },
      { method: "POST", path: "/contact", headers: { origin: "http://[", "content-length": "0" } },
      { method: "PUT", path: "/about", headers: { "content-length": "0" } },
      { method: "DELETE", path: "/insights", headers: { "content-length": "0" } },
    ];
    for (const request of cases) {
      const response = await rawRequest(server().url, request);
      expect(response.status, `${request.method} ${request.path}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const output = server().output();
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/"level":50/);
  });
});
