import { writeZip } from "#app/underwriting/kpi/zip-writer.server.ts";

/*
 * Writes a ZIP archive for tests (deflated entries), optionally declaring a size other than the
 * real one, as a "zip bomb" or a lying archive would.
 */
export const zipForTests = (files: { name: string; text: string; declaredSize?: number }[]): Buffer => writeZip(files);
