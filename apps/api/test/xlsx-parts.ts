import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** The files of a ZIP (an .xlsx) by name, inflated; folders left out. */
export async function zipParts(zipBytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zipBytes, { lazyEntries: true }, (error, opened) =>
      error || !opened ? reject(error) : resolve(opened),
    ),
  );
  const parts = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, async (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        parts.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return parts;
}

/** A new ZIP of the same parts, stored in the order given first and then the rest in their own order. */
export async function zipInOrder(parts: Map<string, Buffer>, order: string[]): Promise<Buffer> {
  const zip = new ZipFile();
  const names = [...order, ...[...parts.keys()].filter((name) => !order.includes(name))];
  for (const name of names) {
    const bytes = parts.get(name);
    if (bytes) zip.addBuffer(bytes, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
