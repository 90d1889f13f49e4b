import yauzl from 'yauzl';

/** Every file of a zip held in memory, by name (folders left out), read with yauzl. */
export async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', () => resolve());
    file.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return file.readEntry();
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          file.readEntry();
        });
      });
    });
    file.readEntry();
  });
  return entries;
}
