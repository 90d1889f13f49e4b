import { eq, sql } from 'drizzle-orm';
import { captureLog } from '../test-support/captured-log.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema/audit-log.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import { practicalTasks } from '../db/schema/question-bank.ts';
import type { IntervalJob } from '../lib/interval-job.ts';
import { sweepExpiredAttempts } from '../services/mcq/sweep-expired-attempts.ts';
import { currentMcqRules } from '../services/settings/test-settings.ts';
import { correctOptionOf, createCandidate, seedQuestionBank } from '../test-support/candidates.ts';
import { createStaffAccount, hrClient } from '../test-support/hr-client.ts';
import { interviewClient, sendPracticalUpload } from '../test-support/interview-client.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../test-support/smtp-test-server.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import { makeZip } from '../test-support/zips.ts';
import { startMailOutboxJob } from './mail-outbox-job.ts';

/**
 * HR is told by e-mail when a candidate submits a round: through the candidate API as a browser
 * calls it, the mail outbox and the outbox job, to a real SMTP server.
 */
describe(`HR notices by e-mail (${testEngine})`, () => {
  let database: Database;
  let smtp: SmtpTestServer;
  let job: IntervalJob | null;
  let quiet: ReturnType<typeof captureLog> | undefined;
  const clock = { now: new Date('2026-11-23T04:30:00.000Z') };
  const env = { HR_NOTIFY_EMAIL: 'hiring@suryaloom.example', UPLOAD_MAX_MB: '1' };
  const setup = () => createTestApp(database, { now: () => clock.now, env });
  const api = () => interviewClient(setup().app);
  let counter = 0;

  async function candidate(testType: 'mcqs' | 'practical' | 'both') {
    const oneTimeId = `NOTE-${++counter}`;
    const row = await createCandidate(database, oneTimeId, testType);
    return { id: row.id, oneTimeId, token: await api().token(oneTimeId) };
  }

  /** Answers 10 questions, `right` of them correctly; then submits (or leaves the test open). */
  async function takeMcq(
    c: { id: string; token: string },
    right: number,
    reason: string | null = 'completed',
  ) {
    let state = (await api().start(c.token)).body;
    for (let i = 0; i < 9; i++) {
      const correct = await correctOptionOf(database, state.data._id);
      const wrong = (correct + 1) % state.data.options.length;
      state = (await api().next(c.token, i, i < right ? correct : wrong)).body;
    }
    if (reason === null) return null;
    const correct = await correctOptionOf(database, state.data._id);
    const body = {
      candidateId: c.id,
      reason,
      answers: [{ questionId: state.data._id, selectedOptionIndex: right >= 10 ? correct : -1 }],
    };
    const first = await api().submit(c.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    return body;
  }

  const upload = async (token: string, fields: Record<string, string> = {}) => {
    const zip = new Uint8Array(await makeZip({ 'index.js': 'console.log(1);\n' }));
    return sendPracticalUpload(
      setup().app,
      token,
      new Blob([zip], { type: 'application/zip' }),
      fields,
    );
  };
  const startPractical = (token: string) =>
    setup().app.request('/api/interview/test/practical', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ practical_start_time: '2026-11-23 10:00:00' }),
    });

  /** Sends what is due (a fresh run after any already under way). */
  const deliver = async () => {
    await job?.runOnce();
    await job?.runOnce();
  };
  const outbox = () => database.db.select().from(mailOutbox);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedQuestionBank(database);
    await database.db.insert(practicalTasks).values({ position: 0, question: 'Build a form' });
    await createStaffAccount(database, 'admin@example.com', 'admin');
    smtp = await startSmtpTestServer();
    quiet = captureLog();
    // The job as the server runs it (addressing included), polled by the test instead of a timer.
    const { config } = setup().deps;
    job = startMailOutboxJob(
      { ...config, SMTP_URL: smtp.url, MAIL_POLL_MS: 3_600_000 },
      database.db,
      () => clock.now,
    );
  });
  afterAll(async () => {
    await job?.stop();
    await smtp.close();
    vi.restoreAllMocks();
    quiet?.restore();
    await database.close();
  });
  beforeEach(async () => {
    await deliver();
    smtp.received.length = 0;
    await database.db.execute(sql`delete from mail_outbox`);
  });

  it('e-mails HR once when a candidate submits the MCQ test: score, pass mark, report link', async () => {
    const c = await candidate('both');
    const submit = await takeMcq(c, 8);
    // The same final submit again (a retry of the browser's outbox) changes nothing.
    expect((await api().submit(c.token, submit as Record<string, unknown>)).status).toBe(200);
    await deliver();
    await deliver();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['hiring@suryaloom.example']);
    expect(mail?.headers.get('subject')).toBe(
      `MCQ test submitted: Candidate ${c.oneTimeId} (${c.oneTimeId}), 80 %, passed`,
    );
    expect(mail?.text).toContain('Score:  8 of 10 right (80 %): above the pass mark of 75 %.');
    expect(mail?.text).toContain(
      'Ended:  Ended because the candidate answered the last question at 10:00:00, on question 10.',
    );
    expect(mail?.text).toContain('The practical round is now open to the candidate.');
    expect(mail?.text).toContain(
      `Attempt report: http://localhost:3000/hr/report?candidate=${c.id}`,
    );
    expect(await outbox()).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it('tells HR of an auto-submit in words, and of a test the server closed (connection lost)', async () => {
    const hidden = await candidate('mcqs');
    await takeMcq(hidden, 3, 'tab-hidden');
    const away = await candidate('mcqs');
    await takeMcq(away, 5, null);
    clock.now = new Date(clock.now.getTime() + 10 * 60_000);
    const rules = await currentMcqRules(setup().deps.testCalls, setup().deps.config);
    expect(await sweepExpiredAttempts(database.db, clock.now, rules)).toBe(1);
    await deliver();
    const subjects = smtp.received.map((m) => m.headers.get('subject')).sort();
    expect(subjects).toEqual([
      `MCQ test auto-submitted: Candidate ${hidden.oneTimeId} (${hidden.oneTimeId}), 30 %, not passed`,
      `MCQ test auto-submitted: Candidate ${away.oneTimeId} (${away.oneTimeId}), 50 %, not passed`,
    ]);
    const hiddenMail = smtp.received.find((m) => m.text.includes(hidden.id));
    expect(hiddenMail?.text).toMatch(/Ended because the tab was hidden at \d\d:\d\d:\d\d/);
    expect(hiddenMail?.text).toContain('a signal, not a verdict');
    const awayMail = smtp.received.find((m) => m.text.includes(away.id));
    expect(awayMail?.text).toContain('the connection was lost past the reconnect window');
  });

  it('e-mails HR a practical upload, and says when it arrived late and why', async () => {
    const onTime = await candidate('practical');
    expect((await startPractical(onTime.token)).status).toBe(200);
    const late = await candidate('practical');
    expect((await startPractical(late.token)).status).toBe(200);
    clock.now = new Date(clock.now.getTime() + 60 * 60_000);
    expect((await upload(onTime.token)).status).toBe(200);
    // The round is 120 minutes; 125 minutes in, the grace is long gone.
    clock.now = new Date(clock.now.getTime() + 65 * 60_000);
    const res = await upload(late.token, { reason_for_delay: 'Power cut in our area' });
    expect(res.status, await res.clone().text()).toBe(200);
    await deliver();
    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received;
    expect(first?.headers.get('subject')).toBe(
      `Practical submitted: Candidate ${onTime.oneTimeId} (${onTime.oneTimeId})`,
    );
    expect(first?.text).toContain('On time.');
    expect(second?.headers.get('subject')).toBe(
      `Practical submitted late (5 min after the deadline): Candidate ${late.oneTimeId} (${late.oneTimeId})`,
    );
    expect(second?.text).toContain(
      'Late:      5 min after the deadline. Reason given: Power cut in our area',
    );
    expect(second?.text).toContain(`/hr/report?candidate=${late.id}`);
  });

  it('sends nothing while an admin has switched the notices off in the test settings', async () => {
    const hr = hrClient(setup().app);
    await hr.as('admin@example.com');
    const { settings } = (await hr.get('/api/hr/settings')).body;
    expect(settings.notifyHr).toBe(true);
    const off = await hr.put('/api/hr/settings', {
      ...settings,
      notifyHr: false,
      reason: 'The hiring team reads the console instead',
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body.settings.notifyHr).toBe(false);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'assessment.updated'));
    expect(audit).toMatchObject({ before: { notifyHr: true }, after: { notifyHr: false } });

    const mcq = await candidate('mcqs');
    await takeMcq(mcq, 9);
    const practical = await candidate('practical');
    await startPractical(practical.token);
    expect((await upload(practical.token)).status).toBe(200);
    expect(await outbox()).toEqual([]);
    await deliver();
    expect(smtp.received).toEqual([]);

    // On again: the next submission is told.
    await hr.put('/api/hr/settings', { ...settings, notifyHr: true, reason: 'Back on' });
    await takeMcq(await candidate('mcqs'), 10);
    await deliver();
    expect(smtp.received).toHaveLength(1);
  });
});
