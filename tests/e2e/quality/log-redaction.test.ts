import { describe, expect, it } from "vitest";
import { rawRequest } from "../../support/http";
import { serverForTests } from "../../support/server-for-tests";

// Confirm and unsubscribe links carry live tokens: the access log must not keep them.
describe("access log", () => {
  const server = serverForTests({ LOG_LEVEL: "info" });

  it.each(["/newsletter/confirm", "/newsletter/unsubscribe", "/newsletter/unsubscribe/"])(
    "redacts the token of %s",
    async (path) => {
      const secret = `tok${Math.random().toString(36).slice(2)}`;
      await rawRequest(server().url, { path: `${path}?utm=mail&token=${secret}` });
      await rawRequest(server().url, {
        method: "POST",
        path: `${path}?token=${secret}`,
        headers: { "content-length": "0" },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const log = server().output();
      expect(log).toContain(`${path}?utm=mail&token=[redacted]`);
      expect(log).not.toContain(secret);
    },
  );
});
