import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ValidationError } from 'yup';
import { practicalUploadFieldsSchema, uploadMessages } from '../../shared/contract/practical.ts';
import { fail } from '../domain/errors.ts';
import type { PracticalUpload } from '../services/practical/practical-submission.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';
import { containsNulCharacter, nulCharacterMessage } from './validate-json.ts';

/** The upload's size cap (UPLOAD_MAX_MB plus room for the form fields), enforced as it streams. */
export function limitUpload() {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const maxMb = c.var.deps.config.UPLOAD_MAX_MB;
    return bodyLimit({
      maxSize: maxMb * 1024 * 1024 + 64 * 1024,
      onError: (ctx) =>
        ctx.json(errorBody(`The file is too large: the limit is ${maxMb} MB.`), 413),
    })(c, next);
  };
}

/**
 * Reads `POST /upload-practical-test-zip` (spec §7: multipart with `zipFile`, `timer` and
 * `reason_for_delay`) into what the practical service stores, refusing anything else with the
 * spec's words where it has them.
 */
export async function readPracticalUpload(c: Context): Promise<PracticalUpload> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw fail.unsupportedMedia('Send the zip as multipart/form-data with the field zipFile.');
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw fail.invalid('The upload could not be read. Please try again.');
  }
  const file = body.zipFile;
  if (!(file instanceof File)) throw fail.invalid(uploadMessages.noFile);
  if (containsNulCharacter([file.name, body.timer, body.reason_for_delay])) {
    throw fail.invalid(nulCharacterMessage);
  }
  let fields;
  try {
    fields = await practicalUploadFieldsSchema.validate({
      timer: typeof body.timer === 'string' ? body.timer : undefined,
      reason_for_delay:
        typeof body.reason_for_delay === 'string' ? body.reason_for_delay : undefined,
    });
  } catch (error) {
    throw fail.invalid(error instanceof ValidationError ? error.message : 'Invalid upload fields');
  }
  return {
    fileName: file.name,
    bytes: Buffer.from(await file.arrayBuffer()),
    timer: fields.timer,
    reasonForDelay: fields.reason_for_delay,
  };
}
