// Turns text into SVG path data using the TrueType outlines of a WOFF 1.0 font,
// so the logo wordmark needs no web font wherever the SVG is shown.
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";

type Tables = Map<string, Buffer>;

function readWoffTables(file: string): Tables {
  const woff = readFileSync(file);
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error(`${file} is not a WOFF 1.0 font`);
  const tableCount = woff.readUInt16BE(12);
  const tables: Tables = new Map();
  for (let i = 0; i < tableCount; i++) {
    const entry = 44 + i * 20;
    const tag = woff.toString("latin1", entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const originalLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressedLength);
    tables.set(tag, compressedLength < originalLength ? inflateSync(raw) : Buffer.from(raw));
  }
  return tables;
}

function table(tables: Tables, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`font has no ${tag} table`);
  return found;
}

function glyphIndexFor(cmap: Buffer, codePoint: number): number {
  const subtableCount = cmap.readUInt16BE(2);
  for (let i = 0; i < subtableCount; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(offset) !== 4) continue;
    const segCount = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segCount * 2 + 2;
    const deltas = starts + segCount * 2;
    const rangeOffsets = deltas + segCount * 2;
    for (let s = 0; s < segCount; s++) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      if (codePoint < start || codePoint > end) continue;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyphAt = rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2;
      const glyph = cmap.readUInt16BE(glyphAt);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
  }
  return 0;
}

type Point = { x: number; y: number; onCurve: boolean };

function simpleGlyphContours(glyf: Buffer, start: number): Point[][] {
  const contourCount = glyf.readInt16BE(start);
  if (contourCount < 0) throw new Error("composite glyphs are not supported");
  let cursor = start + 10;
  const endPoints: number[] = [];
  for (let i = 0; i < contourCount; i++, cursor += 2) endPoints.push(glyf.readUInt16BE(cursor));
  const pointCount = (endPoints.at(-1) ?? -1) + 1;
  cursor += 2 + glyf.readUInt16BE(cursor);
  const flags: number[] = [];
  while (flags.length < pointCount) {
    const flag = glyf.readUInt8(cursor++);
    flags.push(flag);
    if (flag & 8) {
      const repeat = glyf.readUInt8(cursor++);
      for (let r = 0; r < repeat; r++) flags.push(flag);
    }
  }
  const readCoordinates = (shortBit: number, sameBit: number): number[] => {
    const values: number[] = [];
    let value = 0;
    for (const flag of flags) {
      if (flag & shortBit) {
        const delta = glyf.readUInt8(cursor++);
        value += flag & sameBit ? delta : -delta;
      } else if (!(flag & sameBit)) {
        value += glyf.readInt16BE(cursor);
        cursor += 2;
      }
      values.push(value);
    }
    return values;
  };
  const xs = readCoordinates(2, 16);
  const ys = readCoordinates(4, 32);
  const contours: Point[][] = [];
  let first = 0;
  for (const last of endPoints) {
    const contour: Point[] = [];
    for (let i = first; i <= last; i++)
      contour.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, onCurve: ((flags[i] ?? 0) & 1) === 1 });
    contours.push(contour);
    first = last + 1;
  }
  return contours;
}

function contourToPath(contour: Point[], dx: number, scale: number, baseline: number): string {
  const fmt = (n: number) => String(Math.round(n * 100) / 100);
  const px = (p: Point) => fmt(dx + p.x * scale);
  const py = (p: Point) => fmt(baseline - p.y * scale);
  const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, onCurve: true });
  if (contour.length === 0) return "";
  const firstOn = contour.findIndex((p) => p.onCurve);
  // A contour made only of off-curve points starts at the midpoint of its first two.
  const ordered =
    firstOn >= 0
      ? [...contour.slice(firstOn), ...contour.slice(0, firstOn)]
      : [mid(contour[0] as Point, contour[1] as Point), ...contour];
  const start = ordered[0] as Point;
  let d = `M${px(start)} ${py(start)}`;
  for (let i = 1; i <= ordered.length; i++) {
    const point = ordered[i % ordered.length] as Point;
    if (point.onCurve) {
      d += `L${px(point)} ${py(point)}`;
      continue;
    }
    const next = ordered[(i + 1) % ordered.length] as Point;
    const end = next.onCurve ? next : mid(point, next);
    d += `Q${px(point)} ${py(point)} ${px(end)} ${py(end)}`;
    if (next.onCurve) i++;
  }
  return `${d}Z`;
}

/** SVG path data for `text` set at `fontSize` with its baseline at y = fontSize, plus its width and ink top/bottom. */
export function textToPath(
  fontFile: string,
  text: string,
  fontSize: number,
  tracking = 0,
): { d: string; width: number; top: number; bottom: number } {
  const tables = readWoffTables(fontFile);
  const head = table(tables, "head");
  const loca = table(tables, "loca");
  const glyf = table(tables, "glyf");
  const hhea = table(tables, "hhea");
  const hmtx = table(tables, "hmtx");
  const cmap = table(tables, "cmap");
  const unitsPerEm = head.readUInt16BE(18);
  const longLoca = head.readInt16BE(50) === 1;
  const metricCount = hhea.readUInt16BE(34);
  const scale = fontSize / unitsPerEm;
  const glyphOffset = (index: number) => (longLoca ? loca.readUInt32BE(index * 4) : loca.readUInt16BE(index * 2) * 2);
  const advance = (index: number) => hmtx.readUInt16BE(Math.min(index, metricCount - 1) * 4);

  let x = 0;
  let d = "";
  let yMax = 0;
  let yMin = 0;
  for (const char of text) {
    const index = glyphIndexFor(cmap, char.codePointAt(0) ?? 0);
    const start = glyphOffset(index);
    if (glyphOffset(index + 1) > start) {
      yMin = Math.min(yMin, glyf.readInt16BE(start + 4));
      yMax = Math.max(yMax, glyf.readInt16BE(start + 8));
      for (const contour of simpleGlyphContours(glyf, start)) d += contourToPath(contour, x, scale, fontSize);
    }
    x += advance(index) * scale + tracking;
  }
  return { d, width: x - tracking, top: fontSize - yMax * scale, bottom: fontSize - yMin * scale };
}
