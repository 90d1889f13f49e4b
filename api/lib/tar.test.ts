import { describe, expect, it } from 'vitest';
import { createTarReader, tarEnd, tarHeader, tarPadding, TarFormatError } from './tar.ts';

const at = new Date('2026-11-23T14:05:00Z');

function archive(files: Record<string, Buffer>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, bytes] of Object.entries(files))
    parts.push(tarHeader(name, bytes.length, at), bytes, tarPadding(bytes.length));
  parts.push(tarEnd);
  return Buffer.concat(parts);
}

/** Reads an archive in chunks of `chunkSize` bytes (as gunzip hands them over). */
async function readAll(bytes: Buffer, chunkSize = 100) {
  const files = new Map<string, Buffer[]>();
  const reader = createTarReader((entry) => {
    const parts: Buffer[] = [];
    files.set(entry.name, parts);
    return (chunk) => {
      parts.push(Buffer.from(chunk));
    };
  });
  for (let i = 0; i < bytes.length; i += chunkSize)
    await reader.push(bytes.subarray(i, i + chunkSize));
  reader.finish();
  return new Map([...files].map(([name, parts]) => [name, Buffer.concat(parts)]));
}

describe('tar', () => {
  it('reads back what it wrote, whatever the chunk sizes', async () => {
    const files = {
      'manifest.json': Buffer.from('{"a":1}'),
      'payload.bin': Buffer.alloc(5000, 7),
      'empty.txt': Buffer.alloc(0),
    };
    for (const chunkSize of [1, 511, 512, 4096, 1_000_000]) {
      expect(await readAll(archive(files), chunkSize)).toEqual(new Map(Object.entries(files)));
    }
  });

  it('accepts zeros after the end (a tar padded to its record size)', async () => {
    const bytes = Buffer.concat([archive({ a: Buffer.from('x') }), Buffer.alloc(8192)]);
    expect((await readAll(bytes)).get('a')).toEqual(Buffer.from('x'));
  });

  it('refuses a damaged header, a truncated archive and data after the end', async () => {
    const good = archive({ a: Buffer.alloc(2000, 1) });
    const damaged = Buffer.from(good);
    damaged[10] = 0x41; // inside the name: the checksum no longer matches
    await expect(readAll(damaged)).rejects.toThrow(/checksum does not match/);
    await expect(readAll(good.subarray(0, 1500))).rejects.toThrow(/truncated/);
    await expect(readAll(good.subarray(0, good.length - 512))).rejects.toThrow(/truncated/);
    await expect(readAll(Buffer.concat([good, Buffer.from('junk')]))).rejects.toThrow(
      /data after its end/,
    );
    await expect(readAll(Buffer.alloc(512, 0x41))).rejects.toBeInstanceOf(TarFormatError);
  });
});
