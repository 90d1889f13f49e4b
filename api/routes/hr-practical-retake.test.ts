import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardChanges } from '../db/schema/board-changes.ts';
import { candidates } from '../db/schema/candidates.ts';
import { hrDecisions } from '../db/schema/hr-decisions.ts';
import { practicalSubmissionChunks, practicalSubmissions } from '../db/schema/practical.ts';
import { createCandidate } from '../test-support/candidates.ts';
import { createStaffAccount, hrClient } from '../test-support/hr-client.ts';
import { interviewClient, sendPracticalUpload } from '../test-support/interview-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';
import { makeZip } from '../test-support/zips.ts';
import { createSlots } from '../lib/slots.ts';
import { loadConfig } from '../config.ts';
import { practicalRulesFrom } from '../services/practical/practical-rules.ts';
import { receivePracticalUpload } from '../services/practical/receive-upload.ts';
import { roundRestartedMessage } from '../services/practical/practical-submission.ts';
import { grantPracticalRetake } from '../services/hr/practical/practical-round-decisions.ts';

/** HR reopens a candidate's practical round with the time it had left, or grants a retake. */
describe(`HR practical reopen and retake (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-24T04:30:00.000Z'),
    practicalTask: 'Build it',
    staff: [
      ['reviewer@example.com', 'reviewer'],
      ['admin@example.com', 'admin'],
    ],
  });
  const { app, auditOf } = h;
  const advance = (minutes: number) => h.advance(minutes * 60_000);
  let counter = 0;

  const staff = (email: string) => h.signedIn(email);

  /** A practical candidate, logged in, with their browser's calls. */
  async function candidate(timeFactor = 1) {
    const row = await createCandidate(h.database, `PRT-${++counter}`, 'practical', timeFactor);
    const client = () => interviewClient(app());
    let token = await client().token(row.oneTimeId);
    return {
      id: row.id,
      login: async () => (token = await client().token(row.oneTimeId)),
      start: () => client().startPractical(token),
      status: async () => {
        const res = await client().status(token);
        if (res.status !== 200) throw new Error(JSON.stringify(res.body));
        return res.body.data.practical;
      },
      logTime: async () => (await client().logTime(token)).body,
      async upload(content: string, fields: Record<string, string> = {}) {
        const zip = await makeZip({ 'app/index.js': content });
        const file = new Blob([new Uint8Array(zip)]);
        const res = await sendPracticalUpload(app(), token, file, fields, `${content}.zip`);
        return { status: res.status, body: await res.json() };
      },
    };
  }

  const decisionsOf = async (candidateId: string) =>
    (
      await h.database.db
        .select()
        .from(hrDecisions)
        .where(eq(hrDecisions.candidateId, candidateId))
        .orderBy(asc(hrDecisions.id))
    ).map((d) => d.kind);
  const boardChangesOf = async (candidateId: string) => {
    const [row] = await h.database.db
      .select({ n: count() })
      .from(boardChanges)
      .where(eq(boardChanges.candidateId, candidateId));
    return row?.n ?? 0;
  };

  it('reopens a submitted round with the time it had left; the new upload is current, the old one kept', async () => {
    const c = await candidate();
    expect((await c.start()).status).toBe(200);
    advance(30);
    // The wrong zip, 30 minutes into a 120-minute round: 90 minutes were left.
    expect((await c.upload('wrong')).status).toBe(200);
    const scorer = await staff('reviewer@example.com');
    const scored = await scorer.put(`/api/hr/candidates/${c.id}/practical/score`, {
      rubric: { correctness: 0, codeQuality: 1, completeness: 0, documentation: 0 },
    });
    expect(scored.status, scored.text).toBe(200);
    const oldId = (
      await h.database.db
        .select({ id: practicalSubmissions.id })
        .from(practicalSubmissions)
        .where(eq(practicalSubmissions.candidateId, c.id))
    )[0]?.id;

    advance(60); // the candidate called HR an hour later
    const reviewer = await staff('reviewer@example.com');
    const changesBefore = await boardChangesOf(c.id);
    const reopened = await reviewer.post(`/api/hr/candidates/${c.id}/practical/reopen`, {
      reason: 'Uploaded the wrong project',
    });
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.body.candidate).toMatchObject({
      status: 'in-progress',
      practical: {
        submittedAt: null,
        deadlineAt: new Date(h.clock.now.getTime() + 90 * 60_000).toISOString(),
      },
    });
    // The board hears of both: the round's new deadline, and the submission retired.
    expect(await boardChangesOf(c.id)).toBe(changesBefore + 2);
    // Reopened and not submitted again: nothing to reopen.
    expect(
      (await reviewer.post(`/api/hr/candidates/${c.id}/practical/reopen`, { reason: 'again' }))
        .status,
    ).toBe(409);

    await c.login();
    expect(await c.status()).toMatchObject({ state: 'in-progress', submittedAt: null });
    expect((await c.logTime()).data).toMatchObject({ left_seconds: 90 * 60, submitted: false });
    advance(10);
    const second = await c.upload('right');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // Working time: 30 minutes, then 10; the hour it stood closed is left out.
    expect(second.body.data.timeTakenSeconds).toBe(40 * 60);
    expect(await c.status()).toMatchObject({ state: 'submitted', fileName: 'right.zip' });

    const report = await reviewer.get(`/api/hr/candidates/${c.id}/report`);
    expect(report.status, report.text).toBe(200);
    expect(report.body.practical).toMatchObject({ fileName: 'right.zip', scores: [] });
    expect(report.body.practicalHistory.rounds).toEqual([]);
    expect(report.body.practicalHistory.submissions).toMatchObject([
      {
        id: oldId,
        fileName: 'wrong.zip',
        timeTakenSeconds: 30 * 60,
        retiredReason: 'Uploaded the wrong project',
        scores: [{ reviewer: 'reviewer@example.com', total: 1 }],
      },
    ]);
    // Both files are kept: the current one, and the retired one by its id.
    const current = await reviewer.get(`/api/hr/candidates/${c.id}/practical.zip`);
    const retired = await reviewer.get(
      `/api/hr/candidates/${c.id}/practical.zip?submission=${oldId}`,
    );
    expect(current.status).toBe(200);
    expect(retired.status).toBe(200);
    expect(retired.headers.get('etag')).not.toBe(current.headers.get('etag'));
    expect(retired.headers.get('content-disposition')).toContain('wrong.zip');
    const [chunks] = await h.database.db
      .select({ n: count() })
      .from(practicalSubmissionChunks)
      .where(eq(practicalSubmissionChunks.submissionId, oldId ?? ''));
    expect(chunks?.n).toBeGreaterThan(0);

    expect(await decisionsOf(c.id)).toEqual(['practical-reopen']);
    const [audit] = await auditOf(c.id, 'practical.reopened');
    expect(audit).toMatchObject({
      actorEmail: 'reviewer@example.com',
      reason: 'Uploaded the wrong project',
      before: { submissionId: oldId },
      after: { submissionId: null, secondsGiven: 90 * 60 },
    });
  });

  it('gives a late submission, reopened, the minimum of 5 minutes', async () => {
    const c = await candidate();
    await c.start();
    advance(125);
    expect((await c.upload('late', { reason_for_delay: 'Power cut' })).status).toBe(200);
    advance(5);
    const admin = await staff('admin@example.com');
    const res = await admin.post(`/api/hr/candidates/${c.id}/practical/reopen`, {
      reason: 'Let them fix one file',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.candidate.practical.deadlineAt).toBe(
      new Date(h.clock.now.getTime() + 5 * 60_000).toISOString(),
    );
  });

  it('grants a fresh retake: the round and its submission become history, the next start has the full time', async () => {
    const c = await candidate(1.5);
    await c.start();
    const firstStart = h.clock.now.toISOString();
    advance(20);
    expect((await c.upload('first')).status).toBe(200);
    advance(30);
    const admin = await staff('admin@example.com');
    expect((await admin.post(`/api/hr/candidates/${c.id}/practical/retake`, {})).status).toBe(400);
    const changesBefore = await boardChangesOf(c.id);
    const res = await admin.post(`/api/hr/candidates/${c.id}/practical/retake`, {
      reason: 'Laptop died mid-task',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.candidate).toMatchObject({ status: 'not-started', practical: null });
    // The round removed and the submission retired: one feed row each.
    expect(await boardChangesOf(c.id)).toBe(changesBefore + 2);

    await c.login();
    const status = await c.status();
    expect(status, JSON.stringify(status)).toMatchObject({ state: 'not-started', minutes: 180 });
    advance(60);
    expect((await c.start()).status).toBe(200);
    expect((await c.logTime()).data).toMatchObject({ left_seconds: 180 * 60 });
    advance(15);
    expect((await c.upload('second')).status).toBe(200);

    const hr = await staff('admin@example.com'); // signed in again: an hour and more went by
    const detail = (await hr.get(`/api/hr/candidates/${c.id}`)).body;
    expect(detail.candidate.practical.startedAt).not.toBe(firstStart);
    expect(detail.practicalHistory.rounds).toMatchObject([
      { startedAt: firstStart, durationSeconds: 180 * 60, retiredReason: 'Laptop died mid-task' },
    ]);
    expect(detail.practicalHistory.submissions).toMatchObject([{ fileName: 'first.zip' }]);
    expect(detail.practicalHistory.rounds[0].submissionId).toBe(
      detail.practicalHistory.submissions[0].id,
    );
    const report = (await hr.get(`/api/hr/candidates/${c.id}/report`)).body;
    expect(report.practical).toMatchObject({ fileName: 'second.zip', timeTakenSeconds: 15 * 60 });

    expect(await decisionsOf(c.id)).toEqual(['practical-retake']);
    const [audit] = await auditOf(c.id, 'practical.retake-granted');
    expect(audit).toMatchObject({
      actorEmail: 'admin@example.com',
      reason: 'Laptop died mid-task',
      before: { startedAt: firstStart, submissionId: detail.practicalHistory.submissions[0].id },
      after: { round: null, submissionId: null },
    });
  });

  it('retakes a round still under way, and refuses (409) when there is nothing to reopen or retake', async () => {
    const reviewer = await staff('reviewer@example.com');
    const c = await candidate();
    const reopen = () =>
      reviewer.post(`/api/hr/candidates/${c.id}/practical/reopen`, { reason: 'Asked to' });
    const retake = () =>
      reviewer.post(`/api/hr/candidates/${c.id}/practical/retake`, { reason: 'Asked to' });
    expect((await reopen()).status).toBe(409);
    const none = await retake();
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(
      'This candidate has not started the practical round: there is nothing to retake.',
    );

    await c.start();
    expect((await reopen()).body.message).toBe('There is no submitted practical round to reopen.');
    const changesBefore = await boardChangesOf(c.id);
    expect((await retake()).status).toBe(200);
    expect(await boardChangesOf(c.id)).toBe(changesBefore + 1);
    expect((await retake()).status).toBe(409);
    expect((await reviewer.get(`/api/hr/candidates/${c.id}`)).body.practicalHistory).toMatchObject({
      rounds: [{ submissionId: null, retiredReason: 'Asked to' }],
      submissions: [],
    });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await reviewer.post(`/api/hr/candidates/${unknown}/practical/retake`, { reason: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await reviewer.get(`/api/hr/candidates/${c.id}/practical.zip?submission=${unknown}`)).status,
    ).toBe(404);
    const signedOut = await hrClient(app()).post(`/api/hr/candidates/${c.id}/practical/retake`, {
      reason: 'x',
    });
    expect(signedOut.status).toBe(401);
  });

  it('refuses an upload whose round a retake retired while the file arrived, and keeps none of it', async () => {
    const c = await candidate();
    await c.start();
    const [row] = await h.database.db.select().from(candidates).where(eq(candidates.id, c.id));
    if (!row) throw new Error('no candidate');
    const admin = await createStaffAccount(h.database, `admin-${counter}@example.com`, 'admin');
    const zip = await makeZip({ 'app/index.js': 'raced' });
    const config = loadConfig({ LOG_REQUESTS: 'false' });
    const upload = receivePracticalUpload(
      {
        database: h.database,
        slots: createSlots(2),
        now: () => h.clock.now,
        maxBytes: 1024 * 1024,
        tooLargeMessage: 'too large',
        rules: practicalRulesFrom(config),
        timeZone: config.COMPANY_TIME_ZONE,
      },
      row,
      async (sink) => {
        sink.onBytes(zip.length);
        await sink.onFileChunk(zip);
        // HR grants a retake while the last bytes are on their way.
        await grantPracticalRetake({
          db: h.database.db,
          actor: admin,
          candidateId: c.id,
          reason: 'Restarted',
          now: h.clock.now,
        });
        return { fileName: 'raced.zip' };
      },
    );
    await expect(upload).rejects.toThrow(roundRestartedMessage);
    const left = await h.database.db
      .select({ id: practicalSubmissions.id })
      .from(practicalSubmissions)
      .where(
        and(eq(practicalSubmissions.candidateId, c.id), isNull(practicalSubmissions.retiredAt)),
      );
    expect(left).toEqual([]);
    const [orphans] = await h.database.db
      .select({ n: count() })
      .from(practicalSubmissionChunks)
      .where(
        sql`not exists (select 1 from practical_submissions s where s.id = ${practicalSubmissionChunks.submissionId})`,
      );
    expect(orphans?.n).toBe(0);
  });
});
