import { randomUUID } from 'node:crypto';
import type { Candidate } from '../../db/schema/candidates.ts';
import { fail } from '../../domain/errors.ts';
import { UploadPace } from '../../domain/upload-pace.ts';
import { log } from '../../lib/log.ts';
import type { Slots } from '../../lib/slots.ts';
import type { PracticalRules } from './practical-rules.ts';
import { assertAcceptingUpload, submitPractical } from './practical-submission.ts';
import { fingerprintSubmission } from './submission-fingerprint.ts';
import { UploadPieces, type PiecesDatabase } from './upload-pieces.ts';

/** How long a busy server asks an upload to wait before it tries again. */
const busyRetrySeconds = 5;
/** The span over which an upload's pace is judged after the deadline (`domain/upload-pace.ts`). */
const paceWindowMs = 10_000;

/** What the HTTP layer hands the upload: the body's bytes as they arrive, then its text fields. */
export interface UploadSink {
  /** Each piece of the zip as it arrives, in order; the next is read once this one resolves. */
  onFileChunk(chunk: Buffer): Promise<void>;
  /** Every byte of the request as it arrives (the pace of the upload). */
  onBytes(count: number): void;
}
export interface UploadedFields {
  fileName: string;
  timer?: string;
  reasonForDelay?: string;
}

export interface UploadIntake {
  database: PiecesDatabase;
  /** Uploads stored at once (UPLOAD_MAX_CONCURRENT): beyond them the candidate is asked to retry. */
  slots: Slots;
  now: () => Date;
  maxBytes: number;
  tooLargeMessage: string;
  rules: PracticalRules;
  /** The company's clock (`COMPANY_TIME_ZONE`): the day the similarity check compares within. */
  timeZone: string;
}

/**
 * Receives a candidate's practical zip: refuses what needs no byte of the body first (round not
 * open, server busy), streams the file into the database piece by piece while its pace is
 * measured, and stores the submission, judged late or on time when the last byte has arrived.
 * Nothing is kept of a refused or broken upload.
 */
export async function receivePracticalUpload(
  intake: UploadIntake,
  candidate: Candidate,
  readBody: (sink: UploadSink) => Promise<UploadedFields>,
) {
  const { database, rules, now } = intake;
  const round = await assertAcceptingUpload(database.db, candidate.id);
  const release = intake.slots.tryTake();
  if (!release) {
    throw fail.unavailable(
      `The server is busy storing other uploads. Your upload will be retried in ${busyRetrySeconds} seconds.`,
      busyRetrySeconds,
    );
  }
  const pieces = new UploadPieces(database, randomUUID(), intake.maxBytes, intake.tooLargeMessage);
  try {
    const startedAt = now();
    const pace = new UploadPace(startedAt, {
      deadline: new Date(round.deadlineAt.getTime() + rules.graceSeconds * 1000),
      minBytesPerSecond: rules.minUploadBytesPerSecond,
      windowMs: paceWindowMs,
    });
    const fields = await readBody({
      onBytes: (count) => pace.record(count, now()),
      onFileChunk: (chunk) => pieces.write(chunk),
    });
    // Judged when the last byte has arrived, not when the request began.
    const completedAt = now();
    const stored = await pieces.finish();
    const result = await submitPractical(
      database.db,
      candidate,
      { uploadId: pieces.uploadId, ...fields, ...stored },
      { startedAt, completedAt, pace: pace.verdict(completedAt), round },
      rules,
    );
    // Compared with its cohort for the reviewer now, within the caps of `zip-fingerprint.ts`. A
    // failure costs the candidate nothing: the submission stands, and the reviewer's similarity
    // check fingerprints it when asked.
    await fingerprintSubmission(database.db, result.submission.id, now(), intake.timeZone).catch(
      (error: unknown) =>
        log.error(`could not fingerprint practical submission ${result.submission.id}`, error),
    );
    return result;
  } catch (error) {
    // A failure of the discard itself is left to the cleanup job (`removeAbandonedPieces`).
    await pieces
      .discard()
      .catch((discardError: unknown) =>
        log.error('could not discard the pieces of a refused upload', discardError),
      );
    throw error;
  } finally {
    release();
  }
}
