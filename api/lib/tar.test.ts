import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../test-support/temp-dir.ts';
import { readTar, tarFiles, TarFormatError, type TarFile } from './tar.ts';

const dir = useTempDir('tar-');
const at = new Date('2026-11-23T14:05:00Z');

async function* inChunks(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const archive = (files: Record<string, Buffer>) =>
  buffer(
    tarFiles(
      Object.entries(files).map(([name, bytes]): TarFile => ({
        name,
        sizeBytes: bytes.length,
        modifiedAt: at,
        content: bytes,
      })),
    ),
  );

/** Reads an archive in chunks of `chunkSize` bytes (as gunzip hands them over). */
async function readAll(bytes: Buffer, chunkSize = 100) {
  const files = new Map<string, Buffer[]>();
  await readTar(inChunks(bytes, chunkSize), (entry) => {
    const parts: Buffer[] = [];
    files.set(entry.name, parts);
    return (chunk) => {
      parts.push(Buffer.from(chunk));
    };
  });
  return new Map([...files].map(([name, parts]) => [name, Buffer.concat(parts)]));
}

describe('tar', () => {
  it('reads back what it wrote, whatever the chunk sizes', async () => {
    const files = {
      'manifest.json': Buffer.from('{"a":1}'),
      'payload.bin': Buffer.alloc(5000, 7),
      'empty.txt': Buffer.alloc(0),
    };
    const bytes = await archive(files);
    for (const chunkSize of [1, 511, 512, 4096, 1_000_000])
      expect(await readAll(bytes, chunkSize)).toEqual(new Map(Object.entries(files)));
  });

  it('writes files any tar lists, owner read/write only, streamed or not', async () => {
    const streamed = Buffer.alloc(70_000, 3);
    const dump = path.join(dir(), 'dump.bin'); // as pg_dump's payload is packed: from its file
    await writeFile(dump, streamed);
    const tar = tarFiles([
      { name: 'manifest.json', sizeBytes: 2, modifiedAt: at, content: Buffer.from('{}') },
      {
        name: 'payload.bin',
        sizeBytes: streamed.length,
        modifiedAt: at,
        content: createReadStream(dump),
      },
    ]);
    const file = path.join(dir(), 'a.tar');
    await writeFile(file, await buffer(tar));
    const listing = execFileSync('tar', ['-tvf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listing.map((line) => line.split(/\s+/)[0])).toEqual(['-rw-------', '-rw-------']);
    expect(listing.map((line) => line.split(/\s+/).at(-1))).toEqual([
      'manifest.json',
      'payload.bin',
    ]);
    expect(execFileSync('tar', ['-xOf', file, 'payload.bin'])).toEqual(streamed);
  });

  it('fails to write a streamed file whose length is not the one its header says', async () => {
    const tar = tarFiles([
      { name: 'short.bin', sizeBytes: 10, modifiedAt: at, content: inChunks(Buffer.alloc(20), 4) },
    ]);
    await expect(buffer(tar)).rejects.toThrow(/size mismatch/i);
  });

  it('refuses a damaged header and an archive that stops inside a file', async () => {
    const good = await archive({ a: Buffer.alloc(2000, 1) });
    const damaged = Buffer.from(good);
    damaged[10] = 0x41; // inside the name: the checksum no longer matches
    await expect(readAll(damaged)).rejects.toThrow(
      new TarFormatError('a tar header is damaged (its checksum does not match)'),
    );
    await expect(readAll(good.subarray(0, 1500))).rejects.toThrow(
      new TarFormatError('the archive stops early (it is truncated)'),
    );
    await expect(readAll(Buffer.alloc(512, 0x41))).rejects.toBeInstanceOf(TarFormatError);
    // A stray block after the end reads as a header, and is refused as one.
    await expect(readAll(Buffer.concat([good, Buffer.alloc(512, 0x41)]))).rejects.toBeInstanceOf(
      TarFormatError,
    );
  });

  it('accepts zeros after the end (a tar padded to its record size)', async () => {
    const bytes = Buffer.concat([await archive({ a: Buffer.from('x') }), Buffer.alloc(8192)]);
    expect((await readAll(bytes)).get('a')).toEqual(Buffer.from('x'));
  });

  it('passes on what the entry handler throws, and stops reading', async () => {
    const bytes = await archive({ a: Buffer.alloc(100_000, 1), b: Buffer.from('x') });
    const seen: string[] = [];
    const reading = readTar(inChunks(bytes, 512), (entry) => {
      seen.push(entry.name);
      throw new Error(`no ${entry.name}`);
    });
    await expect(reading).rejects.toThrow('no a');
    expect(seen).toEqual(['a']);
  });
});
