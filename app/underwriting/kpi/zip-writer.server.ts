import { crc32, deflateRawSync } from "node:zlib";

/*
 * Writes a small ZIP archive (deflated entries, UTF-8 names), as the KPI pack's XLSX template needs.
 * `declaredSize` lets tests write an archive that lies about an entry's unpacked size, as a "zip
 * bomb" would; the app never sets it.
 */
export function writeZip(files: { name: string; text: string; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = Buffer.from(file.text);
    const packed = deflateRawSync(data);
    const name = Buffer.from(file.name);
    const size = file.declaredSize ?? data.length;
    const header = (central: boolean) => {
      const fixed = Buffer.alloc(central ? 46 : 30);
      fixed.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
      let at = 4;
      if (central) {
        fixed.writeUInt16LE(20, at); // version made by
        at += 2;
      }
      fixed.writeUInt16LE(20, at); // version needed
      fixed.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      fixed.writeUInt16LE(8, at + 4); // deflate
      fixed.writeUInt32LE(crc32(data), at + 10);
      fixed.writeUInt32LE(packed.length, at + 14);
      fixed.writeUInt32LE(size, at + 18);
      fixed.writeUInt16LE(name.length, at + 22);
      if (central) fixed.writeUInt32LE(offset, 42);
      return Buffer.concat([fixed, name]);
    };
    centrals.push(header(true));
    const local = Buffer.concat([header(false), packed]);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
