import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { practicalSubmissionChunks } from '../db/schema/practical.ts';

/** The bytes of a stored practical submission, put together from its pieces (tests only). */
export async function storedZipBytes(db: Db, submissionId: string): Promise<Buffer> {
  const chunks = await db
    .select({ data: sql<string>`encode(${practicalSubmissionChunks.data}, 'base64')` })
    .from(practicalSubmissionChunks)
    .where(eq(practicalSubmissionChunks.submissionId, submissionId))
    .orderBy(asc(practicalSubmissionChunks.seq));
  return Buffer.concat(chunks.map((c) => Buffer.from(c.data, 'base64')));
}
