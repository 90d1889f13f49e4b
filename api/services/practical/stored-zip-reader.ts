import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import type { Db } from '../../db/database.ts';
import { practicalSubmissionChunks } from '../../db/schema/practical.ts';
import { pieceBytes } from './upload-pieces.ts';

/**
 * One stored piece of an upload (null: there is none at `seq`). As text: the embedded engine's
 * bytea decoding is slow JavaScript (see `upload-pieces.ts`).
 */
export async function readPiece(db: Db, uploadId: string, seq: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: sql<string>`encode(${practicalSubmissionChunks.data}, 'base64')` })
    .from(practicalSubmissionChunks)
    .where(
      and(
        eq(practicalSubmissionChunks.submissionId, uploadId),
        eq(practicalSubmissionChunks.seq, seq),
      ),
    );
  return row ? Buffer.from(row.data, 'base64') : null;
}

/** Pieces kept at hand: yauzl reads the central directory in small, mostly sequential steps. */
const cachedPieces = 2;

/**
 * Lets yauzl read an upload stored in pieces (`UploadPieces`) as if it were one file: each range
 * is served from the pieces it covers, fetched one at a time and the last few kept, so reading a
 * 50 MiB archive's directory (at its end) costs a few queries and a few MiB, not a copy of it.
 */
export class StoredZipReader extends yauzl.RandomAccessReader {
  private readonly cache = new Map<number, Promise<Buffer>>();

  constructor(
    private readonly db: Db,
    private readonly uploadId: string,
  ) {
    super();
  }

  private piece(seq: number): Promise<Buffer> {
    let found = this.cache.get(seq);
    if (found) {
      // The piece used least recently is the one dropped.
      this.cache.delete(seq);
      this.cache.set(seq, found);
    } else {
      found = readPiece(this.db, this.uploadId, seq).then((data) => {
        if (!data) throw new Error(`piece ${seq} of upload ${this.uploadId} is missing`);
        return data;
      });
      this.cache.set(seq, found);
      for (const old of this.cache.keys()) {
        if (this.cache.size <= cachedPieces) break;
        this.cache.delete(old);
      }
    }
    return found;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const piece = (seq: number) => this.piece(seq);
    return Readable.from(
      (async function* () {
        for (let seq = Math.floor(start / pieceBytes); seq * pieceBytes < end; seq++) {
          const data = await piece(seq);
          const from = Math.max(0, start - seq * pieceBytes);
          const to = Math.min(data.length, end - seq * pieceBytes);
          yield data.subarray(from, to);
        }
      })(),
      { objectMode: false },
    );
  }
}
