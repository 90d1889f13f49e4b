import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { practicalSubmissions } from '../../db/schema/practical.ts';
import { fail } from '../../domain/errors.ts';
import type { PracticalManifestView } from '../../../shared/contract/hr-practical.ts';
import { buildManifestTree } from '../../domain/manifest-tree.ts';
import { readPiece } from '../practical/stored-zip-reader.ts';
import { manifestEntriesOf } from './practical/manifest-entries.ts';
import { standingPracticalDecision } from './practical/practical-decisions.ts';
import { scoresOf } from './practical/practical-scores.ts';
import { submissionFacts } from './practical/submission-facts.ts';

/**
 * What a reviewer sees of a candidate's practical submission: the manifest read from the archive's
 * directory when it was uploaded (never unpacked), as a tree; lateness and its reason; the rubric
 * scores and the decision that stands; and the file itself, streamed from its stored pieces.
 */
export async function practicalManifest(
  db: Db,
  candidateId: string,
  now: Date,
): Promise<PracticalManifestView | null> {
  const [row] = await db
    .select()
    .from(practicalSubmissions)
    .where(eq(practicalSubmissions.candidateId, candidateId));
  if (!row) return null;
  const { entries, entriesOmitted } = await manifestEntriesOf(db, row, now);
  return {
    ...submissionFacts(row),
    entryCount: row.entryCount,
    containsNodeModules: row.containsNodeModules,
    archiveIssues: row.archiveIssues,
    sampleEntries: row.sampleEntries,
    tree: buildManifestTree(entries),
    entriesOmitted,
    scores: await scoresOf(db, row.id),
    decision: await standingPracticalDecision(db, candidateId, row.id),
  };
}

/**
 * The submission to download: the candidate's current one, or with `submissionId` one of theirs
 * HR retired (kept for the record). 404 when there is none.
 */
export async function submittedZip(db: Db, candidateId: string, submissionId?: string) {
  const which = submissionId
    ? and(
        eq(practicalSubmissions.id, submissionId),
        or(
          eq(practicalSubmissions.candidateId, candidateId),
          eq(practicalSubmissions.retiredCandidateId, candidateId),
        ),
      )
    : eq(practicalSubmissions.candidateId, candidateId);
  const [row] = await db
    .select({
      id: practicalSubmissions.id,
      fileName: practicalSubmissions.fileName,
      sizeBytes: practicalSubmissions.sizeBytes,
      sha256: practicalSubmissions.sha256,
    })
    .from(practicalSubmissions)
    .where(which);
  if (!row)
    throw fail.notFound(
      submissionId
        ? 'No such submission of this candidate.'
        : 'This candidate has not submitted the practical round.',
    );
  return row;
}

/** The stored file, a piece (1 MiB) at a time in order: memory holds one piece, never the file. */
export async function* zipPieces(db: Db, submissionId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const piece = await readPiece(db, submissionId, seq);
    if (!piece) return;
    yield piece;
  }
}

/** A download name safe in a header: the one-time ID, then the candidate's file name. */
export function downloadName(oneTimeId: string, fileName: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);
  const base = safe(fileName.replace(/\.zip$/i, '')) || 'submission';
  return `${safe(oneTimeId)}-${base}.zip`;
}
