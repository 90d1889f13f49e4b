import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hrDecisions } from '../db/schema/hr-decisions.ts';
import { practicalSubmissions } from '../db/schema/practical.ts';
import { practicalManifests } from '../db/schema/practical-review.ts';
import type { ManifestNode } from '../../shared/contract/hr-practical.ts';
import { uploadPractical } from '../test-support/practical-upload.ts';
import { hrClient } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';
import { makeZip } from '../test-support/zips.ts';

/** "name/ size [flags]" lines, indented by depth: the tree as a reviewer reads it. */
function outline(nodes: ManifestNode[], depth = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(depth)}${n.name}${n.kind === 'directory' ? '/' : ''} ${n.size}${n.flags.length ? ` [${n.flags.join(',')}]` : ''}`,
    ...outline(n.children, depth + 1),
  ]);
}

const rubric = (points: number[]) => ({
  correctness: points[0],
  codeQuality: points[1],
  completeness: points[2],
  documentation: points[3],
});

/** A reviewer reads the practical submission's tree, two reviewers score it, a person decides. */
describe(`HR practical review: tree, rubric scores and decision (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-24T06:00:00Z'),
    practicalTask: 'Build a task list',
    staff: [
      ['first@example.com', 'reviewer'],
      ['second@example.com', 'reviewer'],
      ['third@example.com', 'admin'],
    ],
  });
  const { app, advance, auditOf } = h;
  let counter = 0;

  const as = (email: string) => h.signedIn(email);
  const submitted = async () =>
    uploadPractical(
      app(),
      h.database,
      `PRS-${++counter}`,
      await makeZip({
        'task-list/src/app.js': 'export const app = createApp({ tasks: [] });\n',
        'task-list/src/util/format.js': 'x'.repeat(2000),
        'task-list/README.md': '# Task list',
        'task-list/node_modules/left-pad/index.js': 'module.exports = pad;',
        'task-list/.env': 'SECRET=1',
      }),
    );

  it('shows every entry of the archive as a tree, stored at upload, rebuilt for older rows', async () => {
    const candidate = await submitted();
    const hr = await as('first@example.com');
    const report = await hr.get(`/api/hr/candidates/${candidate.id}/report`);
    expect(report.status, report.text).toBe(200);
    const expected = [
      'task-list/ 2085',
      '  node_modules/ 21 [node-modules]',
      '    left-pad/ 21',
      '      index.js 21',
      '  src/ 2045',
      '    util/ 2000',
      '      format.js 2000',
      '    app.js 45',
      '  .env 8 [hidden]',
      '  README.md 11',
    ];
    expect(outline(report.body.practical.tree)).toEqual(expected);
    expect(report.body.practical.tree[0]).toMatchObject({ path: 'task-list', fileCount: 5 });
    expect(report.body.practical.entriesOmitted).toBe(0);
    const format = report.body.practical.tree[0].children[1].children[0].children[0];
    expect(format).toMatchObject({ path: 'task-list/src/util/format.js', kind: 'file' });
    expect(format.compressedSize).toBeLessThan(100);

    // A submission stored before the tree was: read from its stored pieces when first reviewed.
    const [row = { id: '' }] = await h.database.db
      .select({ id: practicalSubmissions.id })
      .from(practicalSubmissions)
      .where(eq(practicalSubmissions.candidateId, candidate.id));
    await h.database.db
      .delete(practicalManifests)
      .where(eq(practicalManifests.submissionId, row.id));
    const again = await hr.get(`/api/hr/candidates/${candidate.id}/report`);
    expect(outline(again.body.practical.tree)).toEqual(expected);
    const stored = await h.database.db
      .select()
      .from(practicalManifests)
      .where(eq(practicalManifests.submissionId, row.id));
    expect(stored).toHaveLength(1);
  });

  it('takes two reviewers’ rubric scores, refuses a third, and lets a reviewer revise their own', async () => {
    const candidate = await submitted();
    const path = `/api/hr/candidates/${candidate.id}/practical/score`;
    const first = await as('first@example.com');
    const scored = await first.put(path, { rubric: rubric([3, 2, 4, 1]), notes: ' Runs well. ' });
    expect(scored.status, scored.text).toBe(200);
    expect(scored.body.practical.scores).toMatchObject([
      {
        reviewer: 'first@example.com',
        rubric: rubric([3, 2, 4, 1]),
        total: 10,
        notes: 'Runs well.',
      },
    ]);

    const second = await as('second@example.com');
    expect((await second.put(path, { rubric: rubric([2, 2, 2, 2]) })).status).toBe(200);

    const third = await as('third@example.com');
    const refused = await third.put(path, { rubric: rubric([4, 4, 4, 4]) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This submission already has its 2 reviewers (first@example.com and second@example.com); a third score is not taken.',
    );

    const bad = await first.put(path, { rubric: { ...rubric([3, 2, 4, 1]), correctness: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Correctness must be a whole number from 0 to 4');
    const missing = await first.put(path, { rubric: { correctness: 1 } });
    expect(missing.status).toBe(400);

    advance(60_000);
    const unexplained = await first.put(path, { rubric: rubric([3, 3, 4, 1]) });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.message).toBe('A reason is required to revise a score.');
    const revised = await first.put(path, {
      rubric: rubric([3, 3, 4, 1]),
      notes: 'Runs well; clean code.',
      reason: 'Read the code again',
    });
    expect(revised.status).toBe(200);
    expect(revised.body.practical.scores.map((s: { total: number }) => s.total)).toEqual([11, 8]);

    const audit = await auditOf(candidate.id, 'practical.score%');
    expect(audit.map((a) => [a.action, a.actorEmail, a.reason])).toEqual([
      ['practical.scored', 'first@example.com', null],
      ['practical.scored', 'second@example.com', null],
      ['practical.score-revised', 'first@example.com', 'Read the code again'],
    ]);
    expect(audit[2]).toMatchObject({
      before: { rubric: rubric([3, 2, 4, 1]), total: 10, notes: 'Runs well.' },
      after: { rubric: rubric([3, 3, 4, 1]), total: 11, notes: 'Runs well; clean code.' },
    });
  });

  it('decides pass, then reverses to fail: the newest stands, both are in the logs', async () => {
    const candidate = await submitted();
    const base = `/api/hr/candidates/${candidate.id}/practical`;
    const reviewer = await as('first@example.com');
    const early = await reviewer.post(`${base}/decisions`, { kind: 'pass', reason: 'Looks fine' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Score the submission with the rubric before deciding.');

    await reviewer.put(`${base}/score`, { rubric: rubric([4, 3, 3, 3]) });
    const unexplained = await reviewer.post(`${base}/decisions`, { kind: 'pass' });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.message).toBe('A reason is required.');
    expect((await reviewer.post(`${base}/decisions`, { kind: 'maybe', reason: 'x' })).status).toBe(
      400,
    );

    const passed = await reviewer.post(`${base}/decisions`, {
      kind: 'pass',
      reason: 'Meets the rubric',
    });
    expect(passed.status, passed.text).toBe(200);
    expect(passed.body.practical.decision).toMatchObject({
      kind: 'pass',
      reason: 'Meets the rubric',
      by: 'first@example.com',
    });

    advance(60_000);
    const admin = await as('third@example.com');
    const failed = await admin.post(`${base}/decisions`, {
      kind: 'fail',
      reason: 'The code is copied from a tutorial',
    });
    expect(failed.status).toBe(200);
    expect(failed.body.practical.decision).toMatchObject({ kind: 'fail', by: 'third@example.com' });

    const rows = await h.database.db
      .select()
      .from(hrDecisions)
      .where(eq(hrDecisions.candidateId, candidate.id))
      .orderBy(asc(hrDecisions.id));
    expect(rows.map((r) => [r.kind, r.attemptId, r.detail?.decision])).toEqual([
      ['practical-pass', null, null],
      ['practical-fail', null, 'pass'],
    ]);
    expect(rows[0]?.detail).toMatchObject({
      scores: [{ reviewer: 'first@example.com', total: 13 }],
    });
    expect(await auditOf(candidate.id, 'practical.%ed')).toMatchObject([
      { action: 'practical.scored' },
      { action: 'practical.passed', before: { decision: null }, after: { decision: 'pass' } },
      {
        action: 'practical.failed',
        reason: 'The code is copied from a tutorial',
        before: { decision: 'pass' },
        after: { decision: 'fail' },
      },
    ]);
    const report = await admin.get(`/api/hr/candidates/${candidate.id}/report`);
    expect(report.body.decisions.map((d: { kind: string }) => d.kind)).toEqual([
      'practical-fail',
      'practical-pass',
    ]);
  });

  it('refuses scores and decisions where there is no submission', async () => {
    const hr = await as('first@example.com');
    const report = await hr.get(`/api/hr/candidates/00000000-0000-4000-8000-000000000000/report`);
    expect(report.status).toBe(404);
    const none = await uploadPractical(
      app(),
      h.database,
      `PRS-${++counter}`,
      await makeZip({ a: 'b' }),
    );
    await h.database.db
      .delete(practicalSubmissions)
      .where(eq(practicalSubmissions.candidateId, none.id));
    const score = await hr.put(`/api/hr/candidates/${none.id}/practical/score`, {
      rubric: rubric([1, 1, 1, 1]),
    });
    expect(score.status).toBe(409);
    expect(score.body.message).toBe('This candidate has not submitted the practical round.');
    expect(
      (await hrClient(app()).put(`/api/hr/candidates/${none.id}/practical/score`, {})).status,
    ).toBe(401);
  });
});
