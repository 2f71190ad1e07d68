import { z } from "zod";
import { FIT_VERDICTS } from "#app/shared/venture-debt/fit-verdicts.ts";
import type { SortKey } from "./workflow.ts";

/*
 * The keyset cursor of a list page: base64url of JSON [sort value, lead id]. It travels in the URL, so
 * anyone can edit it; a cursor is only used when its value has the type its sort key stores, because
 * PostgreSQL refuses to compare text with a number (issue 21) and SQLite would quietly page wrongly.
 */

export type CursorValue = string | number;

/** Text as the database stores it: PostgreSQL refuses NUL in a text parameter. */
const text = z.string().refine((value) => !value.includes("\0"));

/** What each sort key's SQL expression yields (view.server.ts SORT_SQL). */
const VALUE_OF_SORT: Record<SortKey, z.ZodType<CursorValue>> = {
  date: z.iso.datetime(),
  company: text,
  // Finite only: JSON's 1e400 parses as Infinity.
  revenue: z.number(),
  facility: z.number(),
  fit: z.enum(["", ...FIT_VERDICTS]),
};

const leadId = z.string().regex(/^[0-9a-f-]{36}$/);

const cursorSchemas = {
  date: z.tuple([VALUE_OF_SORT.date, leadId]),
  company: z.tuple([VALUE_OF_SORT.company, leadId]),
  revenue: z.tuple([VALUE_OF_SORT.revenue, leadId]),
  fit: z.tuple([VALUE_OF_SORT.fit, leadId]),
  facility: z.tuple([VALUE_OF_SORT.facility, leadId]),
} satisfies Record<SortKey, z.ZodType<[CursorValue, string]>>;

function fromBase64url(encoded: string): string {
  const binary = atob(encoded.replaceAll("-", "+").replaceAll("_", "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeCursor(value: CursorValue, id: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify([value, id]));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/={1,2}$/, ""); // btoa pads with at most two
}

/** The [value, id] of a cursor for this sort key, or undefined when it is malformed or of another type. */
export function decodeCursor(sort: SortKey, cursor: string | undefined): [CursorValue, string] | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = cursorSchemas[sort].safeParse(JSON.parse(fromBase64url(cursor)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
