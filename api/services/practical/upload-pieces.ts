import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { practicalSubmissionChunks } from '../../db/schema/practical.ts';
import { uploadMessages } from '../../../shared/contract/practical.ts';
import { fail } from '../../domain/errors.ts';
import { hasZipSignature } from './inspect-zip.ts';
import { createPieceLane, type PieceLane } from './piece-lane.ts';

/**
 * Size of each stored piece: big enough for few statements, small enough to hold a few. Pieces go
 * to the database as base64 text that PostgreSQL decodes into the `bytea` column: the embedded
 * engine's own `bytea` parameter encoding builds a hex string byte by byte in JavaScript, which
 * blocks the event loop for a MiB-sized piece; base64 is native in Node and in PostgreSQL.
 */
export const pieceBytes = 1024 * 1024;

/** One lane per database, shared by every upload to it (`piece-lane.ts`). */
const pieceLanes = new WeakMap<Db, PieceLane>();
function pieceLaneOf(database: PiecesDatabase): PieceLane {
  let lane = pieceLanes.get(database.db);
  if (!lane) {
    lane = createPieceLane(database.engine);
    pieceLanes.set(database.db, lane);
  }
  return lane;
}

export type PiecesDatabase = Pick<Database, 'db' | 'engine'>;

export interface StoredUpload {
  sizeBytes: number;
  sha256: string;
}

/**
 * Writes an upload to the database piece by piece as it arrives, under `uploadId` (the id its
 * submission will get), so memory holds one piece per upload, never the file. The first bytes
 * must be a zip's, and at most `maxBytes` are taken: either refusal comes as soon as it is known.
 * `discard()` removes what was written (a refused or broken upload).
 */
export class UploadPieces {
  private piece = Buffer.allocUnsafe(pieceBytes);
  private filled = 0;
  private seq = 0;
  private size = 0;
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);

  constructor(
    private readonly database: PiecesDatabase,
    readonly uploadId: string,
    private readonly maxBytes: number,
    private readonly tooLargeMessage: string,
  ) {}

  async write(chunk: Buffer): Promise<void> {
    this.size += chunk.length;
    if (this.size > this.maxBytes) throw fail.tooLarge(this.tooLargeMessage);
    if (this.head.length < 4) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, 4 - this.head.length)]);
      if (this.head.length === 4 && !hasZipSignature(this.head))
        throw fail.invalid(uploadMessages.notZip);
    }
    this.hash.update(chunk);
    for (let offset = 0; offset < chunk.length;) {
      const taken = chunk.copy(this.piece, this.filled, offset);
      this.filled += taken;
      offset += taken;
      if (this.filled === pieceBytes) await this.flush();
    }
  }

  private async flush(): Promise<void> {
    if (this.filled === 0) return;
    const data = this.piece.toString('base64', 0, this.filled);
    await pieceLaneOf(this.database)(() =>
      this.database.db.insert(practicalSubmissionChunks).values({
        submissionId: this.uploadId,
        seq: this.seq,
        data: sql`decode(${data}, 'base64')`,
      }),
    );
    this.seq += 1;
    this.filled = 0;
  }

  /** Stores the last piece; the upload is then whole in the database. */
  async finish(): Promise<StoredUpload> {
    if (this.size < 4 || !hasZipSignature(this.head)) throw fail.invalid(uploadMessages.notZip);
    await this.flush();
    return { sizeBytes: this.size, sha256: this.hash.digest('hex') };
  }

  async discard(): Promise<void> {
    await this.database.db
      .delete(practicalSubmissionChunks)
      .where(eq(practicalSubmissionChunks.submissionId, this.uploadId));
  }
}

/**
 * Deletes pieces older than `olderThanMs` that no submission owns: uploads cut off by a crash or
 * a lost connection before they could be discarded.
 */
export async function removeAbandonedPieces(
  db: Db,
  now: Date,
  olderThanMs: number,
): Promise<number> {
  const removed = await db
    .delete(practicalSubmissionChunks)
    .where(
      and(
        lt(practicalSubmissionChunks.createdAt, new Date(now.getTime() - olderThanMs)),
        sql`not exists (select 1 from practical_submissions s where s.id = ${practicalSubmissionChunks.submissionId})`,
      ),
    )
    .returning({ seq: practicalSubmissionChunks.seq });
  return removed.length;
}
