import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { stringify as stringifySync } from "csv-stringify/sync";
import { sql } from "kysely";
import type { CursorValue } from "#app/staff/view/cursor.ts";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { formatCountry, formatDateTime } from "#app/staff/view/format.ts";
import type { ListState } from "#app/staff/view/list-state.ts";
import { FIRM_TIME_ZONE } from "#app/staff/view/time-zone.ts";
import { isPhoneNumber } from "#app/shared/forms/fields.schema.ts";
import type { FitVerdict } from "#app/shared/venture-debt/fit-verdicts.ts";
import { type ListName, TABLE_OF_LIST } from "#app/staff/view/workflow.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { COLUMNS, columnLabel, PHONE_COLUMNS } from "./csv-columns.server.ts";
import { applyView, sortExpression, viewConditions } from "./view.server.ts";

export { COLUMNS } from "./csv-columns.server.ts";

/** The most rows one export carries; a view larger than this is narrowed with filters first. */
export const EXPORT_LIMIT = 100_000;
/** Rows per query: the most the export holds in memory at once. */
export const EXPORT_BATCH = 500;

/**
 * A cell a spreadsheet won't run as a formula: text starting with = + - @,
 * tab, CR or LF gets a leading apostrophe, and NUL characters are dropped.
 * Numbers stay numbers, so -4200 is still -4200.
 */
export function safeCell(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? value : "";
  const text = String(value).replaceAll("\0", "");
  return /^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text;
}

/** U+2060 WORD JOINER: invisible, and not a character that starts a formula. */
const WORD_JOINER = "\u2060";

/**
 * A phone number as written, "+46 70 123 45 67", without the apostrophe that safeCell would show
 * (issue 26). Excel reads a cell starting with "+" as a formula ("+46-70-1234567" becomes -1234591),
 * so the number goes behind an invisible word joiner: no spreadsheet sees "+" first, and none shows
 * anything before it. Only for text the forms accept as a phone number (digits, spaces, ( ) . - /
 * and an extension): were a spreadsheet to drop the joiner, such a formula could only do arithmetic,
 * never call a function or reach another cell. Anything else gets safeCell's apostrophe.
 */
export function phoneCell(value: unknown): string | number {
  if (typeof value === "string" && /^[+-]/.test(value) && isPhoneNumber(value)) return `${WORD_JOINER}${value}`;
  return safeCell(value);
}

const csvOptions = (columns: string[]) => ({
  header: true,
  columns,
  cast: { number: (value: number) => String(value) },
});

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return stringifySync(
    rows.map((row) => columns.map((column) => safeCell(row[column]))),
    csvOptions(columns),
  );
}

/**
 * The export's columns: the list's own, with the time received as the reader reads it after the
 * stored instant, and the assignee's name after the status.
 */
export function exportColumns(list: ListName): string[] {
  const [id = "id", createdAt = "created_at", status = "status", ...rest] = COLUMNS[list];
  const head = [id, createdAt, "received", status];
  return list === "subscribers" ? [...head, ...rest] : [...head, "assignee", ...rest];
}

/** The export's first line: each column in words (csv-columns.server.ts). */
export const exportHeader = (list: ListName): string[] =>
  exportColumns(list).map((column) => columnLabel(list, column));

const statusWord = (status: unknown) =>
  inboxCopy.statuses[String(status) as keyof typeof inboxCopy.statuses] ?? String(status ?? "");

/**
 * One exported row as a spreadsheet reads it (issue 20): stages, countries and fits in words, a
 * readable received time in the member's zone; amounts stay numbers, every cell formula-safe.
 */
function exportValues(row: Record<string, unknown>, header: string[], timeZone: string) {
  const words: Record<string, unknown> = {
    ...row,
    received: formatDateTime(String(row.created_at), timeZone),
    status: statusWord(row.status),
    ...(typeof row.country === "string" ? { country: formatCountry(row.country) } : {}),
    ...(typeof row.fit_verdict === "string"
      ? { fit_verdict: inboxCopy.list.fits[row.fit_verdict as FitVerdict] ?? row.fit_verdict }
      : {}),
  };
  return header.map((column) => (PHONE_COLUMNS.has(column) ? phoneCell : safeCell)(words[column]));
}

type ExportRow = Record<string, unknown> & { id: string; sort_value: CursorValue };

/** What an export reads: a list's view as one staff member sees it, in keyset batches, times in their zone. */
export interface ExportedView {
  list: ListName;
  state: ListState;
  viewerId: string;
  batchSize?: number;
  timeZone?: string;
}

/**
 * The rows of the current view (filters and order, not the page), at most EXPORT_LIMIT, in keyset
 * batches of `batchSize`: the next batch is read only when the consumer asks for it, so the export
 * holds one batch in memory and the event loop runs between batches.
 */
export async function* viewBatches(
  handle: DatabaseHandle,
  { list, state, viewerId, batchSize = EXPORT_BATCH, timeZone = FIRM_TIME_ZONE }: ExportedView,
): AsyncGenerator<ExportRow[]> {
  const view = { ...state, after: undefined, before: undefined };
  const conditions = await viewConditions(handle, list, view, viewerId, timeZone);
  const table = TABLE_OF_LIST[list];
  const base = handle.db
    .selectFrom(table)
    .select(COLUMNS[list].map((column) => sql.ref(`${table}.${column}`).as(column)))
    .select(sql`${sortExpression(list, view)}`.as("sort_value"));
  const select =
    list === "subscribers"
      ? base.select(sql<null>`null`.as("assignee"))
      : base.select(
          sql<
            string | null
          >`(select name from staff_users where staff_users.id = ${sql.ref(`${table}.assignee_id`)})`.as("assignee"),
        );
  let position: [CursorValue, string] | undefined;
  for (let sent = 0; sent < EXPORT_LIMIT;) {
    const size = Math.min(batchSize, EXPORT_LIMIT - sent);
    // applyView fetches pageSize + 1 rows (to tell whether more follow); a batch wants exactly `size`.
    const { query } = applyView(select, { list, state: view, conditions, pageSize: size - 1, position });
    const rows = (await query.execute()) as unknown as ExportRow[];
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    position = [last.sort_value, last.id];
    sent += rows.length;
  }
}

async function* records(batches: AsyncIterable<ExportRow[]>, header: string[], timeZone: string) {
  for await (const batch of batches) for (const row of batch) yield exportValues(row, header, timeZone);
}

/**
 * The current view as a CSV byte stream with the assignee's name: keyset batches piped through
 * csv-stringify's stream, which reads the next row only as fast as the client downloads.
 */
export async function exportView(handle: DatabaseHandle, view: ExportedView): Promise<ReadableStream<Uint8Array>> {
  const { list, timeZone = FIRM_TIME_ZONE } = view;
  const batches = viewBatches(handle, view);
  // The first batch is read here, so a bad view fails before the answer starts (an error page, not a cut file).
  const first = await batches.next();
  const columns = exportColumns(list);
  async function* all() {
    if (first.done) return;
    yield first.value;
    yield* batches;
  }
  // A byte-order mark, so Excel reads the file as UTF-8 ("Schröder", not "SchrÃ¶der").
  const csv = stringify({ ...csvOptions(exportHeader(list)), bom: true });
  pipeline(Readable.from(records(all(), columns, timeZone)), csv, (error) => {
    // A download the client stopped closes the stream early; anything else is worth a line.
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ err: error }, "CSV export failed");
  });
  return inChunksOf(csv, CHUNK_BYTES);
}

/** Bytes per chunk of the answer: one write (and one compression flush) per chunk, not per record. */
const CHUNK_BYTES = 64 * 1024;

/**
 * A web stream of a Node stream's bytes in chunks of about `size`. It reads only when the
 * response pulls (back-pressure), and cancelling it (the client went away) stops the source.
 */
function inChunksOf(source: Readable, size: number): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const parts: Buffer[] = [];
        let length = 0;
        while (length < size) {
          const next = await chunks.next();
          if (next.done) break;
          const part = typeof next.value === "string" ? Buffer.from(next.value) : next.value;
          parts.push(part);
          length += part.length;
        }
        if (length > 0) controller.enqueue(Buffer.concat(parts, length));
        if (length < size) controller.close();
      },
      async cancel() {
        await chunks.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
