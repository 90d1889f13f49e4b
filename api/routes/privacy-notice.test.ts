import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates } from '../db/schema/candidates.ts';
import { mcqAttempts } from '../db/schema/mcq-attempts.ts';
import { practicalRounds } from '../db/schema/practical.ts';
import { drives } from '../db/schema/assessments.ts';
import { defaultPrivacySettings } from '../../shared/contract/hr-privacy.ts';
import { createCandidate, insertCandidate } from '../test-support/candidates.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { testEngine } from '../test-support/test-database.ts';
import { hashPassword } from '../lib/password.ts';
import { testPassword } from '../test-support/candidates.ts';

const gateMessage = 'Please read and accept the privacy notice before you start.';
const settingsPath = '/api/hr/privacy/settings';

describe(`the privacy notice (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-29T04:00:00Z'),
    bank: true,
    staff: adminAndReviewer,
  });
  // A candidate as the rule page finds them: logged in, the notice not read yet.
  const unread = () => interviewClient(h.app(), '198.51.100.10', { acknowledgeNotice: false });
  let counter = 0;
  async function loggedIn(testType: 'mcqs' | 'practical' | 'both' = 'mcqs') {
    const oneTimeId = `PN-${++counter}`;
    const row = await createCandidate(h.database, oneTimeId, testType);
    const login = await unread().login(oneTimeId);
    return { id: row.id, token: login.body.accessToken as string, login };
  }
  const notice = async () => (await h.app().request('/api/privacy/notice')).json();
  const row = async (id: string) =>
    (await h.database.db.select().from(candidates).where(eq(candidates.id, id)))[0];

  it('serves the notice in force to anyone, briefly cacheable', async () => {
    const res = await h.app().request('/api/privacy/notice');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const { data } = (await res.json()) as { data: Record<string, never> };
    expect(data).toMatchObject({
      version: expect.stringMatching(/^2026-11-29\.[0-9a-f]{8}$/),
      company: { name: defaultPrivacySettings.companyName },
      grievance: { email: defaultPrivacySettings.grievanceEmail },
      publicLines: { enquiry: 'We keep your message for 12 months to answer it.' },
      candidate: { title: 'Your personal data' },
    });
  });

  it('tells a new candidate which notice is in force and that they have not read it', async () => {
    const c = await loggedIn();
    const { data } = (await notice()) as { data: { version: string } };
    expect(c.login.body.data.progress.notice).toMatchObject({
      version: data.version,
      acknowledgedVersion: null,
      acknowledgedAt: null,
      content: { title: 'Your personal data' },
    });
  });

  it('refuses the first MCQ start until the notice is acknowledged, then records its version on the attempt', async () => {
    const c = await loggedIn();
    const refused = await unread().start(c.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: gateMessage });

    const version = c.login.body.data.progress.notice.version as string;
    const ack = await unread().acknowledgeNotice(c.token, version);
    expect(ack.status).toBe(200);
    expect(ack.body.data).toEqual({ version, acknowledgedAt: '2026-11-29T04:00:00.000Z' });
    const status = await unread().status(c.token);
    expect(status.body.data.notice).toMatchObject({
      version,
      acknowledgedVersion: version,
      acknowledgedAt: '2026-11-29T04:00:00.000Z',
    });

    expect((await unread().start(c.token)).status).toBe(200);
    const [attempt] = await h.database.db
      .select({ noticeVersion: mcqAttempts.noticeVersion })
      .from(mcqAttempts)
      .where(eq(mcqAttempts.candidateId, c.id));
    expect(attempt?.noticeVersion).toBe(version);
    // HR's report says which notice the candidate read.
    const reviewer = await h.signedIn('reviewer@example.com');
    const report = await reviewer.get(`/api/hr/candidates/${c.id}/report`);
    expect(report.body.attempt.noticeVersion).toBe(version);
  });

  it('takes the same acknowledgement again without changing when it was given', async () => {
    const c = await loggedIn();
    const version = c.login.body.data.progress.notice.version as string;
    await unread().acknowledgeNotice(c.token, version);
    h.advance(60_000);
    const again = await unread().acknowledgeNotice(c.token, version);
    expect(again.status).toBe(200);
    expect(again.body.data.acknowledgedAt).toBe(
      (await row(c.id))?.noticeAcknowledgedAt?.toISOString(),
    );
    expect(again.body.data.acknowledgedAt).not.toBe(h.clock.now.toISOString());
  });

  it('refuses a version that is not the one in force, and a missing one', async () => {
    const c = await loggedIn();
    const stale = await unread().acknowledgeNotice(c.token, '2026-01-01.deadbeef');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'The privacy notice has changed since you opened it. Please read the new notice and accept it again.',
    );
    const missing = await unread().acknowledgeNotice(c.token, '');
    expect(missing.status).toBe(400);
    expect((await row(c.id))?.noticeVersion).toBeNull();
  });

  it('needs the candidate’s token to acknowledge', async () => {
    const res = await h.app().request('/api/interview/privacy-notice', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: 'x' }),
    });
    expect(res.status).toBe(401);
  });

  it('never refuses a resume, even of an attempt started before notices existed', async () => {
    const c = await loggedIn();
    await unread().acknowledgeNotice(c.token, c.login.body.data.progress.notice.version);
    expect((await unread().start(c.token)).status).toBe(200);
    // As a row from before migration 0028: an attempt under way, no notice acknowledged.
    await h.database.db
      .update(candidates)
      .set({ noticeVersion: null, noticeAcknowledgedAt: null })
      .where(eq(candidates.id, c.id));
    const resumed = await unread().start(c.token);
    expect(resumed.status).toBe(200);
    expect(resumed.body.currentQuestionIndex).toBe(0);
  });

  it('refuses the first practical start until the notice is acknowledged, and records it on the round', async () => {
    const c = await loggedIn('practical');
    const refused = await unread().startPractical(c.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(gateMessage);
    const version = c.login.body.data.progress.notice.version as string;
    await unread().acknowledgeNotice(c.token, version);
    expect((await unread().startPractical(c.token)).status).toBe(200);
    const [round] = await h.database.db
      .select({ noticeVersion: practicalRounds.noticeVersion })
      .from(practicalRounds)
      .where(eq(practicalRounds.candidateId, c.id));
    expect(round?.noticeVersion).toBe(version);
  });

  it('states the period of the candidate’s drive when it sets one', async () => {
    await h.database.db.insert(drives).values({ name: 'Short keep', retentionDays: 30 });
    const oneTimeId = `PN-${++counter}`;
    await insertCandidate(h.database, {
      oneTimeId,
      cohort: 'Short keep',
      passwordHash: await hashPassword(testPassword),
    });
    const own = (await unread().login(oneTimeId)).body.data.progress.notice;
    const general = ((await notice()) as { data: { version: string } }).data;
    expect(JSON.stringify(own.content)).toContain('For 30 days after the last decision');
    expect(own.version).not.toBe(general.version);
  });

  describe('the settings', () => {
    const changed = {
      ...defaultPrivacySettings,
      grievanceOfficer: 'Meera Shah, Grievance Officer',
      grievanceEmail: 'grievance@suryaloom.example',
      reason: 'New grievance officer appointed',
    };

    it('are read by any staff member', async () => {
      const reviewer = await h.signedIn('reviewer@example.com');
      const res = await reviewer.get(settingsPath);
      expect(res.status).toBe(200);
      expect(res.body.settings).toEqual(defaultPrivacySettings);
    });

    it('are changed by admins only, with a reason, validated by the shared schema', async () => {
      const reviewer = await h.signedIn('reviewer@example.com');
      expect((await reviewer.put(settingsPath, changed)).status).toBe(403);
      const admin = await h.signedIn('admin@example.com');
      const noReason = await admin.put(settingsPath, { ...changed, reason: '' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toContain('A reason is required.');
      const badMail = await admin.put(settingsPath, { ...changed, grievanceEmail: 'nobody' });
      expect(badMail.status).toBe(400);
      expect(badMail.body.message).toContain('The grievance e-mail must be a valid e-mail address');
      expect((await admin.get(settingsPath)).body.settings).toEqual(defaultPrivacySettings);
    });

    it('make a new notice version naming the new contact, and are audited', async () => {
      const before = ((await notice()) as { data: { version: string } }).data.version;
      const admin = await h.signedIn('admin@example.com');
      const saved = await admin.put(settingsPath, changed);
      expect(saved.status).toBe(200);
      expect(saved.body.settings).toEqual({ ...changed, reason: undefined });

      const after = (await notice()) as { data: { version: string; grievance: unknown } };
      expect(after.data.version).not.toBe(before);
      expect(after.data.grievance).toEqual({
        officer: 'Meera Shah, Grievance Officer',
        email: 'grievance@suryaloom.example',
        phone: defaultPrivacySettings.grievancePhone,
      });
      const log = await admin.get('/api/hr/audit?action=privacy-settings.updated');
      expect(log.status).toBe(200);
      expect(JSON.stringify(log.body)).toContain('New grievance officer appointed');
    });

    it('leave a candidate who read the old notice free to start, and ask for the new one', async () => {
      const c = await loggedIn();
      const { data } = (await notice()) as { data: { version: string } };
      expect(c.login.body.data.progress.notice.version).toBe(data.version);
      await h.database.db
        .update(candidates)
        .set({ noticeVersion: '2026-11-29.00000000' })
        .where(eq(candidates.id, c.id));
      const status = await unread().status(c.token);
      expect(status.body.data.notice.acknowledgedVersion).not.toBe(status.body.data.notice.version);
      expect((await unread().start(c.token)).status).toBe(200);
    });
  });
});
