import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { practicalSubmissionChunks } from '../db/schema/practical.ts';

/** The bytes of a stored practical submission, put together from its chunks (tests only). */
export async function storedZipBytes(db: Db, submissionId: string): Promise<Buffer> {
  const chunks = await db
    .select({ data: practicalSubmissionChunks.data })
    .from(practicalSubmissionChunks)
    .where(eq(practicalSubmissionChunks.submissionId, submissionId))
    .orderBy(asc(practicalSubmissionChunks.seq));
  return Buffer.concat(chunks.map((c) => c.data));
}
