import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { log } from './log.ts';

describe('log.error', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** What `log.error` writes for the error `statement` fails with. */
  async function loggedFailure(statement: () => Promise<unknown>): Promise<string> {
    const error = await statement().then(
      () => {
        throw new Error('the statement was expected to fail');
      },
      (e: unknown) => e,
    );
    const write = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      log.error('POST /api/hr/questions/import failed', error);
      return write.mock.calls.map((call) => call.join(' ')).join('\n');
    } finally {
      write.mockRestore();
    }
  }

  it('names a failed statement by its kind and error code, never its SQL or values', async () => {
    const secret = 'asha.patel@example.com';
    const line = await loggedFailure(() =>
      database.db.execute(sql`select ${secret}::uuid as id, ${'second value'} as other`),
    );
    expect(line).toMatch(/^error: POST \/api\/hr\/questions\/import failed: Failed query: select/);
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

  it('writes any other error with its stack, as before', () => {
    const write = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.error('job failed', new Error('boom'));
    expect(write.mock.calls[0]?.[0]).toMatch(/^error: job failed: Error: boom\n\s+at /);
    write.mockRestore();
  });
});
