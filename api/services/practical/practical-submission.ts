import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { practicalSubmissionChunks, practicalSubmissions } from '../../db/schema/practical.ts';
import { fail } from '../../domain/errors.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { uploadMessages } from '../../../shared/contract/practical.ts';
import { hasZipSignature, inspectZip } from './inspect-zip.ts';
import type { PracticalRules } from './practical-rules.ts';
import { hasSubmitted, startedRound } from './practical-round.ts';

const chunkBytes = 1024 * 1024;

export interface PracticalUpload {
  fileName: string;
  bytes: Buffer;
  timer?: string;
  reasonForDelay?: string;
}

/**
 * Stores the candidate's one practical submission. `receivedAt` is when the upload *began* (the
 * request arrived), so a large file that takes a while does not turn late on the way. Late means
 * after the deadline plus PRACTICAL_GRACE_SECONDS, and then a reason is required. The archive's
 * directory is read for the reviewer (node_modules, hostile names), never extracted; the file is
 * kept in the database so any instance can serve it.
 */
export async function submitPractical(
  db: Db,
  candidate: Candidate,
  upload: PracticalUpload,
  receivedAt: Date,
  rules: PracticalRules,
) {
  const round = await startedRound(db, candidate.id);
  if (await hasSubmitted(db, candidate.id))
    throw fail.conflict('You have already submitted the practical round.');
  if (upload.bytes.length === 0 || !hasZipSignature(upload.bytes))
    throw fail.invalid(uploadMessages.notZip);

  const lateByMs = receivedAt.getTime() - round.deadlineAt.getTime();
  const late = lateByMs > rules.graceSeconds * 1000;
  const reason = upload.reasonForDelay?.trim() || null;
  if (late && !reason) throw fail.invalid(uploadMessages.reasonRequired);

  const report = await inspectZip(upload.bytes);
  const submission = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(practicalSubmissions)
      .values({
        candidateId: candidate.id,
        submittedAt: receivedAt,
        fileName: upload.fileName.slice(0, 255) || 'submission.zip',
        sizeBytes: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        timeTakenSeconds: Math.round((receivedAt.getTime() - round.startedAt.getTime()) / 1000),
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
    for (let offset = 0, seq = 0; offset < upload.bytes.length; offset += chunkBytes, seq++) {
      await tx.insert(practicalSubmissionChunks).values({
        submissionId: row.id,
        seq,
        data: upload.bytes.subarray(offset, offset + chunkBytes),
      });
    }
    return row;
  });
  // The candidate is told when an upload arrived after the deadline, even within the grace.
  return { submission, late, afterDeadlineSeconds: Math.max(0, Math.ceil(lateByMs / 1000)) };
}
