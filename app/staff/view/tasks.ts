import { FIRM_TIME_ZONE } from "./workflow.ts";

/** The calendar day ("YYYY-MM-DD") an instant falls on in the firm's time zone. */
export const firmDayOf = (instant: Date, timeZone: string = FIRM_TIME_ZONE): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(instant);

/** A task is overdue once its due day has passed in the firm's time zone (due today is not yet late). */
export const isOverdue = (dueOn: string, today: string): boolean => dueOn < today;
