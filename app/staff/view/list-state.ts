import { z } from "zod";
import { countries, fundingRoundTypes, industries } from "#app/public-forms/application/application.schema.ts";
import { type IndustrySlug, industrySlugs } from "#app/content/shared/industries/names.ts";
import { FIT_VERDICTS, type FitVerdict } from "#app/shared/venture-debt/fit-verdicts.ts";
import { isFilterDay } from "./calendar-day.ts";
import { decodeCursor } from "./cursor.ts";
import { type ListName, REVENUE_BANDS, SORTS_OF_LIST, STATUSES_OF_LIST, type SortKey } from "./workflow.ts";

/*
 * A list's view lives in the URL (?q=…&status=…&sort=…&after=…), so a link
 * reproduces it. Unknown or malformed values are dropped, never an error.
 */

export interface ListState {
  q: string;
  status?: string;
  /** "me", "none" or a staff id. */
  assignee?: string;
  /** Calendar days (YYYY-MM-DD) in the firm's time zone, both inclusive. */
  from?: string;
  to?: string;
  country?: string;
  industry?: string;
  /** One of the firm's four sectors: the industries the fit rules map to it. */
  sector?: IndustrySlug;
  round?: string;
  band?: string;
  /** The indicative fit stored with an application. */
  fit?: FitVerdict;
  sort: SortKey;
  dir: "asc" | "desc";
  /** Keyset cursors (opaque). */
  after?: string;
  before?: string;
}

const day = z.string().refine(isFilterDay);
/** A cursor is kept only when it decodes to a value of the sort key's type (issue 21). */
const cursorFor = (sort: SortKey) =>
  z
    .string()
    .regex(/^[\w-]{4,400}$/)
    .refine((value) => decodeCursor(sort, value) !== undefined);
const assignee = z.string().regex(/^(me|none|[0-9a-f-]{36})$/);

function optionalOf<T extends z.ZodType>(schema: T, raw: string | null): z.output<T> | undefined {
  if (raw === null || raw === "") return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

const oneOf = (values: readonly string[]) => z.string().refine((value) => values.includes(value));

/** Whether the address names a from or to day no filter can hold (it is left out, and the page says so). */
export const hasUnreadableDay = (params: URLSearchParams) =>
  ["from", "to"].some((name) => {
    const raw = params.get(name);
    return raw !== null && raw !== "" && !isFilterDay(raw);
  });

/** Names A to Z; dates and revenue largest first, best fit first. */
export const defaultDir = (sort: SortKey): "asc" | "desc" => (sort === "company" ? "asc" : "desc");

export function parseListState(list: ListName, params: URLSearchParams): ListState {
  const sorts: readonly string[] = SORTS_OF_LIST[list];
  const sort = optionalOf(oneOf(sorts), params.get("sort")) as SortKey | undefined;
  const applications = list === "applications";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: optionalOf(oneOf(STATUSES_OF_LIST[list]), params.get("status")),
    assignee: list === "subscribers" ? undefined : optionalOf(assignee, params.get("assignee")),
    from: optionalOf(day, params.get("from")),
    to: optionalOf(day, params.get("to")),
    country: applications ? optionalOf(oneOf(countries.map((c) => c.code)), params.get("country")) : undefined,
    industry: applications ? optionalOf(oneOf(industries), params.get("industry")) : undefined,
    sector: applications
      ? (optionalOf(oneOf(industrySlugs), params.get("sector")) as IndustrySlug | undefined)
      : undefined,
    round: applications ? optionalOf(oneOf(fundingRoundTypes), params.get("round")) : undefined,
    band: applications ? optionalOf(oneOf(REVENUE_BANDS.map((b) => b.id)), params.get("band")) : undefined,
    fit: applications ? (optionalOf(oneOf(FIT_VERDICTS), params.get("fit")) as FitVerdict | undefined) : undefined,
    sort: sort ?? "date",
    dir:
      params.get("dir") === "asc" || params.get("dir") === "desc"
        ? (params.get("dir") as "asc" | "desc")
        : defaultDir(sort ?? "date"),
    after: optionalOf(cursorFor(sort ?? "date"), params.get("after")),
    before: optionalOf(cursorFor(sort ?? "date"), params.get("before")),
  };
}

const DEFAULTS: Partial<Record<keyof ListState, string>> = { q: "", sort: "date" };

/** The query string of a view; `changes` override (undefined removes). Pagination resets unless given. */
export function listSearch(state: ListState, changes: Partial<ListState> = {}): string {
  const merged: Partial<ListState> = { ...state, after: undefined, before: undefined, ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === "" || DEFAULTS[key as keyof ListState] === value) continue;
    if (key === "dir" && value === defaultDir(merged.sort ?? "date")) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}
