import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { practicalSubmissionChunks } from '../../db/schema/practical.ts';
import { storedZipBytes } from '../../test-support/stored-zip.ts';
import { createTestDatabase, testEngine } from '../../test-support/test-database.ts';
import { makeZip } from '../../test-support/zips.ts';
import { inspectZipFrom } from './inspect-zip.ts';
import { StoredZipReader } from './stored-zip-reader.ts';
import { pieceBytes, removeAbandonedPieces, UploadPieces } from './upload-pieces.ts';

describe(`an upload stored piece by piece (${testEngine})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stores the bytes as they come, whole and in order, and reads the zip back from the pieces', async () => {
    const zip = await makeZip({ 'big.bin': randomBytes(2.5 * pieceBytes), 'README.md': '# x' });
    const pieces = new UploadPieces(database, randomUUID(), 10 * pieceBytes, 'too large');
    // Odd-sized chunks, as a network delivers them.
    for (let offset = 0; offset < zip.length; offset += 65_537)
      await pieces.write(zip.subarray(offset, offset + 65_537));
    const stored = await pieces.finish();
    expect(stored).toEqual({
      sizeBytes: zip.length,
      sha256: createHash('sha256').update(zip).digest('hex'),
    });
    expect((await storedZipBytes(database.db, pieces.uploadId)).equals(zip)).toBe(true);
    const report = await inspectZipFrom(
      new StoredZipReader(database.db, pieces.uploadId),
      zip.length,
    );
    expect(report).toMatchObject({ entryCount: 2, issues: [] });
    await pieces.discard();
    expect(await storedZipBytes(database.db, pieces.uploadId)).toHaveLength(0);
  });

  it('refuses bytes that are not a zip, and more than the limit, as soon as it knows', async () => {
    const notZip = new UploadPieces(database, randomUUID(), pieceBytes, 'too large');
    await expect(notZip.write(Buffer.from('%PDF-1.7'))).rejects.toThrow(
      'Please upload a valid .zip file',
    );
    const big = new UploadPieces(database, randomUUID(), 10, 'too large');
    await expect(big.write(Buffer.from('PK\x03\x04 and more than ten bytes'))).rejects.toThrow(
      'too large',
    );
  });

  it('removes old pieces that no submission owns, and only those', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 7 * 3600_000);
    const abandoned = randomUUID();
    const running = randomUUID();
    await database.db.insert(practicalSubmissionChunks).values([
      { submissionId: abandoned, seq: 0, data: Buffer.from('PK'), createdAt: old },
      { submissionId: running, seq: 0, data: Buffer.from('PK'), createdAt: now },
    ]);
    expect(await removeAbandonedPieces(database.db, now, 6 * 3600_000)).toBe(1);
    expect(await storedZipBytes(database.db, abandoned)).toHaveLength(0);
    expect(await storedZipBytes(database.db, running)).toHaveLength(2);
  });
});
