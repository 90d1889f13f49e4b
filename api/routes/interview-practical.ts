import { Hono } from 'hono';
import { practicalLogTimeSchema, practicalStartSchema } from '../../shared/contract/practical.ts';
import { randomUUID } from 'node:crypto';
import { fail } from '../domain/errors.ts';
import { log } from '../lib/log.ts';
import { UploadPace } from '../domain/upload-pace.ts';
import {
  limitUpload,
  readPracticalUpload,
  requireMultipart,
  tooLargeMessage,
} from '../http/practical-upload-body.ts';
import { requireCandidate, type CandidateEnv } from '../http/require-candidate.ts';
import { validateJson } from '../http/validate-json.ts';
import { practicalStatus, startPracticalRound } from '../services/practical/practical-round.ts';
import { currentPracticalRules } from '../services/settings/test-settings.ts';
import {
  assertAcceptingUpload,
  submitPractical,
} from '../services/practical/practical-submission.ts';
import { UploadPieces } from '../services/practical/upload-pieces.ts';

/** How long a busy server asks an upload to wait before it tries again. */
const busyRetrySeconds = 5;
/** The span over which an upload's pace is judged after the deadline (`domain/upload-pace.ts`). */
const paceWindowMs = 10_000;

const practicalCandidate = requireCandidate('practical');

/**
 * The practical round (spec §7), mounted at /api/interview: its paths are the spec's, one of them
 * under /test. Every call needs the bearer token of a candidate whose test includes the round.
 */
export const interviewPracticalRoutes = new Hono<CandidateEnv>()
  .post('/test/practical', practicalCandidate, ...validateJson(practicalStartSchema), async (c) => {
    const { deps, candidate } = c.var;
    const { started } = await startPracticalRound(
      deps.database.db,
      candidate,
      c.req.valid('json').practical_start_time,
      deps.now(),
      await currentPracticalRules(deps.database.db, deps.config),
    );
    return c.json({
      success: true,
      message: started ? 'Practical round started.' : 'Practical round already started.',
    });
  })
  .post('/log-time', practicalCandidate, ...validateJson(practicalLogTimeSchema), async (c) => {
    const { deps, candidate } = c.var;
    const clientTime = c.req.valid('json').practical_log_time;
    const data = await practicalStatus(
      deps.database.db,
      candidate,
      clientTime,
      deps.now(),
      deps.config.UPLOAD_MAX_MB,
    );
    return c.json({ success: true, data });
  })
  .post('/upload-practical-test-zip', limitUpload(), practicalCandidate, async (c) => {
    const { deps, candidate } = c.var;
    const { db } = deps.database;
    const rules = await currentPracticalRules(db, deps.config);
    // Refusals that need no byte of the body come first (answered with Connection: close).
    requireMultipart(c);
    const round = await assertAcceptingUpload(db, candidate.id);
    const release = deps.uploadSlots.tryTake();
    if (!release) {
      throw fail.unavailable(
        `The server is busy storing other uploads. Your upload will be retried in ${busyRetrySeconds} seconds.`,
        busyRetrySeconds,
      );
    }
    const pieces = new UploadPieces(
      deps.database,
      randomUUID(),
      deps.config.UPLOAD_MAX_MB * 1024 * 1024,
      tooLargeMessage(deps.config.UPLOAD_MAX_MB),
    );
    try {
      const startedAt = deps.now();
      const pace = new UploadPace(startedAt, {
        deadline: new Date(round.deadlineAt.getTime() + rules.graceSeconds * 1000),
        minBytesPerSecond: rules.minUploadBytesPerSecond,
        windowMs: paceWindowMs,
      });
      const fields = await readPracticalUpload(c, {
        onBytes: (count) => pace.record(count, deps.now()),
        onFileChunk: (chunk) => pieces.write(chunk),
      });
      // Judged when the last byte has arrived, not when the request began.
      const completedAt = deps.now();
      const stored = await pieces.finish();
      const { submission, late, afterDeadlineSeconds } = await submitPractical(
        db,
        candidate,
        { uploadId: pieces.uploadId, ...fields, ...stored },
        { startedAt, completedAt, pace: pace.verdict(completedAt) },
      );
      return c.json({
        success: true,
        message: 'File uploaded successfully!',
        data: {
          sizeBytes: submission.sizeBytes,
          late,
          containsNodeModules: submission.containsNodeModules,
          timeTakenSeconds: submission.timeTakenSeconds,
          afterDeadlineSeconds,
          graceSeconds: rules.graceSeconds,
        },
      });
    } catch (error) {
      // Nothing is kept of a refused or broken upload (a failure here is left to the cleanup job).
      await pieces
        .discard()
        .catch((discardError: unknown) =>
          log.error('could not discard the pieces of a refused upload', discardError),
        );
      throw error;
    } finally {
      release();
    }
  });
