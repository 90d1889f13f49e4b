import { describe, expect, it } from 'vitest';
import { candidates } from '../db/schema/candidates.ts';
import { hrDecisions } from '../db/schema/hr-decisions.ts';
import { lateAnswers } from '../db/schema/late-answers.ts';
import { attemptEvents, mcqAttempts, type DrawnQuestion } from '../db/schema/mcq-attempts.ts';
import { practicalRounds, practicalSubmissions } from '../db/schema/practical.ts';
import { mcqQuestions } from '../db/schema/question-bank.ts';
import { parseCsv } from '../lib/csv.ts';
import {
  attemptRow,
  insertAnswers,
  insertAttempt,
  submitted as submittedResult,
} from '../test-support/attempt-rows.ts';
import { insertCandidate } from '../test-support/candidates.ts';
import { createStaffAccount, downloadCsv, hrClient } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * Results as HR exports them. The attempts are written straight into the tables the MCQ API
 * writes (the interview API's own tests cover how they get there), so each figure is known.
 */
describe(`HR results and exports (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-23T12:00:00Z'),
    env: { MCQ_PASS_PERCENT: '60' },
    bank: true,
    async seed(db) {
      bank = await db.db.select().from(mcqQuestions).orderBy(mcqQuestions.createdAt);
      adminId = (await createStaffAccount(db, 'admin@example.com', 'admin')).id;
      await createStaffAccount(db, 'reviewer@example.com', 'reviewer');
    },
  });
  const { app } = h;
  let bank: { id: string; options: string[]; correctOptionIndex: number; question: string }[];
  let adminId: string;
  const at = <T>(list: T[], i: number): T => {
    const item = list[i];
    if (item === undefined) throw new Error(`no item ${i}`);
    return item;
  };
  const q = (i: number) => at(bank, i);
  let counter = 0;

  const signedIn = (email = 'reviewer@example.com') => h.signedIn(email);

  /** A candidate with an attempt: `answers[i]` the shown option chosen for question i (null: none). */
  async function seedAttempt(options: {
    name?: string;
    email?: string | null;
    testType?: 'mcqs' | 'both';
    startedAt?: Date;
    answers?: (number | null)[];
    submitReason?: string | null;
    shuffled?: boolean;
  }) {
    const n = ++counter;
    const startedAt = options.startedAt ?? new Date('2026-11-23T10:00:00Z');
    const answers = options.answers ?? [];
    const candidate = await insertCandidate(h.database, {
      oneTimeId: `RES-${n}`,
      fullName: options.name ?? `Candidate ${n}`,
      email: options.email === undefined ? `c${n}@example.com` : options.email,
      testType: options.testType ?? 'mcqs',
    });
    // Shuffled: the options shown reversed, so shown index i is the bank's (length - 1 - i).
    const drawn: DrawnQuestion[] = bank.slice(0, 4).map((q) => {
      if (!options.shuffled) return { ...q, version: 1 };
      const order = q.options.map((_, i) => q.options.length - 1 - i);
      return {
        id: q.id,
        question: q.question,
        options: order.map((i) => q.options[i] ?? ''),
        correctOptionIndex: order.indexOf(q.correctOptionIndex),
        version: 1,
        optionOrder: order,
      };
    });
    const right = answers.filter((a, i) => a !== null && a === drawn[i]?.correctOptionIndex).length;
    const attempted = answers.filter((a) => a !== null).length;
    const submitted = options.submitReason !== null;
    const attempt = await insertAttempt(h.database, {
      candidateId: candidate.id,
      questions: drawn,
      currentIndex: Math.max(0, answers.length - 1),
      startedAt,
      ...(submitted &&
        submittedResult({
          at: new Date(startedAt.getTime() + 5 * 60_000),
          reason: options.submitReason ?? 'completed',
          total: drawn.length,
          attempted,
          right,
        })),
    });
    for (const [i, chosen] of answers.entries()) {
      const servedAt = new Date(startedAt.getTime() + i * 60_000);
      await h.database.db.insert(attemptEvents).values({
        attemptId: attempt.id,
        at: servedAt,
        type: 'served',
        questionIndex: i,
      });
      await insertAnswers(h.database, {
        attemptId: attempt.id,
        questionIndex: i,
        question: drawn[i],
        chosen,
        recordedAt: new Date(servedAt.getTime() + 12_500),
        givenAfterMs: i === 1 ? 7_000 : null,
      });
    }
    return { candidate, attempt, drawn };
  }

  it('exports one row per candidate with the documented columns and figures', async () => {
    const { candidate, attempt } = await seedAttempt({
      name: 'Asha Patel',
      testType: 'both',
      // Right, right, wrong, none: 2 of 4 = 50 %, under the pass mark of 60.
      answers: [q(0).correctOptionIndex, q(1).correctOptionIndex, 3, null],
    });
    // A late answer kept for HR (3 min 20 s offline) and a counted late one (1.8 s).
    await h.database.db.insert(lateAnswers).values({
      attemptId: attempt.id,
      questionIndex: 3,
      questionId: q(3).id,
      selectedOptionIndex: 1,
      givenAfterMs: 20_000,
      servedAt: new Date('2026-11-23T10:03:00Z'),
      deadlineAt: new Date('2026-11-23T10:04:00Z'),
      arrivedAt: new Date('2026-11-23T10:06:40Z'),
      via: 'final',
      keptBecause: 'past-reconnect-window',
    });
    await h.database.db.insert(attemptEvents).values([
      {
        attemptId: attempt.id,
        at: new Date('2026-11-23T10:06:40Z'),
        type: 'late-answer-kept',
        questionIndex: 3,
        detail: { offlineGapMs: 200_000 },
      },
      {
        attemptId: attempt.id,
        at: new Date('2026-11-23T10:01:14Z'),
        type: 'synced-late',
        questionIndex: 1,
        detail: { offlineGapMs: 1_800 },
      },
    ]);
    await h.database.db.insert(practicalRounds).values({
      candidateId: candidate.id,
      startedAt: new Date('2026-11-23T10:10:00Z'),
      deadlineAt: new Date('2026-11-23T11:10:00Z'),
      durationSeconds: 3600,
      clientStartTime: '2026-11-23T15:40:00+05:30',
    });
    await h.database.db.insert(practicalSubmissions).values({
      candidateId: candidate.id,
      submittedAt: new Date('2026-11-23T11:10:30Z'),
      fileName: 'work.zip',
      sizeBytes: 100,
      timeTakenSeconds: 3630,
      lateBySeconds: 30,
      sha256: 'a'.repeat(64),
      entryCount: 1,
      containsNodeModules: false,
      archiveIssues: [],
      sampleEntries: ['index.js'],
    });
    await h.database.db.insert(hrDecisions).values({
      candidateId: candidate.id,
      attemptId: attempt.id,
      kind: 'reopen',
      reason: 'Power cut',
      decidedBy: adminId,
      decidedAt: h.clock.now,
    });

    const { text, rows } = await downloadCsv(await signedIn(), '/api/hr/results.csv', {
      fileName: 'results.csv',
      header:
        'candidate_id,name,email,test_type,started_at,submitted_at,submit_reason,attempted,right,wrong,score_pct,passed,late_answers,offline_seconds,practical_status,practical_late,decision,reviewer,one_time_id,drive,assessment',
    });
    expect(rows.find((r) => r[0] === candidate.id)).toEqual([
      candidate.id,
      'Asha Patel',
      candidate.email,
      'both',
      // The company's clock (India Standard Time by default) with its offset, not UTC.
      '2026-11-23T15:30:00+05:30',
      '2026-11-23T15:35:00+05:30',
      'completed',
      '3',
      '2',
      '1',
      '50',
      'false',
      '1',
      '202',
      'submitted',
      '30',
      'reopen',
      'admin@example.com',
      candidate.oneTimeId,
      // No drive: empty; the test of a candidate outside any drive is the default one.
      '',
      'Company test',
    ]);
    expect(text.endsWith('\r\n')).toBe(true);

    const list = await (await signedIn()).get('/api/hr/results?flagged=true');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        candidateId: candidate.id,
        scorePercent: 50,
        passed: false,
        lateAnswers: 1,
        offlineSeconds: 202,
        flagged: true,
        practicalStatus: 'submitted',
        practicalLateSeconds: 30,
        decision: 'reopen',
        reviewer: 'admin@example.com',
        status: 'finished',
      }),
    ]);
  });

  it('escapes commas, quotes and line breaks, and neutralises formulas (RFC 4180, OWASP)', async () => {
    const names = [
      'Patel, Asha',
      'Asha "AP" Patel',
      'Asha\nPatel',
      '=HYPERLINK("http://evil.example","x")',
      '+cmd|/c calc',
      '-2+3',
      '@SUM(A1:A9)',
      '\tTabbed',
    ];
    const ids: string[] = [];
    for (const name of names) ids.push((await seedAttempt({ name, answers: [0] })).candidate.id);
    const res = await (await signedIn()).get('/api/hr/results.csv');
    expect(res.text).toContain('"Patel, Asha"');
    expect(res.text).toContain('"Asha ""AP"" Patel"');
    expect(res.text).toContain('"Asha\nPatel"');
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const parsed = new Map(parseCsv(res.text).map((r) => [r.fields[0], r.fields[1]]));
    expect(ids.map((id) => parsed.get(id))).toEqual([
      'Patel, Asha',
      'Asha "AP" Patel',
      'Asha\nPatel',
      `'=HYPERLINK("http://evil.example","x")`,
      "'+cmd|/c calc",
      "'-2+3",
      "'@SUM(A1:A9)",
      "'\tTabbed",
    ]);
  });

  it('exports each counted answer with the bank option chosen, its times and whether it synced late', async () => {
    const { candidate, attempt, drawn } = await seedAttempt({
      shuffled: true,
      answers: [0, null],
    });
    await insertAnswers(h.database, {
      attemptId: attempt.id,
      questionIndex: 2,
      question: at(drawn, 2),
      chosen: at(drawn, 2).correctOptionIndex,
      recordedAt: new Date('2026-11-23T10:02:30Z'),
      syncedLate: true,
      givenAfterMs: 59_000,
    });
    const { rows } = await downloadCsv(await signedIn(), '/api/hr/answers.csv', {
      fileName: 'answers.csv',
      header:
        'candidate_id,question_id,question_version,served_at,answered_at,seconds_taken,chosen_option,correct,synced_late,one_time_id,drive,assessment',
    });
    const letter = (bankIndex: number) => 'ABCDEF'[bankIndex];
    const first = q(0);
    expect(rows.filter((r) => r[0] === candidate.id)).toEqual([
      [
        candidate.id,
        first.id,
        '1',
        '2026-11-23T15:30:00+05:30',
        '2026-11-23T15:30:12.500+05:30',
        '12.5',
        // Shown option 0 of a reversed order is the bank's last option.
        letter(first.options.length - 1),
        String(first.options.length - 1 === first.correctOptionIndex),
        'false',
        candidate.oneTimeId,
        '',
        'Company test',
      ],
      [
        candidate.id,
        q(1).id,
        '1',
        '2026-11-23T15:31:00+05:30',
        '2026-11-23T15:31:12.500+05:30',
        // The device's own account (7 s) wins over the server's 12.5 s.
        '7',
        '',
        'false',
        'false',
        candidate.oneTimeId,
        '',
        'Company test',
      ],
      [
        candidate.id,
        q(2).id,
        '1',
        // No served event for this one: the time is not known, and the device's account is used.
        '',
        '2026-11-23T15:32:30+05:30',
        '59',
        letter(q(2).correctOptionIndex),
        'true',
        'true',
        candidate.oneTimeId,
        '',
        'Company test',
      ],
    ]);
  });

  it('filters, sorts and pages the list, and the exports share the filters', async () => {
    const early = await seedAttempt({
      name: 'Zed Early',
      startedAt: new Date('2026-11-20T05:00:00Z'),
      answers: bank.slice(0, 4).map((q) => q.correctOptionIndex),
    });
    const open = await seedAttempt({
      name: 'Open Attempt',
      startedAt: new Date('2026-11-20T06:00:00Z'),
      answers: [0],
      submitReason: null,
    });
    const hidden = await seedAttempt({
      name: 'Tab Hider',
      startedAt: new Date('2026-11-20T07:00:00Z'),
      answers: [0],
      submitReason: 'tab-hidden',
    });
    const hr = await signedIn();
    const day = 'from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00%2B00:00';
    const ofDay = await hr.get(`/api/hr/results?${day}&sort=startedAt&order=asc`);
    expect(ofDay.status, ofDay.text).toBe(200);
    expect(ofDay.body.total).toBe(3);
    expect(ofDay.body.items.map((r: { name: string }) => r.name)).toEqual([
      'Zed Early',
      'Open Attempt',
      'Tab Hider',
    ]);
    const paged = await hr.get(`/api/hr/results?${day}&sort=name&order=asc&limit=1&offset=1`);
    expect(paged.body).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(paged.body.items.map((r: { name: string }) => r.name)).toEqual(['Tab Hider']);

    const passed = await hr.get(`/api/hr/results?${day}&passed=true`);
    expect(passed.body.items.map((r: { candidateId: string }) => r.candidateId)).toEqual([
      early.candidate.id,
    ]);
    const flagged = await hr.get(`/api/hr/results?${day}&flagged=true`);
    expect(flagged.body.items.map((r: { candidateId: string }) => r.candidateId)).toEqual([
      hidden.candidate.id,
    ]);
    const inProgress = await hr.get(`/api/hr/results?${day}&status=in-progress`);
    expect(inProgress.body.items).toEqual([
      expect.objectContaining({
        candidateId: open.candidate.id,
        submittedAt: null,
        scorePercent: null,
        passed: null,
        attempted: null,
      }),
    ]);
    const csv = await hr.get(`/api/hr/results.csv?${day}&passed=false`);
    expect(parseCsv(csv.text).map((r) => r.fields[1])).toEqual(['name', 'Tab Hider']);
    const answers = await hr.get(`/api/hr/answers.csv?${day}&flagged=true`);
    expect(
      new Set(
        parseCsv(answers.text)
          .slice(1)
          .map((r) => r.fields[0]),
      ),
    ).toEqual(new Set([hidden.candidate.id]));
    const mcqOnly = await hr.get(`/api/hr/results?testType=both`);
    expect(mcqOnly.body.items.every((r: { testType: string }) => r.testType === 'both')).toBe(true);
  });

  it('answers a clear 400 for a bad filter and 401 without a session', async () => {
    const hr = await signedIn();
    for (const [query, message] of [
      ['passed=yes', 'passed must be one of true, false'],
      ['flagged=1', 'flagged must be one of true, false'],
      ['from=2026-11-20', 'from must be an ISO 8601 time with a time zone'],
      ['to=tomorrow', 'to must be an ISO 8601 time with a time zone'],
      ['from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z', 'from must be before to'],
      ['status=done', 'status must be one of'],
      ['testType=oral', 'testType must be one of'],
    ]) {
      for (const path of ['/api/hr/results', '/api/hr/results.csv', '/api/hr/answers.csv']) {
        const res = await hr.get(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.message).toContain(message);
      }
    }
    // The exports come in candidate id order (keyset batches); only the list sorts.
    const sort = await hr.get('/api/hr/results?sort=email');
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe(
      'sort must be one of startedAt, submittedAt, name, scorePercent',
    );
    for (const path of ['/api/hr/results', '/api/hr/results.csv', '/api/hr/answers.csv'])
      expect((await hrClient(app()).get(path)).status).toBe(401);
  });

  it('streams a large export a batch at a time', async () => {
    const startedAt = new Date('2026-11-22T08:00:00Z');
    const count = 2_600;
    const rows = Array.from({ length: count }, (_, i) => ({
      oneTimeId: `BULK-${i}`,
      passwordHash: 'not-used',
      fullName: `Bulk ${i}`,
      email: `bulk${i}@example.com`,
      testType: 'mcqs' as const,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      const created = await h.database.db
        .insert(candidates)
        .values(rows.slice(i, i + 500))
        .returning({ id: candidates.id });
      await h.database.db.insert(mcqAttempts).values(
        created.map((c, j) =>
          attemptRow({
            candidateId: c.id,
            questions: [{ ...q(0), version: 1 }],
            currentDeadlineAt: startedAt,
            startedAt,
            ...submittedResult({ at: startedAt, reason: 'completed', total: 1, right: j % 2 }),
          }),
        ),
      );
    }
    const hr = await signedIn();
    const res = await app().request(
      'http://localhost/api/hr/results.csv?from=2026-11-22T00:00:00Z&to=2026-11-23T00:00:00Z',
      { headers: { cookie: hr.cookie ?? '', 'x-forwarded-for': '198.51.100.20' } },
    );
    expect(res.status).toBe(200);
    if (!res.body) throw new Error('no body');
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      text += decoder.decode(value, { stream: true });
    }
    const lines = parseCsv(text);
    expect(lines).toHaveLength(count + 1);
    expect(new Set(lines.slice(1).map((l) => l.fields[0])).size).toBe(count);
    // The header, then one write per batch of 500: the file never sat whole in the server.
    expect(chunks).toBeGreaterThanOrEqual(1 + Math.floor(count / 500));
  });
});
