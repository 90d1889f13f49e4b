import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { stream } from 'hono/streaming';
import { DomainError, fail } from '../domain/errors.ts';
import { log } from '../lib/log.ts';
import type { ImportAnswer, ImportProgress } from '../../shared/contract/hr.ts';
import { declareBody } from './declared-body.ts';
import { statusOf, unexpectedFailureMessage } from './errors.ts';
import { limitBody, nulCharacterMessage } from './validate-json.ts';

/** Import files: a campus drive of 5,000 lines is well under this. */
export const maxImportBytes = 2 * 1024 * 1024;
export const limitImportBody = declareBody(limitBody(maxImportBytes), { kind: 'csv', fields: [] });

/**
 * A Moodle XML file carries its pictures inside it (base64, a third larger than the files): 32 MB
 * holds a bank of a few hundred questions with some thirty 1 MB pictures. The text formats keep
 * the 2 MB of the other imports.
 */
export const maxMoodleImportBytes = 32 * 1024 * 1024;
const limitText = limitBody(maxImportBytes);
const limitMoodle = limitBody(maxMoodleImportBytes);
export const limitQuestionImportBody = declareBody(
  createMiddleware((c, next) =>
    (c.req.query('format') === 'moodle' ? limitMoodle : limitText)(c, next),
  ),
  { kind: 'csv', fields: [] },
);

/**
 * The file sent as the body, UTF-8: `text/csv` or `text/plain`, and for an XML format (`xml`,
 * Moodle XML) also `application/xml` or `text/xml`.
 */
export async function importText(c: Context, { xml = false } = {}): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  const accepted = xml
    ? /^(text\/(csv|plain|xml)|application\/(csv|xml))\b/i
    : /^(text\/(csv|plain)|application\/csv)\b/i;
  if (!accepted.test(type))
    throw fail.unsupportedMedia(
      `Send the file itself as the body, with Content-Type: text/csv or text/plain${xml ? ' (or application/xml)' : ''}.`,
    );
  const text = await c.req.text();
  if (text.includes('\u0000')) throw fail.invalid(nulCharacterMessage);
  return text;
}

export const isDryRun = (c: Context) => ['1', 'true', 'yes'].includes(c.req.query('dryRun') ?? '');

export type ImportOutcome<T> = ImportAnswer<T> & { kind: 'preview' | 'refused' | 'created' };

/** The status and body of an import's outcome (all or nothing: line errors are a 422). */
export function importAnswer<T>(outcome: ImportOutcome<T>) {
  const { kind, ...answer } = outcome;
  if (kind === 'refused') {
    const n = answer.errors.length;
    return {
      status: 422 as const,
      body: {
        success: false as const,
        message: `${n} line${n === 1 ? ' has an error' : 's have errors'}; nothing was created.`,
        ...answer,
      },
    };
  }
  return { status: kind === 'created' ? (201 as const) : (200 as const), body: answer };
}

export type ProgressReporter = (
  phase: ImportProgress['phase'],
  done: number,
  total: number,
) => void;

/**
 * Runs an import, answering plain JSON, or, when the client asks for `application/x-ndjson`,
 * a stream of progress lines and one last result line (status 200 from the start; the outcome's
 * own status is in the result line) so the console can show progress while 1,000 rows import.
 */
export function runImport<T>(
  c: Context,
  work: (progress: ProgressReporter) => Promise<ImportOutcome<T>>,
) {
  if (!(c.req.header('accept') ?? '').includes('application/x-ndjson')) {
    return work(() => {}).then((outcome) => {
      const { status, body } = importAnswer(outcome);
      return c.json(body, status);
    });
  }
  c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
  return stream(c, async (out) => {
    let last = 0;
    const progress: ProgressReporter = (phase, done, total) => {
      const at = Date.now();
      // At most a few lines a second, and always the last of each phase.
      if (done < total && at - last < 100) return;
      last = at;
      void out.writeln(JSON.stringify({ type: 'progress', phase, done, total }));
    };
    try {
      const { status, body } = importAnswer(await work(progress));
      await out.writeln(JSON.stringify({ type: 'result', status, ...body }));
    } catch (error) {
      if (error instanceof DomainError) {
        await out.writeln(
          JSON.stringify({
            type: 'result',
            status: statusOf[error.kind],
            success: false,
            message: error.message,
            created: [],
            errors: [],
          }),
        );
      } else {
        const reqId = c.get('requestId') as string | undefined;
        log.error(`${c.req.method} ${c.req.path} failed`, error, { reqId });
        await out.writeln(
          JSON.stringify({
            type: 'result',
            status: 500,
            success: false,
            message: unexpectedFailureMessage(reqId),
            created: [],
            errors: [],
          }),
        );
      }
    }
  });
}
