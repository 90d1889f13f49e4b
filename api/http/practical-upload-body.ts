import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import Busboy, { type BusboyInstance } from '@fastify/busboy';
import type { Context } from 'hono';
import { ValidationError } from 'yup';
import { practicalUploadFieldsSchema, uploadMessages } from '../../shared/contract/practical.ts';
import { fail } from '../domain/errors.ts';
import type { AppEnv } from './app-env.ts';
import { declareBody } from './declared-body.ts';
import { errorBody } from './errors.ts';
import { closeWithBodyUnread } from './lingering-close.ts';
import { textFieldsProblem } from './validate-json.ts';
import type { UploadedFields, UploadSink } from '../services/practical/receive-upload.ts';

/** Room for the multipart framing and the two text fields around the file. */
const formOverheadBytes = 64 * 1024;

/** An upload that brings no byte for this long is given up (it would hold a slot forever). */
export const uploadIdleMs = 60_000;

export const tooLargeMessage = (maxMb: number) =>
  `The file is too large: the limit is ${maxMb} MB.`;

/**
 * Refuses an upload whose Content-Length is over UPLOAD_MAX_MB (plus room for the form) before
 * reading any of it: a 413, and `Connection: close` by a lingering close (`closeWithBodyUnread`),
 * since its body is left unread. A chunked
 * upload has no length to check: its size is counted as it streams (`readPracticalUpload`).
 */
export function limitUpload() {
  const limit = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const maxMb = c.var.deps.config.UPLOAD_MAX_MB;
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > maxMb * 1024 * 1024 + formOverheadBytes) {
      closeWithBodyUnread(c);
      return c.json(errorBody(tooLargeMessage(maxMb)), 413);
    }
    await next();
  };
  return declareBody(limit, { kind: 'upload', fields: ['zipFile', 'timer', 'reason_for_delay'] });
}

/** `multipart/form-data` or a 415, before the body is touched. */
export function requireMultipart(c: Context): void {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw fail.unsupportedMedia('Send the zip as multipart/form-data with the field zipFile.');
  }
}

/**
 * Streams `POST /upload-practical-test-zip` (spec §7: multipart with `zipFile`, `timer` and
 * `reason_for_delay`) through @fastify/busboy: the zip goes to `onFileChunk` as it arrives and is
 * never held whole; the text fields are checked once the body ends. Refuses anything else with
 * the spec's words where it has them: no file, more than UPLOAD_MAX_MB, a malformed form, a
 * stalled upload (408 after `uploadIdleMs` without a byte).
 */
export async function readPracticalUpload<E extends AppEnv>(
  c: Context<E>,
  handlers: UploadSink,
): Promise<UploadedFields> {
  const maxMb = c.var.deps.config.UPLOAD_MAX_MB;
  const raw = c.req.raw.body;
  if (!raw) throw fail.invalid(uploadMessages.noFile);
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { 'content-type': c.req.header('content-type') ?? '' },
      limits: {
        fileSize: maxMb * 1024 * 1024,
        files: 1,
        fields: 8,
        fieldSize: 8 * 1024,
        parts: 10,
      },
    });
  } catch {
    throw fail.invalid('The upload could not be read. Please try again.');
  }
  const input = Readable.fromWeb(raw as unknown as NodeWebReadableStream<Uint8Array>);
  const fields = new Map<string, string>();
  // Set by the parser's callbacks (a holder, so the type checker does not assume they stay null).
  const file: { name: string | null; stream: Readable | null; done: Promise<void> } = {
    name: null,
    stream: null,
    done: Promise.resolve(),
  };

  const finished = new Promise<void>((resolve, reject) => {
    let idle: NodeJS.Timeout | undefined;
    const fault = (error: unknown) => {
      clearTimeout(idle);
      input.unpipe(parser);
      input.pause();
      reject(error);
    };
    const stillAlive = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () =>
          fault(fail.timeout('The upload stalled. Please check your connection and try again.')),
        uploadIdleMs,
      );
      idle.unref();
    };
    stillAlive();
    input.on('data', (chunk: Buffer) => {
      stillAlive();
      handlers.onBytes(chunk.length);
    });
    input.on('error', () => fault(fail.invalid('The upload was interrupted. Please try again.')));
    parser.on('file', (field, stream, name) => {
      if (field !== 'zipFile' || file.name !== null) {
        stream.resume();
        return;
      }
      file.name = name || 'submission.zip';
      file.stream = stream;
      file.done = (async () => {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          await handlers.onFileChunk(chunk);
        }
        if ((stream as { truncated?: boolean }).truncated)
          throw fail.tooLarge(tooLargeMessage(maxMb));
      })();
      file.done.catch(fault);
    });
    parser.on('field', (field: string, value: string) => {
      fields.set(field, value);
    });
    parser.on('error', () =>
      fault(fail.invalid('The upload could not be read. Please try again.')),
    );
    parser.on('finish', () => {
      file.done.then(() => {
        clearTimeout(idle);
        resolve();
      }, fault);
    });
  });
  input.pipe(parser);
  try {
    await finished;
  } catch (error) {
    // The rest of the body is never read: the connection cannot carry another request.
    closeWithBodyUnread(c);
    // A piece still being written finishes first, so the caller's discard finds every piece.
    file.stream?.destroy();
    await file.done.catch(() => {});
    throw error;
  }

  const fileName = file.name;
  if (fileName === null) throw fail.invalid(uploadMessages.noFile);
  const timer = fields.get('timer');
  const reason = fields.get('reason_for_delay');
  const textProblem = textFieldsProblem([fileName, timer, reason]);
  if (textProblem) throw fail.invalid(textProblem);
  try {
    const checked = await practicalUploadFieldsSchema.validate({
      timer,
      reason_for_delay: reason,
    });
    return { fileName, timer: checked.timer, reasonForDelay: checked.reason_for_delay };
  } catch (error) {
    throw fail.invalid(error instanceof ValidationError ? error.message : 'Invalid upload fields');
  }
}
