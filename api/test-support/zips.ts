import yauzl, { type Entry, type ZipFile } from 'yauzl';
import yazl from 'yazl';

/** Builds a real zip in memory (yazl) with the given entries. */
export async function makeZip(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Rewrites every occurrence of `from` in a zip's headers to `to` (same length): how a hostile
 * archive with `../` or absolute names is made, since zip writers refuse such names.
 */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('names must keep their length');
  const copy = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let i = copy.indexOf(needle); i !== -1; i = copy.indexOf(needle, i + 1)) copy.write(to, i);
  return copy;
}

/**
 * Sets the declared uncompressed size of every central-directory entry: a zip bomb's lie, huge
 * (the default) or small (so a reader trusting it would inflate the entry).
 */
export function declareHugeSizes(zip: Buffer, size = 0xfffffff0): Buffer {
  const copy = Buffer.from(zip);
  for (let i = copy.indexOf('PK\x01\x02'); i !== -1; i = copy.indexOf('PK\x01\x02', i + 4)) {
    copy.writeUInt32LE(size, i + 24);
  }
  return copy;
}

/** The entries of a zip, by name (yauzl, as the server reads uploads). */
export async function unzipEntries(zip: Uint8Array): Promise<Map<string, Buffer>> {
  const file = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(zip), { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: Entry) => {
      file.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        file.readEntry();
      });
    });
    file.on('end', () => resolve());
    file.on('error', reject);
    file.readEntry();
  });
  return entries;
}
