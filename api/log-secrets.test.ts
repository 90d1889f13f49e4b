import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcqQuestions } from './db/schema/question-bank.ts';
import { captureLog, type CapturedLog } from './test-support/captured-log.ts';
import { hrClient, staffPassword } from './test-support/hr-client.ts';
import { adminAndReviewer, useHrHarness } from './test-support/hr-harness.ts';
import { interviewClient } from './test-support/interview-client.ts';
import { testEngine } from './test-support/test-database.ts';

/**
 * Everything a hiring day writes to the log, with request logging on as in production: staff
 * sign in (once with a wrong password), create a candidate (whose password the answer carries),
 * the candidate logs in (once wrongly), reads the notice, answers every question right, submits,
 * and HR reads the report (answer key and all) and exports the results. Then every line of that
 * log is searched for each secret the run handled.
 */
describe(`the log of a whole hiring flow (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-29T09:00:00Z'),
    bank: true,
    staff: adminAndReviewer,
    env: { LOG_REQUESTS: 'true' },
  });
  let log: CapturedLog;
  beforeAll(() => {
    log = captureLog();
  });
  afterAll(() => log.restore());

  const secrets = new Map<string, string>();
  const correctOptions = new Set<string>();
  let candidateId = '';

  it('runs the flow, every request of it logged with its id and who asked', async () => {
    const app = h.app();
    const hr = hrClient(app);
    expect((await hr.signIn('admin@example.com', 'wrong-staff-password-9')).status).toBe(401);
    secrets.set('a wrong staff password', 'wrong-staff-password-9');
    const signedIn = await hr.as('admin@example.com');
    secrets.set("staff's password", staffPassword);
    secrets.set('session cookie', (hr.cookie ?? '').replace(/^hr_session=/, ''));
    secrets.set('CSRF token', String((signedIn.body as { csrfToken: string }).csrfToken));

    const made = await hr.post('/api/hr/candidates', {
      name: 'Asha Patel',
      email: 'asha@example.com',
      testType: 'mcqs',
    });
    expect(made.status, made.text).toBe(201);
    const created = made.body as {
      candidate: { id: string };
      credentials: { oneTimeId: string; password: string };
    };
    candidateId = created.candidate.id;
    secrets.set("candidate's password", created.credentials.password);

    const candidate = interviewClient(app);
    expect((await candidate.login(created.credentials.oneTimeId, 'not-her-password')).status).toBe(
      401,
    );
    secrets.set('a wrong candidate password', 'not-her-password');
    const loggedIn = await candidate.login(
      created.credentials.oneTimeId,
      created.credentials.password,
    );
    expect(loggedIn.status).toBe(200);
    const token = loggedIn.body.accessToken as string;
    secrets.set("candidate's token", token);

    let state = (await candidate.start(token)).body;
    for (let index = 0; index < state.totalQuestions; index++) {
      const [question] = await h.database.db
        .select({ options: mcqQuestions.options, correct: mcqQuestions.correctOptionIndex })
        .from(mcqQuestions)
        .where(eq(mcqQuestions.id, state.data._id));
      if (!question) throw new Error('the question shown is not in the bank');
      correctOptions.add(question.options[question.correct] ?? '');
      if (index === state.totalQuestions - 1) {
        const done = await candidate.submit(token, {
          candidateId,
          reason: 'completed',
          answers: [{ questionId: state.data._id, selectedOptionIndex: question.correct }],
        });
        expect(done.body.data.finalResult).toBe('100%');
      } else {
        h.advance(2000);
        state = (await candidate.next(token, index, question.correct)).body;
      }
    }
    expect((await hr.get(`/api/hr/candidates/${candidateId}/report`)).status).toBe(200);
    expect((await hr.get('/api/hr/results.csv')).status).toBe(200);

    // The log is there to search: a line per request, each with its id; the candidate's calls
    // name the candidate, the console's the staff member.
    const requests = log.lines.filter((line) => typeof line.status === 'number');
    expect(requests.length).toBeGreaterThan(state.totalQuestions + 5);
    for (const line of requests) expect(line.reqId).toMatch(/^[0-9A-Z]{10}$/);
    expect(requests.filter((line) => line.candidateId === candidateId).length).toBeGreaterThan(
      state.totalQuestions,
    );
    expect(requests.some((line) => typeof line.staffId === 'string')).toBe(true);
  });

  it('holds no password, token or cookie of the run', () => {
    expect(secrets.size).toBe(7);
    const text = log.text();
    for (const [what, secret] of secrets) {
      expect(secret.length, what).toBeGreaterThan(5);
      expect(text.includes(secret), `the log holds the ${what}`).toBe(false);
    }
  });

  it('holds no correct option of a question the candidate saw', () => {
    expect(correctOptions.size).toBeGreaterThan(5);
    // Whole field values, whatever their length ("4" is no secret inside "14ms", but a field
    // that is "4" could be); and as text, every option long enough not to occur by chance.
    const values = log.lines.flatMap((line) => Object.values(line).map(String));
    for (const option of correctOptions) {
      expect(values, option).not.toContain(option);
      if (option.length >= 8) expect(log.text().includes(option), option).toBe(false);
    }
  });
});
