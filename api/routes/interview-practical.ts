import { Hono } from 'hono';
import { practicalLogTimeSchema, practicalStartSchema } from '../../shared/contract/practical.ts';
import {
  limitUpload,
  readPracticalUpload,
  requireMultipart,
  tooLargeMessage,
} from '../http/practical-upload-body.ts';
import { requireCandidate, type CandidateEnv } from '../http/require-candidate.ts';
import { validateJson } from '../http/validate-json.ts';
import { practicalStatus, startPracticalRound } from '../services/practical/practical-round.ts';
import { receivePracticalUpload } from '../services/practical/receive-upload.ts';
import { currentPracticalRules } from '../services/settings/test-settings.ts';

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
      await currentPracticalRules(deps.testCalls, deps.config, candidate),
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
      (await currentPracticalRules(deps.testCalls, deps.config, candidate)).taskIds,
    );
    return c.json({ success: true, data });
  })
  .post('/upload-practical-test-zip', limitUpload(), practicalCandidate, async (c) => {
    const { deps, candidate } = c.var;
    const rules = await currentPracticalRules(deps.testCalls, deps.config, candidate);
    // Refusals that need no byte of the body come first (answered with Connection: close).
    requireMultipart(c);
    const maxMb = deps.config.UPLOAD_MAX_MB;
    const intake = {
      database: deps.database,
      slots: deps.uploadSlots,
      now: deps.now,
      maxBytes: maxMb * 1024 * 1024,
      tooLargeMessage: tooLargeMessage(maxMb),
      rules,
      timeZone: deps.config.COMPANY_TIME_ZONE,
    };
    const { submission, late, afterDeadlineSeconds } = await receivePracticalUpload(
      intake,
      candidate,
      (sink) => readPracticalUpload(c, sink),
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
  });
