import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { practicalRounds, practicalSubmissions } from '../../db/schema/practical.ts';
import { practicalManifests } from '../../db/schema/practical-review.ts';
import { fail } from '../../domain/errors.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import type { PaceVerdict } from '../../domain/upload-pace.ts';
import { uploadMessages } from '../../../shared/contract/practical.ts';
import { notifyHrOfPracticalSubmission, type HrNoticeRules } from '../../mail/hr-notifications.ts';
import { markTestEnded } from '../candidate-sessions.ts';
import { inspectZipFrom, refusalOf } from './inspect-zip.ts';
import { findRound, hasSubmitted, startedRound, type PracticalRound } from './practical-round.ts';
import { StoredZipReader } from './stored-zip-reader.ts';
import type { StoredUpload } from './upload-pieces.ts';

/** An upload whose file is already stored in pieces under `uploadId` (`UploadPieces`). */
export interface PracticalUpload extends StoredUpload {
  uploadId: string;
  fileName: string;
  timer?: string;
  reasonForDelay?: string;
}

/**
 * When the upload began and completed (server time), how its bytes kept pace after the deadline,
 * and the round it began in (its deadline is what the pace was judged against).
 */
export interface UploadTiming {
  startedAt: Date;
  completedAt: Date;
  pace: PaceVerdict;
  round: PracticalRound;
}

/**
 * The round found now is the one the upload began in: a retake by HR while the file arrived
 * retired that round, and the upload is refused rather than stored under another round.
 */
function assertSameRound(
  found: PracticalRound | undefined,
  began: PracticalRound,
): asserts found is PracticalRound {
  if (found?.startedAt.getTime() !== began.startedAt.getTime())
    throw fail.conflict(roundRestartedMessage);
}

export const roundRestartedMessage =
  'HR has restarted your practical round, so this upload was not kept. Please start the round again.';

/**
 * The round may take an upload now: started, not yet submitted (a 409 otherwise). Checked before
 * the body is read, and again when the upload is stored.
 */
export async function assertAcceptingUpload(db: Db, candidateId: string): Promise<PracticalRound> {
  const round = await startedRound(db, candidateId);
  if (await hasSubmitted(db, candidateId))
    throw fail.conflict('You have already submitted the practical round.');
  return round;
}

/**
 * Stores the candidate's one practical submission, from an upload already written in pieces.
 * Lateness is judged when the upload completed (`domain/upload-pace.ts`): on time when it
 * completed by the deadline plus PRACTICAL_GRACE_SECONDS, or began by then and kept arriving at
 * UPLOAD_MIN_KBPS or more; otherwise late by the time from the deadline to its completion, and
 * then a reason is required. The archive's directory is read for the reviewer (node_modules,
 * hostile names) from the stored pieces, never extracted; a file that is no zip at all, an empty
 * one, or one naming a file with NUL is refused. The caller discards the pieces on any refusal.
 * HR is told by e-mail (when the settings say so), queued with the submission.
 */
export async function submitPractical(
  db: Db,
  candidate: Candidate,
  upload: PracticalUpload,
  timing: UploadTiming,
  rules: HrNoticeRules,
) {
  const round = await findRound(db, candidate.id);
  assertSameRound(round, timing.round);
  if (await hasSubmitted(db, candidate.id))
    throw fail.conflict('You have already submitted the practical round.');
  const lateByMs = timing.completedAt.getTime() - round.deadlineAt.getTime();
  const late = !timing.pace.onTime;
  const reason = upload.reasonForDelay?.trim() || null;
  if (late && !reason) throw fail.invalid(uploadMessages.reasonRequired);

  const report = await inspectZipFrom(new StoredZipReader(db, upload.uploadId), upload.sizeBytes);
  const refusal = refusalOf(report);
  if (refusal) throw fail.invalid(refusal);
  const submission = await db.transaction(async (tx) => {
    // The round's row is locked as HR's reopen and retake lock it, so a retake committed
    // since the check above is seen here.
    const [locked] = await tx
      .select()
      .from(practicalRounds)
      .where(eq(practicalRounds.candidateId, candidate.id))
      .for('update');
    assertSameRound(locked, timing.round);
    const [row] = await tx
      .insert(practicalSubmissions)
      .values({
        id: upload.uploadId,
        candidateId: candidate.id,
        submittedAt: timing.completedAt,
        fileName: upload.fileName.slice(0, 255) || 'submission.zip',
        sizeBytes: upload.sizeBytes,
        sha256: upload.sha256,
        // Working time: the time the round stood closed before HR reopened it is left out.
        timeTakenSeconds: Math.round(
          (timing.completedAt.getTime() - locked.startedAt.getTime()) / 1000 - locked.pausedSeconds,
        ),
        lateBySeconds: late ? Math.ceil(lateByMs / 1000) : 0,
        reasonForDelay: reason,
        clientTimer: upload.timer ?? null,
        entryCount: report.entryCount,
        containsNodeModules: report.containsNodeModules,
        archiveIssues: report.issues,
        sampleEntries: report.sampleEntries,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fail.conflict('You have already submitted the practical round.');
    // The reviewer's file tree, from the directory just read: the report never reads the zip.
    await tx.insert(practicalManifests).values({
      submissionId: row.id,
      entries: report.entries,
      entriesOmitted: report.entryCount - report.entries.length,
      computedAt: timing.completedAt,
    });
    // The practical is always the last round.
    await markTestEnded(tx, candidate.id, timing.completedAt);
    await notifyHrOfPracticalSubmission(tx, candidate, row, timing.completedAt, rules);
    return row;
  });
  // The candidate is told when an upload arrived after the deadline, even when it counts as on time.
  return { submission, late, afterDeadlineSeconds: Math.max(0, Math.ceil(lateByMs / 1000)) };
}
