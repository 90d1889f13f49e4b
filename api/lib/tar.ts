import { Readable } from 'node:stream';
import { extract, pack } from 'tar-stream';

/**
 * The backup's tar files on `tar-stream` (issue 41). This module keeps our names and our error:
 * entries are regular files, owner read/write only (backups hold personal data), and a damaged
 * archive is refused with a reason an operator reads (`TarFormatError`), not tar-stream's words.
 */

export class TarFormatError extends Error {
  override readonly name = 'TarFormatError';
}

/** A file to pack: its bytes in memory or streamed (then exactly `sizeBytes` of them). */
export interface TarFile {
  name: string;
  sizeBytes: number;
  modifiedAt: Date;
  content: Uint8Array | AsyncIterable<Uint8Array>;
}

/** The files as a tar stream (ustar, as `tar tzf` lists it), each mode 0600. */
export function tarFiles(files: readonly TarFile[]): Readable {
  const archive = pack();
  const addAll = async () => {
    for (const file of files) {
      const header = {
        name: file.name,
        size: file.sizeBytes,
        mtime: file.modifiedAt,
        mode: 0o600,
      };
      await new Promise<void>((resolve, reject) => {
        const done = (error?: Error | null) => (error ? reject(error) : resolve());
        if (file.content instanceof Uint8Array) {
          archive.entry(header, file.content, done);
          return;
        }
        const entry = archive.entry(header, done);
        const source = Readable.from(file.content);
        const fail = (error: Error) => {
          source.destroy();
          done(error);
        };
        // A streamed file shorter or longer than its header says fails here ("Size mismatch");
        // an archive given up (its reader failed) closes the entry, and the file with it.
        source.on('error', fail).pipe(entry).on('error', fail);
        entry.on('close', () => source.destroy());
      });
    }
    archive.finalize();
  };
  addAll().catch((error: unknown) => archive.destroy(error as Error));
  return Readable.from(archive);
}

export interface TarEntry {
  name: string;
  sizeBytes: number;
  /** tar-stream's word for the kind of entry: `file` for a regular file. */
  type: string;
}

/** Receives an entry's bytes in order; awaited, so a slow consumer slows the reading. */
export type TarEntrySink = (chunk: Buffer) => void | Promise<void>;

/** tar-stream's errors (plain `Error`s) in words an operator can act on. */
function explainTarError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (/^Invalid tar header/.test(message) && /unknown format/.test(message))
    return new TarFormatError('an entry is not in a tar format (the archive is damaged)');
  if (/^Invalid tar header/.test(message))
    return new TarFormatError('a tar header is damaged (its checksum does not match)');
  if (/^(Invalid header|Header exceeds max size)/.test(message))
    return new TarFormatError(`a tar header is damaged (${message.toLowerCase()})`);
  if (message === 'Unexpected end of data')
    return new TarFormatError('the archive stops early (it is truncated)');
  return error;
}

/**
 * Reads a tar archive from `source` (e.g. gunzip's output), handing each entry to `onEntry`,
 * which returns where the entry's bytes go. Rejects with a `TarFormatError` when the archive is
 * damaged or stops inside an entry, or with whatever `onEntry`, a sink or `source` threw.
 *
 * tar-stream reads past the zero blocks that end an archive rather than requiring them: an
 * archive cut exactly at an entry's end reads as complete. A snapshot is still refused then, by
 * gzip's own length check and by its manifest (the payload's size and SHA-256).
 */
export async function readTar(
  source: AsyncIterable<Uint8Array>,
  onEntry: (entry: TarEntry) => TarEntrySink,
): Promise<void> {
  const archive = extract();
  const drainedOrClosed = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        archive.off('drain', done).off('close', done);
        resolve();
      };
      archive.on('drain', done).on('close', done);
    });
  const feeding = (async () => {
    for await (const chunk of source) {
      // Stopped by a reason found in the archive (or by `onEntry`): read no further.
      if (archive.destroying) return;
      if (!archive.write(chunk) && !archive.destroying) await drainedOrClosed();
    }
    archive.end(null);
  })().catch((error: unknown) => {
    archive.destroy(error as Error);
  });
  try {
    for await (const entry of archive) {
      const { name, size, type } = entry.header;
      const sink = onEntry({ name, sizeBytes: size, type });
      for await (const chunk of entry) await sink(chunk as Buffer);
    }
  } catch (error) {
    archive.destroy();
    throw explainTarError(error);
  } finally {
    await feeding;
  }
}
