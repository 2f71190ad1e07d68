import { describe, expect, it } from "vitest";
import { StartupRefusal } from "#server/startup-refusal.ts";
import { resolveTrustProxy } from "./trust-proxy.ts";

describe("resolveTrustProxy", () => {
  it("refuses TRUST_PROXY=true in production and says why", () => {
    expect(() => resolveTrustProxy(true, "production")).toThrow(/any client could pick its own address/);
    // A refusal, so start-up prints the reason alone, without a stack trace.
    expect(() => resolveTrustProxy(true, "production")).toThrow(StartupRefusal);
  });

  it("allows true outside production with a warning", () => {
    expect(resolveTrustProxy(true, "development")).toMatchObject({ setting: true, summary: /^Warning:/ });
  });

  it.each([
    [false, /ignored/],
    [1, /1 hop/],
    [["10.0.0.1", "loopback"], /only from 10\.0\.0\.1, loopback/],
  ] as const)("accepts %j in production and describes it", (value, summary) => {
    const resolved = resolveTrustProxy(value as boolean | number | string[], "production");
    expect(resolved.setting).toEqual(value);
    expect(resolved.summary).toMatch(summary);
  });
});
