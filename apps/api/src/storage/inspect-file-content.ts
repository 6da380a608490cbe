import { inflateSync } from 'node:zlib';

/**
 * PDF names that make a document do something on its own: run scripts, launch programs, carry other
 * files, submit or import data, or act when opened or touched (/AA). /OpenAction alone is allowed (it is
 * often "open at page 1"); an /OpenAction that runs a script is caught by /JavaScript or /JS.
 */
const activePdfNames = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'AA',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** Most bytes the object streams of one PDF may inflate to while being inspected. */
const maxInflatedBytes = 64 * 1024 * 1024;

export type PdfInspection =
  | { verdict: 'clean' }
  | { verdict: 'active'; name: string }
  /** Object streams we cannot read (encrypted, an unusual filter, corrupt, or inflating beyond the bound). */
  | { verdict: 'unreadable' };

// A PDF name: a slash and regular characters up to a delimiter or white space; #xx escapes a byte.
const namePattern = /\/([^\s/<>[\]()%{}]*)/g;

/**
 * Names of two letters turn up by chance in binary stream data (a scanned page holds megabytes of it), so
 * they count only outside stream bodies. Every script action also names /JavaScript as its type, and the
 * longer names do not occur by chance.
 */
const shortNameLength = 2;

function activeNameIn(text: string, options: { shortNames: boolean }): string | null {
  for (const match of text.matchAll(namePattern)) {
    const name = (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (!options.shortNames && name.length <= shortNameLength) continue;
    if (activePdfNames.has(name)) return name;
  }
  return null;
}

/** The text of a PDF with the bodies of its streams left out. */
function outsideStreams(text: string): string {
  const pieces: string[] = [];
  let from = 0;
  for (const match of text.matchAll(/\bstream(?:\r\n|\n|\r)/g)) {
    if (match.index < from) continue;
    pieces.push(text.slice(from, match.index));
    const end = text.indexOf('endstream', match.index + match[0].length);
    from = end < 0 ? text.length : end;
  }
  pieces.push(text.slice(from));
  return pieces.join(' ');
}

/**
 * A conservative byte scan of a PDF for active content. Dictionaries are plain text in the file, except
 * those packed in object streams (/ObjStm), which are inflated and scanned too. False positives (such a
 * name inside a text string) are accepted: the cure is to print the document to PDF again.
 */
export function inspectPdf(bytes: Buffer): PdfInspection {
  const text = bytes.toString('latin1');
  const found =
    activeNameIn(text, { shortNames: false }) ?? activeNameIn(outsideStreams(text), { shortNames: true });
  if (found) return { verdict: 'active', name: found };

  let inflatedBytes = 0;
  const streamPattern = /\bstream(?:\r\n|\n|\r)/g;
  for (const match of text.matchAll(streamPattern)) {
    const dataStart = match.index + match[0].length;
    const dictionaryStart = text.lastIndexOf('obj', match.index);
    const dictionary = text.slice(Math.max(0, dictionaryStart), match.index);
    if (!/\/ObjStm\b/.test(dictionary)) continue;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) return { verdict: 'unreadable' };
    const filters = [...dictionary.matchAll(/\/(FlateDecode|Fl|[A-Za-z0-9]+Decode)\b/g)].map((m) => m[1]);
    let content: Buffer;
    if (filters.length === 0) {
      content = bytes.subarray(dataStart, dataEnd);
    } else if (filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl')) {
      try {
        content = inflateSync(bytes.subarray(dataStart, dataEnd), {
          maxOutputLength: maxInflatedBytes - inflatedBytes,
          finishFlush: 2, // Z_SYNC_FLUSH: tolerate a missing end-of-stream marker
        });
      } catch {
        return { verdict: 'unreadable' };
      }
    } else {
      return { verdict: 'unreadable' };
    }
    inflatedBytes += content.length;
    const hidden = activeNameIn(content.toString('latin1'), { shortNames: true });
    if (hidden) return { verdict: 'active', name: hidden };
  }
  return { verdict: 'clean' };
}

/**
 * An executable or an archive hidden anywhere in the bytes (a polyglot: a PDF with a program or a ZIP
 * appended or embedded). Patterns are long enough that ordinary compressed data does not match them by
 * chance: a PE needs its MZ header to point at a "PE\0\0" header; a ZIP needs a plausible local header or
 * its end-of-directory record.
 */
export function findHiddenProgramOrArchive(bytes: Buffer): string | null {
  for (let at = bytes.indexOf('MZ'); at >= 0; at = bytes.indexOf('MZ', at + 1)) {
    if (at + 0x40 > bytes.length) break;
    const header = at + bytes.readUInt32LE(at + 0x3c);
    if (header + 4 <= bytes.length && bytes.readUInt32BE(header) === 0x50450000) return 'PE';
  }
  for (
    let at = bytes.indexOf('\x7fELF', 0, 'latin1');
    at >= 0;
    at = bytes.indexOf('\x7fELF', at + 1, 'latin1')
  ) {
    const [elfClass, data, version] = [bytes[at + 4], bytes[at + 5], bytes[at + 6]];
    if ((elfClass === 1 || elfClass === 2) && (data === 1 || data === 2) && version === 1) return 'ELF';
  }
  const zipLocal = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  for (let at = bytes.indexOf(zipLocal); at >= 0; at = bytes.indexOf(zipLocal, at + 1)) {
    const versionNeeded = bytes[at + 4];
    if (versionNeeded !== undefined && versionNeeded <= 63 && bytes[at + 5] === 0) return 'ZIP';
  }
  const archiveMarkers: [string, Buffer][] = [
    ['ZIP', Buffer.from([0x50, 0x4b, 0x05, 0x06, 0x00, 0x00, 0x00, 0x00])],
    ['RAR', Buffer.from('Rar!\x1a\x07', 'latin1')],
    ['7Z', Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  ];
  for (const [kind, marker] of archiveMarkers) if (bytes.includes(marker)) return kind;
  return null;
}
