import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hrDecisions } from '../db/schema/hr-decisions.ts';
import { lateAnswers } from '../db/schema/late-answers.ts';
import { mcqAttempts, type DrawnQuestion } from '../db/schema/mcq-attempts.ts';
import { mcqQuestions } from '../db/schema/question-bank.ts';
import { accessLog } from '../db/schema/privacy.ts';
import {
  insertAnswers,
  insertAttempt,
  submitted as submittedResult,
} from '../test-support/attempt-rows.ts';
import { createCandidate } from '../test-support/candidates.ts';
import { hrClient } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * A person's verdicts on an attempt through the HR API: accept, invalidate (the newest stands),
 * and accepting a kept late answer after seeing its regrade. Attempts are written straight into
 * the tables the MCQ API writes, so each score is known.
 */
describe(`HR decisions on an attempt (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-23T12:00:00Z'),
    bank: true,
    staff: [['reviewer@example.com', 'reviewer']],
    async seed(database) {
      const bank = await database.db.select().from(mcqQuestions).orderBy(mcqQuestions.createdAt);
      drawn = bank.slice(0, 4).map((q) => ({ ...q, version: 1 }));
    },
  });
  const { app, auditOf } = h;
  let drawn: DrawnQuestion[];
  let counter = 0;

  const signedIn = () => h.signedIn('reviewer@example.com');

  /** The access log's rows about a candidate, oldest first: what staff read of theirs. */
  const readsOf = (candidateId: string) =>
    h.database.db
      .select({ action: accessLog.action, staff: accessLog.staffEmail, detail: accessLog.detail })
      .from(accessLog)
      .where(eq(accessLog.subjectId, candidateId))
      .orderBy(asc(accessLog.id));

  const key = (i: number) => drawn[i]?.correctOptionIndex ?? 0;

  /**
   * A candidate whose attempt answered questions 1 and 2 right, let 3 run out and 4 wrong: 2 of 4.
   * Question 3's answer (the right one) arrived after every window and was kept.
   */
  async function seedSubmittedAttempt(submitted = true) {
    const candidate = await createCandidate(h.database, `DEC-${++counter}`);
    const startedAt = new Date('2026-11-23T10:00:00Z');
    const attempt = await insertAttempt(h.database, {
      candidateId: candidate.id,
      questions: drawn,
      currentIndex: 3,
      startedAt,
      ...(submitted &&
        submittedResult({
          at: new Date('2026-11-23T10:04:00Z'),
          reason: 'tab-hidden',
          total: 4,
          attempted: 3,
          right: 2,
        })),
    });
    const chosen = [key(0), key(1), null, (key(3) + 1) % 4];
    await insertAnswers(
      h.database,
      ...chosen.map((selected, i) => ({
        attemptId: attempt.id,
        questionIndex: i,
        question: drawn[i],
        chosen: selected,
        recordedAt: new Date(startedAt.getTime() + (i + 1) * 30_000),
      })),
    );
    const [kept] = await h.database.db
      .insert(lateAnswers)
      .values({
        attemptId: attempt.id,
        questionIndex: 2,
        questionId: drawn[2]?.id ?? '',
        selectedOptionIndex: key(2),
        givenAfterMs: 20_000,
        servedAt: new Date('2026-11-23T10:02:00Z'),
        deadlineAt: new Date('2026-11-23T10:03:00Z'),
        arrivedAt: new Date('2026-11-23T10:09:00Z'),
        via: 'final',
        keptBecause: 'past-reconnect-window',
      })
      .returning();
    if (!kept) throw new Error('insert failed');
    return { candidate, attempt, kept };
  }

  it('records accept and invalidate with their reasons; the newest stands and both are kept', async () => {
    const { candidate, attempt } = await seedSubmittedAttempt();
    const hr = await signedIn();
    const invalid = await hr.post(`/api/hr/candidates/${candidate.id}/decisions`, {
      kind: 'invalidate',
      reason: 'Phone seen on the lab camera',
    });
    expect(invalid.status, invalid.text).toBe(200);
    expect(invalid.body.report.decisions[0]).toMatchObject({
      kind: 'invalidate',
      reason: 'Phone seen on the lab camera',
      by: 'reviewer@example.com',
    });
    const accepted = await hr.post(`/api/hr/candidates/${candidate.id}/decisions`, {
      kind: 'accept',
      reason: 'The proctor confirms it was a calculator',
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.report.decisions.map((d: { kind: string }) => d.kind).slice(0, 2)).toEqual(
      ['accept', 'invalidate'],
    );

    expect(await auditOf(candidate.id, 'attempt.invalidated')).toMatchObject([
      {
        actorEmail: 'reviewer@example.com',
        reason: 'Phone seen on the lab camera',
        before: { verdict: null },
        after: { verdict: 'invalidate', attemptId: attempt.id },
      },
    ]);
    expect(await auditOf(candidate.id, 'attempt.accepted')).toMatchObject([
      { before: { verdict: 'invalidate' }, after: { verdict: 'accept' } },
    ]);
    const results = await hr.get('/api/hr/results?limit=100');
    const row = results.body.items.find(
      (r: { candidateId: string }) => r.candidateId === candidate.id,
    );
    expect(row).toMatchObject({ decision: 'accept', reviewer: 'reviewer@example.com' });
    // The score itself is untouched by a verdict.
    const [stored] = await h.database.db
      .select()
      .from(mcqAttempts)
      .where(eq(mcqAttempts.id, attempt.id));
    expect(stored?.scorePercent).toBe(50);
  });

  it('refuses a verdict without a reason or of an unknown kind, and on a running attempt', async () => {
    const { candidate } = await seedSubmittedAttempt();
    const hr = await signedIn();
    const path = `/api/hr/candidates/${candidate.id}/decisions`;
    const noReason = await hr.post(path, { kind: 'accept', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain('A reason is required.');
    const badKind = await hr.post(path, { kind: 'pass', reason: 'x' });
    expect(badKind.status).toBe(400);
    expect(badKind.text).toContain('kind must be accept or invalidate');
    const running = await seedSubmittedAttempt(false);
    const early = await hr.post(`/api/hr/candidates/${running.candidate.id}/decisions`, {
      kind: 'accept',
      reason: 'x',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('There is no submitted MCQ attempt to decide on.');
    const unknown = await hr.post(
      '/api/hr/candidates/00000000-0000-4000-8000-000000000000/decisions',
      { kind: 'accept', reason: 'x' },
    );
    expect(unknown.status).toBe(404);
    expect(
      await h.database.db
        .select()
        .from(hrDecisions)
        .where(eq(hrDecisions.candidateId, candidate.id)),
    ).toEqual([]);
  });

  it('previews a kept answer regrade, and accepting it gives exactly that score', async () => {
    const { candidate, attempt, kept } = await seedSubmittedAttempt();
    const hr = await signedIn();
    const base = `/api/hr/candidates/${candidate.id}/late-answers/${kept.id}`;
    const preview = await hr.get(`${base}/preview`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.preview).toMatchObject({
      questionIndex: 2,
      before: { rightCount: 2, percent: 50 },
      after: { rightCount: 3, percent: 75 },
    });
    const accept = await hr.post(`${base}/accept`, { reason: 'Power cut in lab 3, confirmed' });
    expect(accept.status, accept.text).toBe(200);
    expect(accept.body.regrade).toEqual(preview.body.preview);
    const [stored] = await h.database.db
      .select()
      .from(mcqAttempts)
      .where(eq(mcqAttempts.id, attempt.id));
    expect(stored?.scorePercent).toBe(75);
    expect(accept.body.report.answers[2]).toMatchObject({ correct: true, acceptedByHr: true });
    expect(await auditOf(candidate.id, 'attempt.late-answer-accepted')).toMatchObject([
      {
        reason: 'Power cut in lab 3, confirmed',
        before: { scorePercent: 50, right: 2 },
        after: { scorePercent: 75, right: 3, lateAnswerId: kept.id },
      },
    ]);
    const again = await hr.post(`${base}/accept`, { reason: 'twice' });
    expect(again.status).toBe(409);
    // The kept answer read, then the report the acceptance answered with: both in the access log.
    expect(await readsOf(candidate.id)).toEqual([
      { action: 'answers', staff: 'reviewer@example.com', detail: { lateAnswerId: kept.id } },
      { action: 'report', staff: 'reviewer@example.com', detail: null },
    ]);
  });

  it("never reaches another candidate's kept answer, nor changes it", async () => {
    const owner = await seedSubmittedAttempt();
    const other = await seedSubmittedAttempt();
    const hr = await signedIn();
    const base = `/api/hr/candidates/${other.candidate.id}/late-answers/${owner.kept.id}`;
    expect((await hr.get(`${base}/preview`)).status).toBe(404);
    expect((await hr.post(`${base}/accept`, { reason: 'wrong person' })).status).toBe(404);
    expect(
      (await hr.get(`/api/hr/candidates/${owner.candidate.id}/late-answers/nope/preview`)).status,
    ).toBe(404);
    const [still] = await h.database.db
      .select()
      .from(lateAnswers)
      .where(eq(lateAnswers.id, owner.kept.id));
    expect(still?.status).toBe('kept');
    // Nothing was read, so nothing is in the access log.
    expect(await readsOf(other.candidate.id)).toEqual([]);
    expect(await readsOf(owner.candidate.id)).toEqual([]);
  });

  it('needs a signed-in staff member', async () => {
    const { candidate } = await seedSubmittedAttempt();
    const res = await hrClient(app()).post(`/api/hr/candidates/${candidate.id}/decisions`, {
      kind: 'accept',
      reason: 'x',
    });
    expect([401, 403]).toContain(res.status);
  });
});
