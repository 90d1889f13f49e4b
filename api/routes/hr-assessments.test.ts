import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema/audit-log.ts';
import { candidates } from '../db/schema/candidates.ts';
import { attemptEvents, mcqAttempts } from '../db/schema/mcq-attempts.ts';
import { mcqQuestions, practicalTasks } from '../db/schema/question-bank.ts';
import { ensureDefaultAssessment } from '../services/assessments/kept-assessments.ts';
import { correctOptionOf, seedQuestionBank, testPassword } from '../test-support/candidates.ts';
import { createStaffAccount, downloadCsv, hrClient } from '../test-support/hr-client.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import type { AssessmentView, DriveView } from '../../shared/contract/hr-assessments.ts';

/**
 * Assessments (a test per role) and drives (the candidates taking one), through the HR API and
 * the candidate API as the console and a browser call them, on one server (issue 36).
 */
describe(`Assessments and drives (${testEngine})`, () => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>['app'];
  const clock = { now: new Date('2026-11-23T04:30:00.000Z') };
  const later = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  let hr: ReturnType<typeof hrClient>;
  const api = () => interviewClient(app);

  const settings = {
    rounds: 'mcqs',
    questionCount: 3,
    questionsPerCategory: { JavaScript: 3 },
    difficulties: ['easy', 'medium', 'hard'],
    shuffleOptions: false,
    secondsPerQuestion: 20,
    passPercent: 60,
    practicalMinutes: 60,
    practicalTaskIds: [],
    notifyHr: false,
  };

  async function createAssessment(name: string, overrides: Record<string, unknown> = {}) {
    const res = await hr.post('/api/hr/assessments', { ...settings, name, ...overrides });
    expect(res.status, res.text).toBe(201);
    return (res.body as { assessment: AssessmentView }).assessment;
  }

  async function createDrive(name: string, assessmentId: string, extra: object = {}) {
    const res = await hr.post('/api/hr/drives', { name, assessmentId, ...extra });
    expect(res.status, res.text).toBe(201);
    return (res.body as { drive: DriveView }).drive;
  }

  let counter = 0;
  /** A candidate made through the API, in `cohort` (a drive's name), with a password set to log in. */
  async function candidate(cohort: string | null, testType = 'mcqs') {
    const n = ++counter;
    const res = await hr.post('/api/hr/candidates', {
      name: `Candidate ${n}`,
      email: `c${n}@example.com`,
      testType,
      cohort,
    });
    expect(res.status, res.text).toBe(201);
    const made = res.body as {
      candidate: { id: string };
      credentials: { oneTimeId: string; password: string };
    };
    return {
      id: made.candidate.id,
      oneTimeId: made.credentials.oneTimeId,
      password: made.credentials.password,
    };
  }

  async function tokenOf(c: { oneTimeId: string; password: string }) {
    const res = await api().login(c.oneTimeId, c.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.accessToken as string;
  }

  /**
   * Takes the three-question test: the first `right` right, each 5 s after it was served, the
   * last by the final submit (as the page sends it).
   */
  async function takeTest(c: { id: string; oneTimeId: string; password: string }, right: number) {
    const token = await tokenOf(c);
    let state = (await api().start(token)).body;
    for (let i = 0; i < 2; i++) {
      later(5);
      const correct = await correctOptionOf(database, state.data._id);
      const next = await api().next(token, i, i < right ? correct : (correct + 1) % 2);
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      state = next.body;
    }
    later(5);
    const correct = await correctOptionOf(database, state.data._id);
    const done = await api().submit(token, {
      candidateId: c.id,
      reason: 'completed',
      answers: [{ questionId: state.data._id, selectedOptionIndex: right >= 3 ? correct : -1 }],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedQuestionBank(database);
    await database.db.insert(practicalTasks).values([
      { position: 0, question: 'Build the API' },
      { position: 1, question: 'Build the page' },
    ]);
    const made = createTestApp(database, { now: () => clock.now });
    app = made.app;
    await ensureDefaultAssessment(database.db, made.deps.config);
    await createStaffAccount(database, 'admin@example.com', 'admin');
    await createStaffAccount(database, 'reviewer@example.com', 'reviewer');
    hr = hrClient(app);
    await hr.as('admin@example.com');
  });

  afterAll(async () => {
    await database.close();
  });

  it('keeps /settings working: it reads and edits the default assessment', async () => {
    const before = await hr.get('/api/hr/settings');
    expect(before.status).toBe(200);
    const saved = await hr.put('/api/hr/settings', {
      ...(before.body as { settings: object }).settings,
      secondsPerQuestion: 45,
      reason: 'Slower for freshers',
    });
    expect(saved.status, saved.text).toBe(200);
    const list = (await hr.get('/api/hr/assessments')).body as { items: AssessmentView[] };
    const byDefault = list.items.find((a) => a.isDefault);
    expect(byDefault).toMatchObject({ name: 'Company test', secondsPerQuestion: 45 });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'assessment.updated'));
    expect(audit).toMatchObject({
      entityType: 'assessment',
      entityId: byDefault?.id,
      reason: 'Slower for freshers',
      before: { secondsPerQuestion: 60 },
      after: { secondsPerQuestion: 45 },
    });
  });

  it('creates, edits, clones, archives and chooses the default, with clear refusals', async () => {
    const noName = await hr.post('/api/hr/assessments', { ...settings });
    expect(noName.status).toBe(400);
    expect(noName.text).toContain('Name is required');
    const badMark = await hr.post('/api/hr/assessments', {
      ...settings,
      name: 'X',
      passPercent: 120,
    });
    expect(badMark.status).toBe(400);
    expect(badMark.text).toContain('passPercent must be between 0 and 100');
    const tooMany = await hr.post('/api/hr/assessments', {
      ...settings,
      name: 'Too many',
      questionsPerCategory: { JavaScript: 40 },
    });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { message: string }).message).toMatch(
      /The category "JavaScript" has \d+ active questions; 40 asked for/,
    );

    const react = await createAssessment('React developer, L1');
    expect(react).toMatchObject({ questionCount: 3, passPercent: 60, isDefault: false, drives: 0 });
    const again = await hr.post('/api/hr/assessments', {
      ...settings,
      name: 'react DEVELOPER, l1',
    });
    expect(again.status).toBe(409);
    expect(again.text).toContain('exists already');

    const reviewer = hrClient(app);
    await reviewer.as('reviewer@example.com');
    expect((await reviewer.get('/api/hr/assessments')).status).toBe(200);
    expect((await reviewer.post('/api/hr/assessments', { ...settings, name: 'Mine' })).status).toBe(
      403,
    );

    const noReason = await hr.put(`/api/hr/assessments/${react.id}`, {
      ...settings,
      name: react.name,
    });
    expect(noReason.status).toBe(400);
    const edited = await hr.put(`/api/hr/assessments/${react.id}`, {
      ...settings,
      name: react.name,
      passPercent: 65,
      reason: 'Stricter',
    });
    expect(edited.status, edited.text).toBe(200);
    expect((edited.body as { assessment: AssessmentView }).assessment.passPercent).toBe(65);

    const clone = await hr.post(`/api/hr/assessments/${react.id}/clone`, {
      name: 'React developer, L2',
    });
    expect(clone.status, clone.text).toBe(201);
    expect((clone.body as { assessment: AssessmentView }).assessment).toMatchObject({
      name: 'React developer, L2',
      passPercent: 65,
      questionsPerCategory: { JavaScript: 3 },
      isDefault: false,
    });
    const cloneId = (clone.body as { assessment: AssessmentView }).assessment.id;

    const list = (await hr.get('/api/hr/assessments')).body as { items: AssessmentView[] };
    const companyTest = list.items.find((a) => a.isDefault);
    const archiveDefault = await hr.post(`/api/hr/assessments/${companyTest?.id}/archive`, {
      archived: true,
      reason: 'Old',
    });
    expect(archiveDefault.status).toBe(409);
    expect(archiveDefault.text).toContain('default assessment cannot be archived');
    const archived = await hr.post(`/api/hr/assessments/${cloneId}/archive`, {
      archived: true,
      reason: 'Not hiring L2 this month',
    });
    expect(archived.status, archived.text).toBe(200);
    expect((archived.body as { assessment: AssessmentView }).assessment.archivedAt).not.toBeNull();
    const onArchived = await hr.post('/api/hr/drives', { name: 'L2 drive', assessmentId: cloneId });
    expect(onArchived.status).toBe(400);
    expect(onArchived.text).toContain('archived');

    const made = await hr.post(`/api/hr/assessments/${react.id}/default`, {
      reason: 'React season',
    });
    expect(made.status, made.text).toBe(200);
    const after = (await hr.get('/api/hr/assessments')).body as { items: AssessmentView[] };
    expect(after.items.filter((a) => a.isDefault).map((a) => a.name)).toEqual([
      'React developer, L1',
    ]);
    // Back as it was, for the tests below.
    await hr.post(`/api/hr/assessments/${companyTest?.id}/default`, { reason: 'Back' });
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'assessment'`);
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set([
        'assessment.updated',
        'assessment.created',
        'assessment.archived',
        'assessment.made-default',
      ]),
    );
  });

  it("gives a candidate their drive's assessment: its name, questions, clock and mark, kept after an edit", async () => {
    const frontend = await createAssessment('Frontend, L1', {
      secondsPerQuestion: 20,
      passPercent: 60,
    });
    await createDrive('Frontend drive', frontend.id);
    // Joined whatever the case, as an older script's label would be.
    const c = await candidate('frontend DRIVE');
    const token = await tokenOf(c);
    const status = (await api().status(token)).body.data;
    expect(status).toMatchObject({
      assessmentName: 'Frontend, L1',
      mcq: { questionCount: 3, secondsPerQuestion: 20, passPercent: 60 },
    });
    const started = await api().start(token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [attempt] = await database.db
      .select()
      .from(mcqAttempts)
      .where(eq(mcqAttempts.candidateId, c.id));
    expect(attempt).toMatchObject({
      assessmentId: frontend.id,
      secondsPerQuestion: 20,
      passPercent: 60,
    });
    expect(attempt?.currentDeadlineAt.getTime()).toBe(clock.now.getTime() + 20_000);
    const topics = await database.db
      .select({ topic: mcqQuestions.topic })
      .from(mcqQuestions)
      .where(sql`${mcqQuestions.id} in ${attempt?.questionIds ?? []}`);
    expect(topics.map((t) => t.topic)).toEqual(['JavaScript', 'JavaScript', 'JavaScript']);
    const edited = await hr.put(`/api/hr/assessments/${frontend.id}`, {
      ...settings,
      name: frontend.name,
      secondsPerQuestion: 30,
      passPercent: 80,
      reason: 'Later drives get longer',
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await api().status(token)).body.data.mcq).toMatchObject({
      secondsPerQuestion: 20,
      passPercent: 60,
    });
    const fresh = await candidate('Frontend drive');
    expect((await api().status(await tokenOf(fresh))).body.data.mcq).toMatchObject({
      secondsPerQuestion: 30,
      passPercent: 80,
    });
  });

  it('moves a candidate who has not started, audited, and refuses to move one who has', async () => {
    const a = await createAssessment('QA, L1');
    const b = await createAssessment('QA, L2');
    await createDrive('QA morning', a.id);
    await createDrive('QA afternoon', b.id);
    const waiting = await candidate('QA morning');
    const moved = await hr.patch(`/api/hr/candidates/${waiting.id}`, {
      cohort: 'QA afternoon',
      reason: 'Asked for the later slot',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      candidate: { cohort: 'QA afternoon', assessment: 'QA, L2' },
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'candidate.updated' and ${auditLog.entityId} = ${waiting.id}`,
      );
    expect(audit).toMatchObject({
      reason: 'Asked for the later slot',
      before: { cohort: 'QA morning' },
      after: { cohort: 'QA afternoon' },
    });
    const started = await candidate('QA morning');
    expect((await api().start(await tokenOf(started))).status).toBe(200);
    const refused = await hr.patch(`/api/hr/candidates/${started.id}`, {
      cohort: 'QA afternoon',
      reason: 'Wrong slot',
    });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('has started their test');
  });

  it('renames a drive (its candidates follow) and lists by drive and by assessment', async () => {
    const a = await createAssessment('Data, L1');
    const drive = await createDrive('Data camp', a.id);
    const one = await candidate('Data camp');
    const renamed = await hr.patch(`/api/hr/drives/${drive.id}`, {
      name: 'Data campus, Surat',
      reason: 'Named for the college',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ drive: { name: 'Data campus, Surat', candidates: 1 } });
    const listed = await hr.get(
      `/api/hr/candidates?cohort=${encodeURIComponent('Data campus, Surat')}`,
    );
    expect((listed.body as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([one.id]);
    const results = await hr.get(`/api/hr/results?assessment=${a.id}`);
    expect(results.status, results.text).toBe(200);
    expect(
      (results.body as { items: { candidateId: string; assessment: string }[] }).items,
    ).toEqual([expect.objectContaining({ candidateId: one.id, assessment: 'Data, L1' })]);
    const duplicate = await hr.post('/api/hr/drives', {
      name: 'DATA CAMPUS, SURAT',
      assessmentId: a.id,
    });
    expect(duplicate.status).toBe(409);
    const badZone = await hr.post('/api/hr/drives', {
      name: 'Zone',
      assessmentId: a.id,
      timeZone: 'Mars/Base',
    });
    expect(badZone.status).toBe(400);
    expect(badZone.text).toContain('IANA time zone');
  });

  it("puts an older script's label, or an import without a drive, into a drive of the default assessment", async () => {
    await candidate('Legacy label');
    const imported = await hr.post(
      '/api/hr/candidates/import',
      'name,email,test_type\nImported One,imp1@example.com,mcqs\n',
      { contentType: 'text/csv' },
    );
    expect([200, 201]).toContain(imported.status);
    const drives = (await hr.get('/api/hr/drives')).body as { items: DriveView[] };
    expect(drives.items.find((d) => d.name === 'Legacy label')).toMatchObject({
      assessmentName: 'Company test',
      candidates: 1,
    });
    expect(drives.items.find((d) => d.name.startsWith('import 2026-11-23'))).toMatchObject({
      assessmentName: 'Company test',
      candidates: 1,
    });
  });

  it("gives a candidate created or imported without a test type the rounds of their drive's assessment", async () => {
    const practicalOnly = await createAssessment('Designer portfolio', { rounds: 'practical' });
    await createDrive('Design hiring', practicalOnly.id);
    const made = await hr.post('/api/hr/candidates', {
      name: 'Dia Designer',
      email: 'dia@example.com',
      cohort: 'Design hiring',
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({
      candidate: { testType: 'practical', cohort: 'Design hiring' },
    });
    const outside = await hr.post('/api/hr/candidates', {
      name: 'Om Outside',
      email: 'om@example.com',
    });
    expect(outside.body).toMatchObject({ candidate: { testType: 'both', cohort: null } });
    const imported = await hr.post(
      '/api/hr/candidates/import?cohort=Design%20hiring&dryRun=1',
      'name,email,test_type\nIla,ila@example.com,\nJai,jai@example.com,mcqs\n',
      { contentType: 'text/csv' },
    );
    expect(imported.status, imported.text).toBe(200);
    expect(
      (imported.body as { created: { testType: string }[] }).created.map((c) => c.testType),
    ).toEqual(['practical', 'mcqs']);
  });

  it("applies a drive's window to a candidate with none of their own", async () => {
    const a = await createAssessment('Window, L1');
    await createDrive('Tomorrow', a.id, {
      windowStart: '2026-11-24T04:30:00+05:30',
      timeZone: 'Asia/Kolkata',
    });
    const early = await candidate('Tomorrow');
    const refused = await api().login(early.oneTimeId, early.password);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('Your test has not opened yet');
    // Their own window wins over the drive's.
    const own = await candidate('Tomorrow');
    await database.db
      .update(candidates)
      .set({ windowStart: new Date('2026-11-23T00:00:00Z') })
      .where(eq(candidates.id, own.id));
    expect((await api().login(own.oneTimeId, own.password)).status).toBe(200);
  });

  it('previews an assessment for staff and records nothing', async () => {
    const a = await createAssessment('Preview, L1', { secondsPerQuestion: 25, rounds: 'both' });
    const counts = async () => {
      const [attempts] = await database.db.select({ n: count() }).from(mcqAttempts);
      const [events] = await database.db.select({ n: count() }).from(attemptEvents);
      const [audits] = await database.db.select({ n: count() }).from(auditLog);
      return [attempts?.n, events?.n, audits?.n];
    };
    const reviewer = hrClient(app);
    await reviewer.as('reviewer@example.com');
    const before = await counts();
    const preview = await reviewer.get(`/api/hr/assessments/${a.id}/preview`);
    expect(preview.status, preview.text).toBe(200);
    const body = preview.body as {
      assessment: { name: string; secondsPerQuestion: number };
      questions: { options: string[]; correctOptionIndex: number }[];
      practicalTasks: string[];
    };
    expect(body.assessment).toMatchObject({ name: 'Preview, L1', secondsPerQuestion: 25 });
    expect(body.questions).toHaveLength(3);
    // It names no task: every active one, in the bank's order.
    expect(body.practicalTasks).toEqual(
      expect.arrayContaining(['Build the API', 'Build the page']),
    );
    expect(await counts()).toEqual(before);
    expect(
      (await reviewer.get('/api/hr/assessments/00000000-0000-4000-8000-000000000000/preview'))
        .status,
    ).toBe(404);
  });

  it('keeps item analysis apart per assessment, and every export names the assessment', async () => {
    const strict = await createAssessment('Strict JS', { passPercent: 80 });
    const lenient = await createAssessment('Lenient JS', { passPercent: 20 });
    await createDrive('Strict drive', strict.id);
    await createDrive('Lenient drive', lenient.id);
    await takeTest(await candidate('Strict drive'), 2);
    await takeTest(await candidate('Lenient drive'), 2);
    const items = await hr.get('/api/hr/item-analysis?cohort=Strict%20drive');
    expect(
      (items.body as { assessments: { name: string }[] }).assessments.map((a) => a.name),
    ).toEqual(['Strict JS']);
    const both = (await hr.get('/api/hr/item-analysis')).body as {
      items: { assessment: string; questionId: string }[];
    };
    const strictIds = both.items
      .filter((i) => i.assessment === 'Strict JS')
      .map((i) => i.questionId);
    const lenientIds = both.items
      .filter((i) => i.assessment === 'Lenient JS')
      .map((i) => i.questionId);
    expect(strictIds).toHaveLength(3);
    expect(lenientIds).toHaveLength(3);
    const results = await downloadCsv(hr, '/api/hr/results.csv?cohort=Strict%20drive', {
      fileName: 'results.csv',
      header:
        'candidate_id,name,email,test_type,started_at,submitted_at,submit_reason,attempted,right,wrong,score_pct,passed,late_answers,offline_seconds,practical_status,practical_late,decision,reviewer,one_time_id,drive,assessment',
    });
    expect(results.rows.map((r) => [r.at(-2), r.at(-1), r[11]])).toEqual([
      ['Strict drive', 'Strict JS', 'false'],
    ]);
    const lenientResults = await downloadCsv(hr, '/api/hr/results.csv?cohort=Lenient%20drive', {
      fileName: 'results.csv',
      header:
        'candidate_id,name,email,test_type,started_at,submitted_at,submit_reason,attempted,right,wrong,score_pct,passed,late_answers,offline_seconds,practical_status,practical_late,decision,reviewer,one_time_id,drive,assessment',
    });
    // The same score (2 of 3) passes the lenient test and fails the strict one.
    expect(lenientResults.rows.map((r) => r[11])).toEqual(['true']);
    const answers = await downloadCsv(hr, '/api/hr/answers.csv?cohort=Lenient%20drive', {
      fileName: 'answers.csv',
      header:
        'candidate_id,question_id,question_version,served_at,answered_at,seconds_taken,chosen_option,correct,synced_late,one_time_id,drive,assessment',
    });
    expect(new Set(answers.rows.map((r) => r.at(-1)))).toEqual(new Set(['Lenient JS']));
    const exported = await hr.get('/api/hr/candidates/export.csv?cohort=Lenient%20drive');
    expect(exported.text.split('\r\n')[0]).toMatch(
      /,drive,assessment,mail_kind,mail_status,mail_error$/,
    );
    expect(exported.text).toContain(',Lenient drive,Lenient JS');
  });

  it('refuses bad ids and bodies with clear errors, never a 500', async () => {
    expect((await hr.get('/api/hr/assessments/not-an-id/preview')).status).toBe(404);
    expect(
      (
        await hr.put('/api/hr/assessments/00000000-0000-4000-8000-000000000000', {
          ...settings,
          name: 'Z',
          reason: 'r',
        })
      ).status,
    ).toBe(404);
    expect(
      (await hr.patch('/api/hr/drives/00000000-0000-4000-8000-000000000000', { reason: 'r' }))
        .status,
    ).toBe(404);
    const noAssessment = await hr.post('/api/hr/drives', { name: 'Nowhere' });
    expect(noAssessment.status).toBe(400);
    expect(noAssessment.text).toContain('Choose an assessment');
    const badResults = await hr.get('/api/hr/results?assessment=nope');
    expect(badResults.status).toBeLessThan(500);
    void testPassword;
  });
});
