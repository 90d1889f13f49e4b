import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { practicalManifests } from '../../../db/schema/practical-review.ts';
import type { ManifestEntry } from '../../../domain/manifest-tree.ts';
import { inspectZipFrom } from '../../practical/inspect-zip.ts';
import { StoredZipReader } from '../../practical/stored-zip-reader.ts';

/**
 * The directory entries of a stored submission for its tree: as stored at upload, or, for a
 * submission stored before the tree was (migration 0012), read now from its pieces' central
 * directory (never its contents) and stored, so this happens once.
 */
export async function manifestEntriesOf(
  db: Db,
  submission: { id: string; sizeBytes: number },
  now: Date,
): Promise<{ entries: ManifestEntry[]; entriesOmitted: number }> {
  const [stored] = await db
    .select({
      entries: practicalManifests.entries,
      entriesOmitted: practicalManifests.entriesOmitted,
    })
    .from(practicalManifests)
    .where(eq(practicalManifests.submissionId, submission.id));
  if (stored) return stored;
  const report = await inspectZipFrom(new StoredZipReader(db, submission.id), submission.sizeBytes);
  const computed = {
    entries: report.entries,
    entriesOmitted: report.entryCount - report.entries.length,
  };
  await db
    .insert(practicalManifests)
    .values({ submissionId: submission.id, ...computed, computedAt: now })
    .onConflictDoNothing();
  return computed;
}
