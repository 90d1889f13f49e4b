import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  practicalLogTimeSchema,
  practicalStartSchema,
  practicalUploadFieldsSchema,
  uploadMessages,
} from '../contract/practical.ts';
import { apiError, errorBody } from '../http/errors.ts';
import { requireCandidate, type CandidateEnv } from '../http/require-candidate.ts';
import {
  containsNulCharacter,
  limitBody,
  nulCharacterMessage,
  validateJson,
} from '../http/validate-json.ts';
import { practicalStatus, startPracticalRound } from '../services/practical/practical-round.ts';
import { submitPractical } from '../services/practical/practical-submission.ts';
import { ValidationError } from 'yup';

/** The practical round (spec §7): every call needs the candidate's bearer token. */
export const interviewPracticalRoutes = new Hono<CandidateEnv>()
  .post(
    '/test/practical',
    requireCandidate,
    limitBody(4 * 1024),
    ...validateJson(practicalStartSchema),
    async (c) => {
      const { started } = await startPracticalRound(
        c.var.deps,
        c.var.candidate,
        c.req.valid('json').practical_start_time,
      );
      return c.json({
        success: true,
        message: started ? 'Practical round started.' : 'Practical round already started.',
      });
    },
  )
  .post(
    '/log-time',
    requireCandidate,
    limitBody(4 * 1024),
    ...validateJson(practicalLogTimeSchema),
    async (c) => {
      const data = await practicalStatus(
        c.var.deps,
        c.var.candidate,
        c.req.valid('json').practical_log_time,
      );
      return c.json({ success: true, data });
    },
  )
  .post(
    '/upload-practical-test-zip',
    // The size cap applies while the body streams in, with or without Content-Length.
    async (c, next) => {
      const maxMb = c.var.deps.config.UPLOAD_MAX_MB;
      return bodyLimit({
        maxSize: maxMb * 1024 * 1024 + 64 * 1024,
        onError: (ctx) =>
          ctx.json(errorBody(`The file is too large: the limit is ${maxMb} MB.`), 413),
      })(c, next);
    },
    requireCandidate,
    async (c) => {
      // The upload began when the request arrived: lateness is judged from here, not its end.
      const receivedAt = c.var.deps.now();
      const type = c.req.header('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data')) {
        throw apiError(415, 'Send the zip as multipart/form-data with the field zipFile.');
      }
      let body: Record<string, string | File | (string | File)[]>;
      try {
        body = await c.req.parseBody();
      } catch {
        throw apiError(400, 'The upload could not be read. Please try again.');
      }
      const file = body.zipFile;
      if (!(file instanceof File)) throw apiError(400, uploadMessages.noFile);
      if (containsNulCharacter([file.name, body.timer, body.reason_for_delay])) {
        throw apiError(400, nulCharacterMessage);
      }
      let fields;
      try {
        fields = await practicalUploadFieldsSchema.validate({
          timer: typeof body.timer === 'string' ? body.timer : undefined,
          reason_for_delay:
            typeof body.reason_for_delay === 'string' ? body.reason_for_delay : undefined,
        });
      } catch (error) {
        throw apiError(
          400,
          error instanceof ValidationError ? error.message : 'Invalid upload fields',
        );
      }
      const { submission, late } = await submitPractical(
        c.var.deps,
        c.var.candidate,
        {
          fileName: file.name,
          bytes: Buffer.from(await file.arrayBuffer()),
          timer: fields.timer,
          reasonForDelay: fields.reason_for_delay,
        },
        receivedAt,
      );
      return c.json({
        success: true,
        message: 'File uploaded successfully!',
        data: {
          sizeBytes: submission.sizeBytes,
          late,
          containsNodeModules: submission.containsNodeModules,
          timeTakenSeconds: submission.timeTakenSeconds,
        },
      });
    },
  );
