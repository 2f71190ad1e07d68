/*
 * Time zones of the staff app (issue 20). No imports: the env schema (run by plain-node scripts too) uses it.
 */

/**
 * Where a date means nothing without a zone and no staff member's is known (founder pages, tests): the
 * server's FIRM_TIME_ZONE is the staff default (app/platform/env.server.ts), each member may pick their own.
 */
export const FIRM_TIME_ZONE = "Europe/London";

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every zone offered in a staff member's profile. */
export const timeZones = (): string[] => Intl.supportedValuesOf("timeZone");
