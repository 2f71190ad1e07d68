import type { IncomingMessage } from "node:http";
import type { Express } from "express";
import type { Logger } from "pino";

const FORWARDED = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "forwarded"];

/**
 * Proxy headers from an address TRUST_PROXY does not cover are ignored (client address, scheme);
 * that is right against forgery but wrong behind a real proxy, so say it once in the log.
 */
export function createForwardedHeaderCheck(app: Express, log: Logger) {
  const trusts = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  let warned = false;
  return (req: IncomingMessage) => {
    if (warned) return;
    const present = FORWARDED.filter((name) => req.headers[name] !== undefined);
    const from = req.socket.remoteAddress ?? "";
    if (present.length === 0 || trusts(from, 0)) return;
    warned = true;
    log.warn(
      { from, headers: present },
      "Proxy headers from an untrusted address are ignored; if a proxy sits in front, set TRUST_PROXY (its address or hop count)",
    );
  };
}
