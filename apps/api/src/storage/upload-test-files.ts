import { deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Hostile and harmless files for the upload tests: each test takes the one it needs. */

/** The EICAR anti-virus test file (harmless; every scanner reports it). */
export const eicar = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** A small PDF with the given objects after the catalog (object 1) and the page tree (object 2). */
export function pdfWith(options: { catalog?: string; objects?: (string | Buffer)[] } = {}): Buffer {
  const parts: Buffer[] = [
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''}>>\nendobj\n`),
    Buffer.from('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n'),
    ...(options.objects ?? []).map((object) => (Buffer.isBuffer(object) ? object : Buffer.from(object))),
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ];
  return Buffer.concat(parts);
}

/** A PDF that runs a script when opened. */
export const pdfWithOpenActionScript = () =>
  pdfWith({
    catalog: '/OpenAction 3 0 R',
    objects: ["3 0 obj\n<< /Type /Action /S /JavaScript /JS (app.alert\\('oi'\\)) >>\nendobj\n"],
  });

/** The same script, its names spelt with #xx escapes. */
export const pdfWithEscapedScript = () =>
  pdfWith({
    catalog: '/OpenAction 3 0 R',
    objects: ['3 0 obj\n<< /S /J#61va#53cript /J#53 (app.alert\\(1\\)) >>\nendobj\n'],
  });

/** The script's action packed in a compressed object stream, invisible to a plain byte search. */
export function pdfWithScriptInObjectStream(): Buffer {
  const packed = deflateSync(Buffer.from('3 0 << /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'));
  return pdfWith({
    catalog: '/OpenAction 3 0 R',
    objects: [
      Buffer.concat([
        Buffer.from(
          `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
        ),
        packed,
        Buffer.from('\nendstream\nendobj\n'),
      ]),
    ],
  });
}

/** A harmless PDF that opens at its first page (an /OpenAction without a script). */
export const pdfOpeningAtFirstPage = () =>
  pdfWith({
    catalog: '/OpenAction [3 0 R /Fit]',
    objects: ['3 0 obj\n<< /Type /Page /Parent 2 0 R >>\nendobj\n'],
  });

/** A PDF carrying the EICAR test file in a plain stream. */
export const pdfWithEicar = () =>
  pdfWith({ objects: [`3 0 obj\n<< /Length ${eicar.length} >>\nstream\n${eicar}\nendstream\nendobj\n`] });

/** The smallest Windows program header: MZ, a pointer at 0x3c, then the PE header. */
export function portableExecutable(): Buffer {
  const program = Buffer.alloc(0x200);
  program.write('MZ', 0, 'latin1');
  program.writeUInt32LE(0x80, 0x3c);
  program.write('PE\0\0', 0x80, 'latin1');
  program.writeUInt16LE(0x14c, 0x84); // i386
  return program;
}

/** A PDF header followed by a Windows program (a polyglot). */
export const pdfWithProgram = () => Buffer.concat([pdfWith(), portableExecutable()]);

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A ZIP of one entry: `size` zero bytes that deflate to about a thousandth of that (a small ZIP bomb). */
export function zipBomb(size = 4 * 1024 * 1024): Buffer {
  const content = Buffer.alloc(size);
  const packed = deflateRawSync(content, { level: 9 });
  const name = Buffer.from('zeros.txt');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + packed.length, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}

/** A PDF header followed by a ZIP bomb. */
export const pdfWithZipBomb = () => Buffer.concat([pdfWith(), zipBomb()]);

/** A real JPEG followed by an HTML page (a polyglot a browser could sniff as HTML). */
export async function jpegWithHtml(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}

/** A real JPEG whose EXIF metadata carries a marker string. */
export const jpegWithMetadata = (marker: string) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#806040' } })
    .withExif({ IFD0: { Copyright: marker, Artist: marker } })
    .jpeg()
    .toBuffer();
