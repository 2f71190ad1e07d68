import yauzl, { type Entry, type ZipFile } from "yauzl";
import { Camt053Reader } from "./camt053.server.ts";
import { type Statement, StatementRefused } from "./statement.ts";

/*
 * A ZIP of camt.053 files, as German banks deliver .001.08. yauzl reads the central directory
 * first, so the sizes the archive declares are summed and a "zip bomb" is refused before anything
 * is inflated; while inflating, yauzl also stops an entry that grows past its declared size.
 * Every XML file is read as a stream; one bad file refuses the whole archive.
 */

/** 50,000 entries of camt take about 50 MB; a statement archive far larger is not one. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const MAX_FILES = 1000;

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

async function readEntry(zip: ZipFile, entry: Entry): Promise<Statement[]> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, readable) => (error ? reject(error) : resolve(readable))),
  );
  const reader = new Camt053Reader(entry.fileName);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of stream) reader.write(decoder.decode(chunk as Buffer, { stream: true }));
    reader.write(decoder.decode());
  } catch (error) {
    if (error instanceof StatementRefused) throw error;
    if (error instanceof TypeError) throw new StatementRefused(entry.fileName, "expected UTF-8 text");
    throw new StatementRefused(entry.fileName, `the archive is damaged (${(error as Error).message})`);
  }
  return reader.end();
}

const isFolder = (name: string) => name.endsWith("/");
const isOsJunk = (name: string) => name.startsWith("__MACOSX/") || name.split("/").pop()!.startsWith(".");

/** Every statement of every XML file in the archive, or StatementRefused naming the file. */
export async function readCamt053Zip(bytes: Buffer, archiveName = "statements.zip"): Promise<Statement[]> {
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await openZip(bytes);
    entries = await listEntries(zip);
  } catch (error) {
    throw new StatementRefused(archiveName, `expected a ZIP archive (${(error as Error).message})`);
  }
  try {
    const files = entries.filter((entry) => !isFolder(entry.fileName) && !isOsJunk(entry.fileName));
    if (files.length > MAX_FILES)
      throw new StatementRefused(archiveName, `holds ${files.length} files; at most ${MAX_FILES}`);
    const declared = files.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declared > MAX_UNPACKED_BYTES)
      throw new StatementRefused(
        archiveName,
        `unpacks to ${Math.round(declared / 1024 / 1024)} MB; at most ${MAX_UNPACKED_BYTES / 1024 / 1024} MB of statements`,
      );
    const other = files.find((entry) => !/\.xml$/i.test(entry.fileName));
    if (other)
      throw new StatementRefused(
        `${archiveName}/${other.fileName}`,
        "expected only camt.053 .xml files in the archive",
      );
    if (files.length === 0) throw new StatementRefused(archiveName, "expected camt.053 .xml files, found none");
    const statements: Statement[] = [];
    for (const entry of files) statements.push(...(await readEntry(zip, entry)));
    return statements;
  } finally {
    zip.close();
  }
}
