import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { isDatabaseUnavailable, logDatabaseFailure, noteDatabaseAnswered } from "./availability.server.ts";

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, errors: () => lines.filter((line) => line.level >= 50).map((line) => line.msg) };
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const terminated = () => withCode("terminating connection due to administrator command", "57P01");

describe("database availability logging", () => {
  afterEach(() => noteDatabaseAnswered());

  it("tells connection failures from query errors", () => {
    expect(isDatabaseUnavailable(terminated())).toBe(true);
    expect(isDatabaseUnavailable(withCode('role "x" is not permitted to log in', "28000"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("database or disk is full", "SQLITE_FULL"))).toBe(true);
    expect(isDatabaseUnavailable(withCode('relation "outbox" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable("not an error")).toBe(false);
  });

  it("logs one error per outage, and again after the database answered", () => {
    const { log, errors } = capturingLogger();
    for (let poll = 0; poll < 5; poll++) logDatabaseFailure(terminated(), "poll failed", {}, log);
    expect(errors()).toEqual(["database unavailable: poll failed"]);
    noteDatabaseAnswered();
    logDatabaseFailure(terminated(), "poll failed", {}, log);
    expect(errors()).toHaveLength(2);
  });

  it("keeps every query error an error", () => {
    const { log, errors } = capturingLogger();
    for (let post = 0; post < 3; post++) logDatabaseFailure(withCode("syntax error", "42601"), "store failed", {}, log);
    expect(errors()).toEqual(["store failed", "store failed", "store failed"]);
  });
});
