// Which X-Forwarded-For hops decide the client address (rate limits) and HTTPS (HSTS, cookies).
import { StartupRefusal } from "#server/startup-refusal.ts";

export type TrustProxy = boolean | number | string[];

/**
 * The `trust proxy` setting to use and one start-up line saying what it means. `true` trusts
 * every hop, so any client could name its own address in X-Forwarded-For and step around the
 * per-IP limits: production accepts only a hop count or the proxies' addresses.
 */
export function resolveTrustProxy(value: TrustProxy, nodeEnv: string): { setting: TrustProxy; summary: string } {
  if (value === true) {
    const why =
      "TRUST_PROXY=true trusts every X-Forwarded-For entry, so any client could pick its own address and " +
      "step around the per-IP rate limits. Set the number of proxies in front of the app (e.g. TRUST_PROXY=1) " +
      "or their addresses (e.g. TRUST_PROXY=10.0.0.1,loopback).";
    if (nodeEnv === "production") throw new StartupRefusal(why);
    return { setting: true, summary: `Warning: ${why}` };
  }
  if (value === false) {
    return {
      setting: false,
      summary: "TRUST_PROXY off: the client address is the socket's; X-Forwarded-For is ignored.",
    };
  }
  if (typeof value === "number") {
    return {
      setting: value,
      summary: `TRUST_PROXY=${value}: the client address is the X-Forwarded-For entry ${value} hop(s) from the socket.`,
    };
  }
  return {
    setting: value,
    summary: `TRUST_PROXY: X-Forwarded-For is believed only from ${value.join(", ")}.`,
  };
}
