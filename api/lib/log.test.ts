import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { captureLog } from '../test-support/captured-log.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { log } from './log.ts';

describe('log.error', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** What `log.error`'s line says of the error `statement` fails with. */
  async function loggedFailure(statement: () => Promise<unknown>): Promise<string> {
    const error = await statement().then(
      () => {
        throw new Error('the statement was expected to fail');
      },
      (e: unknown) => e,
    );
    const captured = captureLog();
    try {
      log.error('POST /api/hr/questions/import failed', error);
      expect(captured.lines[0]).toMatchObject({
        level: 'error',
        msg: 'POST /api/hr/questions/import failed',
      });
      // What the line says of the error, and nothing else of the line holds a value either.
      expect(captured.text()).not.toContain('params');
      return captured.lines[0]?.error ?? '';
    } finally {
      captured.restore();
    }
  }

  it('names a failed statement by its kind and error code, never its SQL or values', async () => {
    const secret = 'asha.patel@example.com';
    const line = await loggedFailure(() =>
      database.db.execute(sql`select ${secret}::uuid as id, ${'second value'} as other`),
    );
    expect(line).toMatch(/^Failed query: select/);
    expect(line).toContain('code 22P02');
    expect(line).toMatch(/\n\s+at /); // where it failed is kept
    expect(line).not.toContain(secret);
    expect(line).not.toContain('second value');
    expect(line).not.toContain('params');
    expect(line).not.toContain('::uuid');
  });

  it('names the table of a failed insert and a value holding line breaks stays out', async () => {
    const sneaky = 'x\n    at forged (frame.ts:1:1)';
    const line = await loggedFailure(() =>
      database.db.execute(
        sql`insert into "mcq_questions" (topic, question, options, correct_option_index) values (${sneaky}, 'q', '["a","b"]', 5)`,
      ),
    );
    expect(line).toContain('Failed query: insert into "mcq_questions" (code 23514');
    expect(line).toContain('constraint mcq_questions_correct_option_check');
    expect(line).not.toContain('forged');
  });

  it('writes any other error with its stack', () => {
    const captured = captureLog();
    log.error('job failed', new Error('boom'));
    captured.restore();
    expect(captured.lines[0]).toMatchObject({ level: 'error', msg: 'job failed' });
    expect(captured.lines[0]?.error).toMatch(/^Error: boom\n\s+at /);
  });

  it('censors a secret-named field wherever a line would carry one', () => {
    const captured = captureLog();
    log.info('signed in', { password: 'hunter2-hunter2', token: 'abc.def.ghi' });
    captured.restore();
    expect(captured.text()).not.toMatch(/hunter2|abc\.def/);
    expect(captured.lines[0]).toMatchObject({ password: '[redacted]', token: '[redacted]' });
  });
});
