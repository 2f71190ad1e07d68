import { describe, expect, it } from "vitest";
import { PRODUCTION_SHUTDOWN_DELAY_SECONDS, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("applies defaults to an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("drains for a few seconds on SIGTERM in production unless told otherwise, and not in development", () => {
    expect(PRODUCTION_SHUTDOWN_DELAY_SECONDS).toBeGreaterThanOrEqual(2);
    expect(parseEnv({ NODE_ENV: "production" }).SHUTDOWN_DELAY_SECONDS).toBe(PRODUCTION_SHUTDOWN_DELAY_SECONDS);
    expect(parseEnv({ NODE_ENV: "development" }).SHUTDOWN_DELAY_SECONDS).toBe(0);
    expect(parseEnv({ NODE_ENV: "production", SHUTDOWN_DELAY_SECONDS: "0" }).SHUTDOWN_DELAY_SECONDS).toBe(0);
    expect(parseEnv({ NODE_ENV: "production", SHUTDOWN_DELAY_SECONDS: "15" }).SHUTDOWN_DELAY_SECONDS).toBe(15);
  });

  it("compares applications in euros unless REPORTING_CURRENCY names another of the application's currencies", () => {
    expect(parseEnv({}).REPORTING_CURRENCY).toBe("EUR");
    expect(parseEnv({ REPORTING_CURRENCY: "GBP" }).REPORTING_CURRENCY).toBe("GBP");
    expect(() => parseEnv({ REPORTING_CURRENCY: "JPY" })).toThrow(/REPORTING_CURRENCY: must be one of EUR, GBP/);
  });

  it("runs the daily rates job in production unless told otherwise, and elsewhere only when asked (issue 26)", () => {
    expect(parseEnv({ NODE_ENV: "production" }).RATES_JOB).toBe("on");
    expect(parseEnv({ NODE_ENV: "production", RATES_JOB: "off" }).RATES_JOB).toBe("off");
    expect(parseEnv({ NODE_ENV: "test" }).RATES_JOB).toBe("off");
    expect(parseEnv({ NODE_ENV: "test", RATES_JOB: "on" }).RATES_JOB).toBe("on");
    expect(parseEnv({}).ECB_RATES_URL).toBe("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml");
    expect(parseEnv({ ECB_RATES_URL: "http://127.0.0.1:9/x.xml" }).ECB_RATES_URL).toBe("http://127.0.0.1:9/x.xml");
    expect(() => parseEnv({ ECB_RATES_URL: "file:///etc/passwd" })).toThrow(/ECB_RATES_URL/);
    expect(() => parseEnv({ RATES_JOB: "daily" })).toThrow(/RATES_JOB/);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ALTCHA_HMAC_KEY: "short" })).toThrow(/ALTCHA_HMAC_KEY: must be at least 32 characters/);
  });

  it("reads TRUST_PROXY as off, a hop count, true or an address list", () => {
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, loopback" }).TRUST_PROXY).toEqual(["10.0.0.1", "loopback"]);
  });

  it("reads FOUNDER_STAGE_MAIL_DELAY_MINUTES as minutes, 10 by default, within 0 to a day", () => {
    expect(parseEnv({}).FOUNDER_STAGE_MAIL_DELAY_MINUTES).toBe(10);
    expect(parseEnv({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: "0" }).FOUNDER_STAGE_MAIL_DELAY_MINUTES).toBe(0);
    expect(parseEnv({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: "0.5" }).FOUNDER_STAGE_MAIL_DELAY_MINUTES).toBe(0.5);
    expect(() => parseEnv({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: "-1" })).toThrow(
      /FOUNDER_STAGE_MAIL_DELAY_MINUTES: must be 0 or more minutes/,
    );
    expect(() => parseEnv({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: "ten" })).toThrow(/FOUNDER_STAGE_MAIL_DELAY_MINUTES/);
    expect(() => parseEnv({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: "2000" })).toThrow(/at most 1440/);
  });

  it("holds claimed outbox deliveries for 30 s unless OUTBOX_LEASE_SECONDS says 3 s to an hour", () => {
    expect(parseEnv({}).OUTBOX_LEASE_SECONDS).toBe(30);
    expect(parseEnv({ OUTBOX_LEASE_SECONDS: "5" }).OUTBOX_LEASE_SECONDS).toBe(5);
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: "2" })).toThrow(/OUTBOX_LEASE_SECONDS/);
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: "a minute" })).toThrow(/OUTBOX_LEASE_SECONDS/);
  });

  it("times requests out after 240 s, headers after 20 s, idle keep-alive after 65 s, unless told otherwise", () => {
    expect(parseEnv({})).toMatchObject({
      HTTP_REQUEST_TIMEOUT_SECONDS: 240,
      HTTP_HEADERS_TIMEOUT_SECONDS: 20,
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 65,
    });
    expect(parseEnv({ HTTP_REQUEST_TIMEOUT_SECONDS: "600" }).HTTP_REQUEST_TIMEOUT_SECONDS).toBe(600);
    expect(() => parseEnv({ HTTP_REQUEST_TIMEOUT_SECONDS: "10", HTTP_HEADERS_TIMEOUT_SECONDS: "20" })).toThrow(
      /HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => parseEnv({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "soon" })).toThrow(/HTTP_KEEP_ALIVE_TIMEOUT_SECONDS/);
  });

  it("accepts a PostgreSQL URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/test" }).DATABASE_URL).toBe(
      "postgres://u@127.0.0.1:5432/test",
    );
  });
});
