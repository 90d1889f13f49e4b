import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { practicalSubmissions } from '../db/schema/practical.ts';
import { practicalTasks } from '../db/schema/question-bank.ts';
import { storedZipBytes } from '../test-support/stored-zip.ts';
import { correctOptionOf, createCandidate, seedQuestionBank } from '../test-support/candidates.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import { declareHugeSizes, makeZip, renameInZip } from '../test-support/zips.ts';

let database: Database;
let now = new Date('2026-11-22T09:00:00.000Z');
const setup = () => createTestApp(database, { now: () => now, env: { UPLOAD_MAX_MB: '1' } });
const api = () => interviewClient(setup().app);
let counter = 0;

async function candidate(testType: 'mcqs' | 'practical' | 'both') {
  const oneTimeId = `PR-${++counter}`;
  const row = await createCandidate(database, oneTimeId, testType);
  return { id: row.id, token: await api().token(oneTimeId) };
}

/** Takes the MCQ test with `right` correct answers out of 10. */
async function takeMcq(c: { id: string; token: string }, right: number) {
  let state = (await api().start(c.token)).body;
  for (let i = 0; i < 10; i++) {
    const correct = await correctOptionOf(database, state.data._id);
    const choice = i < right ? correct : (correct + 1) % state.data.options.length;
    if (i === 9) {
      await api().submit(c.token, {
        candidateId: c.id,
        reason: 'completed',
        answers: [{ questionId: state.data._id, selectedOptionIndex: choice }],
      });
    } else {
      state = (await api().next(c.token, i, choice)).body;
    }
  }
}

const post = (token: string, path: string, body: unknown) =>
  setup().app.request(`/api/interview${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer "${token}"`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const start = (token: string) =>
  post(token, '/test/practical', { practical_start_time: '2026-11-22 14:30:00' });
const logTime = async (token: string) =>
  (await post(token, '/log-time', { practical_log_time: '2026-11-22 14:31:00' })).json();

function upload(
  token: string,
  file: Blob | null,
  fields: Record<string, string> = {},
  name = 'solution.zip',
) {
  const form = new FormData();
  if (file) form.append('zipFile', file, name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return setup().app.request('/api/interview/upload-practical-test-zip', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const zipBlob = async (entries: Record<string, string>) =>
  new Blob([new Uint8Array(await makeZip(entries))], { type: 'application/zip' });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedQuestionBank(database);
  await database.db.insert(practicalTasks).values([
    { position: 1, question: 'Second task' },
    { position: 0, question: 'First task' },
  ]);
});
afterAll(() => database.close());

describe(`practical round eligibility (${testEngine})`, () => {
  it('admits practical candidates, and both-candidates only above 75 %', async () => {
    const practical = await candidate('practical');
    expect(await (await start(practical.token)).json()).toEqual({
      success: true,
      message: 'Practical round started.',
    });

    const mcqOnly = await candidate('mcqs');
    const refused = await start(mcqOnly.token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Your test does not include the practical round.');

    const notYet = await candidate('both');
    expect((await start(notYet.token)).status).toBe(403);

    const atPassMark = await candidate('both');
    await takeMcq(atPassMark, 7); // 70 %
    expect((await start(atPassMark.token)).status).toBe(403);

    const above = await candidate('both');
    await takeMcq(above, 8); // 80 %
    expect((await start(above.token)).status).toBe(200);
  });

  it('starts the clock once: a second start changes nothing', async () => {
    const c = await candidate('practical');
    now = new Date('2026-11-22T10:00:00.000Z');
    await start(c.token);
    now = new Date('2026-11-22T10:30:00.000Z');
    const again = await (await start(c.token)).json();
    expect(again).toEqual({ success: true, message: 'Practical round already started.' });
    expect((await logTime(c.token)).data.practical_left_time).toBe('01:30:00');
  });

  it('validates the local start time format', async () => {
    const c = await candidate('practical');
    const res = await post(c.token, '/test/practical', { practical_start_time: '22/11/2026 2pm' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'practical_start_time must look like YYYY-MM-DD HH:mm:ss',
    );
  });
});

describe(`log-time (${testEngine})`, () => {
  it('computes the time left on the server, down to 00:00:00 and never below, with the tasks in order', async () => {
    const c = await candidate('practical');
    now = new Date('2026-11-22T11:00:00.000Z');
    expect(
      (await post(c.token, '/log-time', { practical_log_time: '2026-11-22 16:30:00' })).status,
    ).toBe(409);
    await start(c.token);
    const first = await logTime(c.token);
    expect(first.data).toMatchObject({
      practical_timer: '02:00:00',
      practical_left_time: '02:00:00',
      questions: [{ question: 'First task' }, { question: 'Second task' }],
      submitted: false,
    });
    now = new Date('2026-11-22T12:59:59.000Z');
    expect((await logTime(c.token)).data.practical_left_time).toBe('00:00:01');
    now = new Date('2026-11-22T13:00:00.000Z');
    expect((await logTime(c.token)).data.practical_left_time).toBe('00:00:00');
    now = new Date('2026-11-22T15:00:00.000Z');
    expect((await logTime(c.token)).data).toMatchObject({
      practical_left_time: '00:00:00',
      left_seconds: 0,
    });
  });
});

describe(`the zip upload (${testEngine})`, () => {
  async function started() {
    const c = await candidate('practical');
    now = new Date('2026-11-22T12:00:00.000Z');
    await start(c.token);
    return c;
  }

  it('accepts a zip, stores it whole, and records time taken; a second upload is refused', async () => {
    const c = await started();
    now = new Date('2026-11-22T13:15:00.000Z');
    const bytes = await makeZip({ 'app/index.js': 'console.log(1)', 'README.md': '# Tasks' });
    const res = await upload(c.token, new Blob([new Uint8Array(bytes)]), { timer: '00:45:00' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'File uploaded successfully!',
      data: { late: false, containsNodeModules: false, timeTakenSeconds: 4500 },
    });
    const [row] = await database.db
      .select()
      .from(practicalSubmissions)
      .where(eq(practicalSubmissions.candidateId, c.id));
    expect(row).toMatchObject({
      clientTimer: '00:45:00',
      lateBySeconds: 0,
      entryCount: 2,
      archiveIssues: [],
    });
    expect((await storedZipBytes(database.db, row?.id ?? '')).equals(bytes)).toBe(true);
    const second = await upload(c.token, new Blob([new Uint8Array(bytes)]));
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe('You have already submitted the practical round.');
    expect((await logTime(c.token)).data.submitted).toBe(true);
  });

  it('refuses a file that is not a zip, whatever its name says', async () => {
    const c = await started();
    const res = await upload(
      c.token,
      new Blob(['%PDF-1.7 a pdf'], { type: 'application/zip' }),
      {},
      'renamed.zip',
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please upload a valid .zip file');
  });

  it('refuses a request without a file', async () => {
    const c = await started();
    const res = await upload(c.token, null, { timer: '01:00:00' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('No file selected!');
  });

  it('refuses an oversize file with a clear 413', async () => {
    const c = await started();
    const res = await upload(c.token, new Blob([new Uint8Array(1024 * 1024 + 100 * 1024)]));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('The file is too large: the limit is 1 MB.');
  });

  it('accepts a zip with node_modules and flags it for the reviewer', async () => {
    const c = await started();
    const res = await upload(
      c.token,
      await zipBlob({ 'app/node_modules/x/index.js': 'x', 'app/a.js': 'a' }),
    );
    expect((await res.json()).data.containsNodeModules).toBe(true);
  });

  it('stores a zip-slip archive as data, flagged, without extracting it', async () => {
    const c = await started();
    const bytes = renameInZip(
      await makeZip({ 'xx/evil.sh': 'echo pwned' }),
      'xx/evil.sh',
      '../evil.sh',
    );
    expect((await upload(c.token, new Blob([new Uint8Array(bytes)]))).status).toBe(200);
    const [row] = await database.db
      .select()
      .from(practicalSubmissions)
      .where(eq(practicalSubmissions.candidateId, c.id));
    expect(row?.archiveIssues).toContain('path-traversal');
    expect(row?.sampleEntries).toEqual(['../evil.sh']);
    expect((await storedZipBytes(database.db, row?.id ?? '')).equals(bytes)).toBe(true);
    // Nothing was unpacked: no evil.sh next to the working directory (where `../` points).
    expect(existsSync(path.resolve('..', 'evil.sh'))).toBe(false);
    expect(existsSync(path.resolve('evil.sh'))).toBe(false);
  });

  it('stores archives with a corrupt directory or absurd declared sizes, flagged, byte for byte', async () => {
    const zip = await makeZip({ 'a.txt': 'hello', 'b.txt': 'world' });
    const hostile = {
      'corrupt-directory': zip.subarray(0, zip.length - 10),
      'huge-declared-size': declareHugeSizes(zip),
    };
    for (const [issue, bytes] of Object.entries(hostile)) {
      const c = await started();
      const res = await upload(c.token, new Blob([new Uint8Array(bytes)]));
      expect(res.status, issue).toBe(200);
      const [row] = await database.db
        .select()
        .from(practicalSubmissions)
        .where(eq(practicalSubmissions.candidateId, c.id));
      expect(
        row?.archiveIssues.some((found) => found.startsWith(issue)),
        issue,
      ).toBe(true);
      expect((await storedZipBytes(database.db, row?.id ?? '')).equals(bytes), issue).toBe(true);
    }
  });

  it('refuses text with a NUL character as a clear 400, not a database error', async () => {
    const c = await started();
    now = new Date('2026-11-22T14:10:00.000Z');
    const res = await upload(c.token, await zipBlob({ 'a.js': 'a' }), {
      reason_for_delay: 'Power\u0000cut',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'The request contains a character that is not allowed (U+0000).',
    );
    expect((await logTime(c.token)).data.submitted).toBe(false);
  });

  it('requires a reason once the time is up (after the grace), and keeps it with the lateness', async () => {
    const c = await started(); // deadline 14:00:00
    now = new Date('2026-11-22T14:10:00.000Z');
    const blob = await zipBlob({ 'a.js': 'a' });
    const missing = await upload(c.token, blob, { reason_for_delay: '   ' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Please enter a reason for delay');
    const withReason = await upload(c.token, blob, { reason_for_delay: 'Power cut in my area' });
    expect(withReason.status).toBe(200);
    expect((await withReason.json()).data.late).toBe(true);
    const [row] = await database.db
      .select()
      .from(practicalSubmissions)
      .where(eq(practicalSubmissions.candidateId, c.id));
    expect(row).toMatchObject({
      lateBySeconds: 600,
      reasonForDelay: 'Power cut in my area',
      timeTakenSeconds: 7800,
    });
  });

  it('counts an upload begun within the grace as on time', async () => {
    const c = await started();
    now = new Date('2026-11-22T14:00:30.000Z');
    const res = await upload(c.token, await zipBlob({ 'a.js': 'a' }));
    expect((await res.json()).data.late).toBe(false);
  });

  it('counts an upload begun one second after the grace as late, needing a reason', async () => {
    const c = await started();
    now = new Date('2026-11-22T14:00:31.000Z');
    const blob = await zipBlob({ 'a.js': 'a' });
    const missing = await upload(c.token, blob);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Please enter a reason for delay');
    const res = await upload(c.token, blob, { reason_for_delay: 'Upload stalled' });
    expect((await res.json()).data.late).toBe(true);
  });

  it("never lets another candidate's token touch this round", async () => {
    const owner = await started();
    const other = await candidate('practical');
    const res = await upload(other.token, await zipBlob({ 'a.js': 'a' }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Start the practical round first.');
    expect((await logTime(owner.token)).data.submitted).toBe(false);
    // Once the other candidate starts and uploads, each submission stays with its own candidate.
    now = new Date('2026-11-22T12:30:00.000Z');
    await start(other.token);
    const othersZip = await makeZip({ 'other.js': 'other' });
    expect((await upload(other.token, new Blob([new Uint8Array(othersZip)]))).status).toBe(200);
    expect((await logTime(owner.token)).data).toMatchObject({
      submitted: false,
      practical_left_time: '01:30:00',
    });
    const ownersZip = await makeZip({ 'owner.js': 'owner' });
    expect((await upload(owner.token, new Blob([new Uint8Array(ownersZip)]))).status).toBe(200);
    for (const [who, bytes] of [
      [owner, ownersZip],
      [other, othersZip],
    ] as const) {
      const rows = await database.db
        .select()
        .from(practicalSubmissions)
        .where(eq(practicalSubmissions.candidateId, who.id));
      expect(rows).toHaveLength(1);
      expect((await storedZipBytes(database.db, rows[0]?.id ?? '')).equals(bytes)).toBe(true);
    }
  });

  it('answers 401 to every practical call without a valid token', async () => {
    const c = await started();
    const expired = await createTestApp(database, {
      now: () => new Date(now.getTime() - 9 * 3600_000),
    });
    const oldToken = await interviewClient(expired.app).token(`PR-${counter}`);
    for (const token of ['', 'not-a-token', oldToken]) {
      const calls = [
        await start(token),
        await post(token, '/log-time', { practical_log_time: '2026-11-22 14:31:00' }),
        await upload(token, await zipBlob({ 'a.js': 'a' })),
      ];
      expect(
        calls.map((r) => r.status),
        token || '(none)',
      ).toEqual([401, 401, 401]);
    }
    expect((await logTime(c.token)).data).toMatchObject({ submitted: false });
  });
});
