import { describe, expect, it } from "vitest";
import { startServer } from "#tests/server.ts";

describe("TRUST_PROXY in production", () => {
  it("refuses to start with TRUST_PROXY=true, which lets any client choose its own address", async () => {
    const started = startServer({ TRUST_PROXY: "true" });
    await expect(started.then((server) => server.stop())).rejects.toThrow(/TRUST_PROXY=true trusts every/);
  });

  it("starts with a hop count and says what it trusts", async () => {
    const server = await startServer({ TRUST_PROXY: "1" });
    try {
      expect(server.output()).toContain("TRUST_PROXY=1: the client address is the X-Forwarded-For entry 1 hop(s)");
    } finally {
      await server.stop();
    }
  });
});
