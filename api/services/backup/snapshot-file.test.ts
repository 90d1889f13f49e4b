import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { knownMigrations } from '../../db/schema-version.ts';
import { tarFiles } from '../../lib/tar.ts';
import { useTempDir } from '../../test-support/temp-dir.ts';
import { readSnapshotFile, writeSnapshotFile } from './snapshot-file.ts';
import {
  payloadNames,
  snapshotFormat,
  snapshotFormatVersion,
  SnapshotRefusedError,
  type SnapshotManifest,
} from './snapshot-manifest.ts';

const dir = useTempDir('snapshot-file-');

const payload = randomBytes(300_000);
const known = knownMigrations();

function manifestFor(bytes: Buffer, overrides: Partial<SnapshotManifest> = {}): SnapshotManifest {
  return {
    format: snapshotFormat,
    formatVersion: snapshotFormatVersion,
    engine: 'pglite',
    engineVersion: 'PostgreSQL 17',
    appVersion: '0.1.0',
    createdAt: '2026-11-23T14:05:00.000Z',
    schema: {
      migrationCount: known.length,
      migrations: known.map((m) => ({ ...m })),
    },
    payload: {
      name: payloadNames.pglite,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
    ...overrides,
  };
}

let counter = 0;
async function snapshot(manifest = manifestFor(payload), bytes: Buffer = payload) {
  const file = path.join(dir(), `s${++counter}.tar.gz`);
  await writeSnapshotFile(file, manifest, { bytes });
  return file;
}

const refusal = (file: string) => readSnapshotFile(file, { known });

describe('snapshot files', () => {
  it('hold the manifest and the payload in a tar.gz any tar lists, readable by its owner only', async () => {
    const file = await snapshot();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' });
    expect(listing.trim().split('\n')).toEqual(['manifest.json', 'pglite-data-dir.tar']);
    const read = await readSnapshotFile(file, { known });
    expect(read.manifest).toEqual(manifestFor(payload));
    expect(read.bytes).toEqual(payload);
  });

  it('refuses a truncated file', async () => {
    const file = await snapshot();
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(refusal(file)).rejects.toThrow(
      /cannot be restored: the file is truncated \(its compressed data stops early\)\. Nothing was changed\./,
    );
  });

  it('refuses a random file, an empty one, a missing one and a foreign tar.gz', async () => {
    const random = path.join(dir(), 'random.tar.gz');
    await writeFile(random, randomBytes(50_000));
    await expect(refusal(random)).rejects.toThrow(
      /it is not a gzip-compressed snapshot of this app/,
    );
    const empty = path.join(dir(), 'empty.tar.gz');
    await writeFile(empty, '');
    await expect(refusal(empty)).rejects.toThrow(/the file is empty/);
    await expect(refusal(path.join(dir(), 'missing.tar.gz'))).rejects.toThrow(
      /there is no such file/,
    );
    const foreign = path.join(dir(), 'photos.tar.gz');
    const photo = Buffer.from('not ours');
    const photos = tarFiles([
      { name: 'photo.jpg', sizeBytes: photo.length, modifiedAt: new Date(), content: photo },
    ]);
    await writeFile(foreign, gzipSync(await buffer(photos)));
    await expect(refusal(foreign)).rejects.toThrow(
      /its first file is "photo\.jpg", not manifest\.json: it is not a snapshot of this app/,
    );
  });

  it('refuses a snapshot whose tar is damaged, intact gzip or not', async () => {
    const file = await snapshot();
    const tar = gunzipSync(await readFile(file));
    const damaged = Buffer.from(tar);
    damaged[10] = 0x41; // the manifest's name: its header's checksum no longer matches
    await writeFile(file, gzipSync(damaged));
    await expect(refusal(file)).rejects.toThrow(
      /cannot be restored: a tar header is damaged \(its checksum does not match\)\. Nothing was changed\./,
    );
    await writeFile(file, gzipSync(tar.subarray(0, 100_000)));
    await expect(refusal(file)).rejects.toThrow(
      /cannot be restored: the archive stops early \(it is truncated\)\. Nothing was changed\./,
    );
  });

  it('refuses a payload that does not match its SHA-256', async () => {
    const damaged = Buffer.from(payload);
    damaged.writeUInt8(damaged.readUInt8(1000) ^ 0xff, 1000);
    const file = await snapshot(manifestFor(payload), damaged);
    await expect(refusal(file)).rejects.toThrow(/does not match the SHA-256 in its manifest/);
  });

  it('refuses a snapshot from a newer version of the app, and a newer format', async () => {
    const newer = manifestFor(payload, { appVersion: '9.0.0' });
    newer.schema.migrations.push({ hash: 'f'.repeat(64), createdAt: 4_102_444_800_000, tag: null });
    newer.schema.migrationCount += 1;
    await expect(refusal(await snapshot(newer))).rejects.toThrow(
      new RegExp(
        `taken by a newer version of the app \\(app 9\\.0\\.0\\): its database has ${known.length + 1} migrations, 1 of them unknown to this version, which has ${known.length}\\. Update the app, then restore\\. Nothing was changed\\.`,
      ),
    );
    await expect(
      refusal(await snapshot(manifestFor(payload, { formatVersion: snapshotFormatVersion + 1 }))),
    ).rejects.toThrow(/written in snapshot format 2; this version of the app reads format 1/);
  });

  it('reads an older schema (fewer migrations) without complaint', async () => {
    const older = manifestFor(payload);
    older.schema.migrations = older.schema.migrations.slice(0, 1);
    older.schema.migrationCount = 1;
    await expect(refusal(await snapshot(older))).resolves.toMatchObject({ manifest: older });
  });

  it('puts a PostgreSQL payload in a file, and removes it when the check fails', async () => {
    const manifest = manifestFor(payload, { engine: 'postgres' });
    manifest.payload.name = payloadNames.postgres;
    const file = await snapshot(manifest);
    const out = path.join(dir(), 'out.dump');
    const read = await readSnapshotFile(file, { known, payloadFile: out });
    expect(read.file).toBe(out);
    expect(await readFile(out)).toEqual(payload);
    await rm(out);
    const damaged = Buffer.from(payload);
    damaged.writeUInt8(damaged.readUInt8(0) ^ 1, 0);
    const bad = await snapshot(manifest, damaged);
    await expect(readSnapshotFile(bad, { known, payloadFile: out })).rejects.toBeInstanceOf(
      SnapshotRefusedError,
    );
    await expect(stat(out)).rejects.toThrow(/ENOENT/);
  });
});
