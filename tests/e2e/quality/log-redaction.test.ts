import { describe, expect, it } from "vitest";
import { probeHealthz } from "#tests/health-watch.ts";
import { rawRequest } from "#tests/http.ts";
import { serverForTests } from "#tests/server-for-tests.ts";

// Confirm and unsubscribe links (and those confirming a form sent without JavaScript) carry live tokens:
// the access log must not keep them.
describe("access log", () => {
  const server = serverForTests({ LOG_LEVEL: "info" });

  it.each(["/newsletter/confirm", "/newsletter/unsubscribe", "/newsletter/unsubscribe/", "/confirm-submission"])(
    "redacts the token of %s",
    async (path) => {
      const secret = `tok${Math.random().toString(36).slice(2)}`;
      await rawRequest(server().url, { path: `${path}?utm_source=mail&token=${secret}` });
      await rawRequest(server().url, {
        method: "POST",
        path: `${path}?token=${secret}`,
        headers: { "content-length": "0" },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const log = server().output();
      expect(log).toContain(`${path}?utm_source=mail&token=[redacted]`);
      expect(log).not.toContain(secret);
    },
  );

  // Found in review: redacting "/about?" + "?key" x 2,000 (8 KB) froze the process for 12.7 s (cubic backtracking).
  it("logs a long adversarial URL without freezing: /healthz answers while it is served", async () => {
    const answer = rawRequest(server().url, { path: `/about?${"?key".repeat(2_000)}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { problem } = await probeHealthz(server().url, 5_000);
    expect((await answer).status).toBe(200);
    expect(problem).toBeUndefined();
  });
});
