import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import {
  readTar,
  tarFiles,
  TarFormatError,
  type TarEntry,
  type TarEntrySink,
} from '../../lib/tar.ts';
import type { KnownMigration } from '../../db/schema-version.ts';
import {
  checkOpenable,
  manifestName,
  parseManifest,
  payloadNames,
  SnapshotRefusedError,
  type SnapshotManifest,
} from './snapshot-manifest.ts';

/** The payload to pack: bytes in memory (PGlite's dump) or a file on disk (pg_dump's output). */
export type PayloadSource = { bytes: Uint8Array } | { file: string };

/** SHA-256 and size of a payload, computed before the manifest that records them is written. */
export async function describePayload(
  source: PayloadSource,
): Promise<{ sizeBytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  if ('bytes' in source) {
    hash.update(source.bytes);
    sizeBytes = source.bytes.length;
  } else {
    for await (const chunk of createReadStream(source.file)) {
      hash.update(chunk as Buffer);
      sizeBytes += (chunk as Buffer).length;
    }
  }
  return { sizeBytes, sha256: hash.digest('hex') };
}

/**
 * Writes a snapshot: a gzip-compressed tar holding `manifest.json`, then the payload. It is
 * written beside its final name and renamed when complete and flushed to disk, so a crash never
 * leaves a half file under a snapshot's name; owner-only permissions (0600) from the start.
 */
export async function writeSnapshotFile(
  target: string,
  manifest: SnapshotManifest,
  payload: PayloadSource,
): Promise<void> {
  const partial = `${target}.partial`;
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const modifiedAt = new Date(manifest.createdAt);
  const tar = tarFiles([
    { name: manifestName, sizeBytes: manifestBytes.length, modifiedAt, content: manifestBytes },
    {
      name: manifest.payload.name,
      sizeBytes: manifest.payload.sizeBytes,
      modifiedAt,
      content: 'bytes' in payload ? payload.bytes : createReadStream(payload.file),
    },
  ]);
  try {
    await pipeline(tar, createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    const written = await open(partial, 'r+');
    try {
      await written.sync();
    } finally {
      await written.close();
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, target);
}

export interface VerifiedSnapshot {
  manifest: SnapshotManifest;
  /** The payload's bytes, when read into memory. */
  bytes?: Buffer;
  /** The payload's file, when written to `payloadFile`. */
  file?: string;
}

function refusal(file: string, reason: string): SnapshotRefusedError {
  return new SnapshotRefusedError(
    `${file} cannot be restored: ${reason.replace(/\.$/, '')}. Nothing was changed.`,
  );
}

/** What went wrong reading the file, in words an operator can act on. */
function explainReadError(error: unknown): string {
  if (error instanceof SnapshotRefusedError || error instanceof TarFormatError)
    return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'there is no such file';
  if (code === 'EISDIR') return 'it is a directory, not a snapshot file';
  if (code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(String(error)))
    return 'the file is truncated (its compressed data stops early)';
  if (code === 'Z_DATA_ERROR')
    return 'it is not a gzip-compressed snapshot of this app (or its compressed data is damaged)';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads a whole snapshot and checks it: gzip and tar intact, our manifest first, a schema this
 * code can open (`options.known`: its migrations), the payload's size and SHA-256 as the
 * manifest records them. PGlite's payload is read into memory (PGlite loads it from there);
 * pg_dump's goes to `options.payloadFile` (removed again when the check fails), as pg_restore reads
 * a file. Throws `SnapshotRefusedError` with the reason when anything is off.
 */
export async function readSnapshotFile(
  file: string,
  options: { payloadFile?: string; known?: readonly KnownMigration[] } = {},
): Promise<VerifiedSnapshot> {
  // Filled in as the archive streams past (an object, so the compiler does not assume the
  // callbacks never ran).
  const read: { manifest?: SnapshotManifest; payloadSeen: boolean; out?: FileHandle } = {
    payloadSeen: false,
  };
  const hash = createHash('sha256');
  let payloadBytes = 0;
  const chunks: Buffer[] = [];

  const manifestSink = (sizeBytes: number): TarEntrySink => {
    if (sizeBytes > 1024 * 1024)
      throw new SnapshotRefusedError('its manifest is too large to be one of ours');
    const text: Buffer[] = [];
    let seen = 0;
    return (chunk) => {
      text.push(chunk);
      seen += chunk.length;
      if (seen < sizeBytes) return;
      read.manifest = parseManifest(Buffer.concat(text).toString());
      if (options.known) checkOpenable(read.manifest, options.known);
    };
  };

  // pg_dump's payload goes to this file, opened when its first bytes arrive.
  const payloadFile = () => {
    if (!options.payloadFile)
      throw new Error('a PostgreSQL snapshot is unpacked to a file: pass payloadFile');
    return options.payloadFile;
  };
  const payloadSink = (manifest: SnapshotManifest): TarEntrySink => {
    const toFile = manifest.engine === 'postgres';
    if (toFile) payloadFile();
    return async (chunk) => {
      hash.update(chunk);
      payloadBytes += chunk.length;
      if (!toFile) {
        chunks.push(chunk);
        return;
      }
      read.out ??= await open(payloadFile(), 'wx', 0o600);
      await read.out.write(chunk);
    };
  };

  try {
    if ((await stat(file)).size === 0) throw new SnapshotRefusedError('the file is empty');
    const onEntry = (entry: TarEntry): TarEntrySink => {
      if (entry.type !== 'file')
        throw new SnapshotRefusedError(`it holds "${entry.name}", which is not a plain file`);
      const manifest = read.manifest;
      if (!manifest) {
        if (entry.name !== manifestName)
          throw new SnapshotRefusedError(
            `its first file is "${entry.name}", not ${manifestName}: it is not a snapshot of this app`,
          );
        return manifestSink(entry.sizeBytes);
      }
      if (read.payloadSeen || entry.name !== manifest.payload.name)
        throw new SnapshotRefusedError(`it holds an unexpected file "${entry.name}"`);
      if (manifest.payload.name !== payloadNames[manifest.engine])
        throw new SnapshotRefusedError(
          `its payload "${manifest.payload.name}" does not match its engine (${manifest.engine})`,
        );
      read.payloadSeen = true;
      return payloadSink(manifest);
    };
    // A reason thrown while reading aborts the pipeline, which then rejects with an AbortError:
    // keep the reason.
    let reason: unknown;
    await pipeline(createReadStream(file), createGunzip(), async (source) => {
      try {
        await readTar(source, onEntry);
      } catch (error) {
        reason = error;
        throw error;
      }
    }).catch((error: unknown) => {
      throw reason ?? error;
    });
    const manifest = read.manifest;
    // A manifest of zero bytes never reached its parser.
    if (!manifest) throw new SnapshotRefusedError(`it holds no ${manifestName}`);
    if (!read.payloadSeen)
      throw new SnapshotRefusedError(`it holds no payload (${manifest.payload.name})`);
    if (payloadBytes !== manifest.payload.sizeBytes)
      throw new SnapshotRefusedError(
        `its payload has ${payloadBytes} bytes where the manifest says ${manifest.payload.sizeBytes}`,
      );
    if (hash.digest('hex') !== manifest.payload.sha256)
      throw new SnapshotRefusedError(
        'its payload does not match the SHA-256 in its manifest (the file is damaged)',
      );
    if (manifest.engine === 'postgres') {
      // An empty dump never opened its file.
      read.out ??= await open(payloadFile(), 'wx', 0o600);
      await read.out.sync();
      return { manifest, file: payloadFile() };
    }
    return { manifest, bytes: Buffer.concat(chunks) };
  } catch (error) {
    if (read.out && options.payloadFile) await rm(options.payloadFile, { force: true });
    throw refusal(file, explainReadError(error));
  } finally {
    await read.out?.close().catch(() => {});
  }
}
