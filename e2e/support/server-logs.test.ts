import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoMcqBank } from '../../api/db/seed/demo-mcq-bank.ts';
import { checkServerLogs } from './server-logs.ts';

describe("the search of a run's server logs", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'server-logs-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const line = (fields: object) => `${JSON.stringify({ level: 'info', msg: 'x', ...fields })}\n`;

  it('passes logs of ordinary requests and counts their lines', async () => {
    await writeFile(
      path.join(dir, 'server-1.log'),
      line({ reqId: '7K3Q9XPA2M', path: '/api/interview/test/start', status: 200, ms: 4.1 }) +
        line({ msg: 'Listening on http://localhost:4000' }),
    );
    expect(checkServerLogs(dir)).toBe(2);
  });

  it.each([
    ['the demo password', line({ msg: 'Demo candidates (password Demo@2026)' }), 'demo candidates'],
    [
      'a JWT',
      line({ auth: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXZhbHVl' }),
      'candidate token',
    ],
    ['a bearer header', line({ msg: 'Authorization: Bearer abcdefghijklmnop' }), 'bearer'],
    ['a session cookie', line({ cookie2: 'hr_session=Zm9vYmFyYmF6cXV4' }), 'session cookie'],
  ])('fails the run on %s, naming the file and line, not the secret', async (_, text, what) => {
    await writeFile(path.join(dir, 'server-9.log'), line({ msg: 'fine' }) + text);
    expect(() => checkServerLogs(dir)).toThrow(new RegExp(`server-9.log line 2: .*${what}`, 'i'));
    expect(() => checkServerLogs(dir)).not.toThrow(/Demo@2026|eyJ|abcdefghijklmnop/);
  });

  it('fails the run on a correct option of the demo bank, as a JSON line would hold it', async () => {
    const question = demoMcqBank.find((q) => (q.options[q.correctOptionIndex] ?? '').length > 20);
    const option = question?.options[question.correctOptionIndex] ?? '';
    await writeFile(path.join(dir, 'server-3.log'), line({ leaked: option }));
    expect(() => checkServerLogs(dir)).toThrow(/server-3.log line 1: a correct option/);
  });
});
