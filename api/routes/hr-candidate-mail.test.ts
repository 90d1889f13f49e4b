import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { candidates } from '../db/schema/candidates.ts';
import { drives } from '../db/schema/assessments.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import { deliverDueMail } from '../mail/mail-delivery.ts';
import { createSmtpTransport, type MailTransport } from '../mail/mail-transport.ts';
import { queueDueReminders } from '../services/candidate-mail/drive-reminders.ts';
import { loadConfig } from '../config.ts';
import { ensureDefaultAssessment } from '../services/assessments/kept-assessments.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../test-support/smtp-test-server.ts';
import { testEngine } from '../test-support/test-database.ts';

const start = new Date('2026-11-23T09:00:00Z');

function at<T>(list: T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

describe(`e-mail to candidates (${testEngine})`, () => {
  const h = useHrHarness({
    now: start,
    bank: true,
    staff: adminAndReviewer,
    // As start-up does: every server has a default assessment.
    seed: (database) => ensureDefaultAssessment(database.db, loadConfig({})),
  });
  let smtp: SmtpTestServer;
  let transport: MailTransport;
  const env = () => ({ SMTP_URL: smtp.url });
  const admin = () => h.signedIn('admin@example.com', h.app(env()));
  const deliver = () =>
    deliverDueMail({
      db: h.database.db,
      send: transport.send,
      now: () => h.clock.now,
      maxAttempts: 5,
      maxPerRun: 1000,
    });
  const outboxOf = (candidateId: string) =>
    h.database.db.select().from(mailOutbox).where(eq(mailOutbox.candidateId, candidateId));
  const login = (id: string, password: string) => interviewClient(h.app()).login(id, password);
  const settings = {
    siteUrl: 'http://localhost:3000',
    hrEmail: 'hr@suryaloom.example',
    companyTimeZone: 'Asia/Kolkata',
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    transport = createSmtpTransport(smtp.url, 'Suryaloom <no-reply@suryaloom.example>');
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.rejectRecipients.clear();
    await h.database.db.execute(sql`delete from mail_outbox`);
  });

  const csv = (rows: [string, string][]) =>
    ['name,email,test_type', ...rows.map(([n, e]) => `"${n.replace(/"/g, '""')}",${e},mcqs`)].join(
      '\n',
    );

  it('invites an import: one e-mail each with its own login, a link that fills the ID, and HTML', async () => {
    const hr = await admin();
    const drive = await hr.post('/api/hr/drives', {
      name: 'Campus invite',
      assessmentId: (await hr.get('/api/hr/assessments')).body.items[0].id,
      windowStart: '2026-11-23T10:00:00+05:30',
      windowEnd: '2026-11-30T13:00:00+05:30',
      timeZone: 'Asia/Kolkata',
    });
    expect(drive.status, drive.text).toBe(201);
    const people: [string, string][] = Array.from({ length: 5 }, (_, i) => [
      i === 0 ? `Zoë "Zo" D'Souza <b>` : `Invitee ${i}`,
      `invitee${i}@example.com`,
    ]);
    const res = await hr.post(
      '/api/hr/candidates/import?cohort=Campus%20invite&invite=true',
      csv(people),
      { contentType: 'text/csv' },
    );
    expect(res.status, res.text).toBe(201);
    const created = res.body.created as { oneTimeId: string; password: string; email: string }[];
    expect(await deliver()).toMatchObject({ sent: 5, failed: 0 });
    expect(smtp.received).toHaveLength(5);
    const first = smtp.received.find((m) => m.envelopeTo[0] === 'invitee0@example.com');
    const mine = created.find((c) => c.email === 'invitee0@example.com');
    expect(first?.text).toContain(`Dear Zoë "Zo" D'Souza <b>,`);
    expect(first?.text).toContain(`One-time ID: ${mine?.oneTimeId}`);
    expect(first?.text).toContain(`Password: ${mine?.password}`);
    expect(first?.text).toContain('from Mon, 23 Nov 2026, 10:00 am to Mon, 30 Nov 2026, 1:00 pm');
    expect(first?.text).toContain('India Standard Time');
    expect(first?.text).toContain(`http://localhost:3000/login?id=${mine?.oneTimeId}`);
    expect(first?.headers.get('reply-to')).toBe('hr@suryaloom.example');
    // The HTML escapes the name and links the login; it loads nothing remote.
    expect(first?.html).toContain('Zoë &quot;Zo&quot; D&#39;Souza &lt;b&gt;');
    expect(first?.html).toContain(`<a href="http://localhost:3000/login?id=${mine?.oneTimeId}">`);
    expect(first?.html).not.toMatch(/<img|src=/);
    expect(first?.html).toContain(`Password: ${mine?.password}`);
    // Every e-mail carries its own candidate's credentials, which log in.
    for (const c of created) {
      const mail = smtp.received.find((m) => m.envelopeTo[0] === c.email);
      expect(mail?.text).toContain(`Password: ${c.password}`);
    }
    expect((await login(at(created, 3).oneTimeId, at(created, 3).password)).status).toBe(200);
    // The outbox keeps no password once sent; the list says "sent" and filters on it.
    const [row] = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'invitee1@example.com'));
    expect(row?.textBody).not.toContain(at(created, 1).password);
    expect(row?.secret).toBeNull();
    const sent = await hr.get('/api/hr/candidates?cohort=Campus%20invite&mail=sent');
    expect(sent.body.total).toBe(5);
    expect(sent.body.items[0].mail).toMatchObject({ kind: 'invitation', status: 'sent' });
    expect((await hr.get('/api/hr/candidates?cohort=Campus%20invite&mail=none')).body.total).toBe(
      0,
    );
    expect((await hr.get('/api/hr/candidates?mail=bogus')).status).toBe(400);
  });

  it('marks an address the server refuses failed with its words, and retries a temporary refusal', async () => {
    const hr = await admin();
    smtp.rejectRecipients.add('nobody@example.com');
    const made = await hr.post('/api/hr/candidates', {
      name: 'No Body',
      email: 'nobody@example.com',
      testType: 'mcqs',
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.invited).toBe(true);
    expect(await deliver()).toMatchObject({ sent: 0, failed: 1, retrying: 0 });
    const id = made.body.candidate.id as string;
    const history = await hr.get(`/api/hr/candidates/${id}/mail`);
    expect(history.body.items[0]).toMatchObject({
      kind: 'invitation',
      status: 'failed',
      attempts: 1,
    });
    expect(history.body.items[0].lastError).toMatch(/550.*mailbox unavailable/);
    const [row] = await outboxOf(id);
    expect(row?.textBody).not.toContain(made.body.credentials.password);
    expect((await hr.get('/api/hr/candidates?mail=failed')).body.items[0].id).toBe(id);

    smtp.refuseWith = { code: 451, message: '4.7.1 Try again later' };
    const other = await hr.post('/api/hr/candidates', {
      name: 'Try Later',
      email: 'later@example.com',
      testType: 'mcqs',
    });
    expect(await deliver()).toMatchObject({ retrying: 1, failed: 0 });
    smtp.refuseWith = null;
    h.advance(60_000);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [kept] = await outboxOf(other.body.candidate.id);
    expect(kept).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('invites by default only where mail goes out; invite=false queues nothing', async () => {
    const off = await h.signedIn('admin@example.com', h.app());
    const quiet = await off.post('/api/hr/candidates', {
      name: 'Mail Off',
      email: 'mailoff@example.com',
      testType: 'mcqs',
    });
    expect(quiet.body.invited).toBe(false);
    expect(await outboxOf(quiet.body.candidate.id)).toHaveLength(0);
    const asked = await off.post('/api/hr/candidates', {
      name: 'Asked For',
      email: 'asked@example.com',
      testType: 'mcqs',
      invite: true,
    });
    expect(asked.body.invited).toBe(true);
    const on = await admin();
    const declined = await on.post('/api/hr/candidates', {
      name: 'Declined',
      email: 'declined@example.com',
      testType: 'mcqs',
      invite: false,
    });
    expect(declined.body.invited).toBe(false);
    expect(await outboxOf(declined.body.candidate.id)).toHaveLength(0);
    expect((await on.get('/api/hr/mail')).body).toMatchObject({ enabled: true, queued: 1 });
    expect((await off.get('/api/hr/mail')).body).toMatchObject({ enabled: false, queued: 1 });
  });

  it('resends a new password that works while the old one fails, cancelling the queued invitation', async () => {
    const hr = await admin();
    const made = await hr.post('/api/hr/candidates', {
      name: 'Lost Mail',
      email: 'lost@example.com',
      testType: 'mcqs',
    });
    const id = made.body.candidate.id as string;
    const old = made.body.credentials as { oneTimeId: string; password: string };
    const resent = await hr.post(`/api/hr/candidates/${id}/resend`, { reason: 'Never arrived' });
    expect(resent.status, resent.text).toBe(200);
    const rows = await outboxOf(id);
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
    expect(rows.find((r) => r.status === 'cancelled')?.textBody).not.toContain(old.password);
    await deliver();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.text).toContain(`Password: ${resent.body.credentials.password}`);
    expect((await login(old.oneTimeId, old.password)).status).toBe(401);
    expect((await login(old.oneTimeId, resent.body.credentials.password)).status).toBe(200);
    expect(await h.auditOf(id, 'candidate.invitation-resent')).toHaveLength(1);
  });

  it('withdraws with a notice: queued mail cancelled, the login refused, resend and remind refused', async () => {
    const hr = await admin();
    const made = await hr.post('/api/hr/candidates', {
      name: 'Withdrawn One',
      email: 'withdrawn@example.com',
      testType: 'mcqs',
    });
    const id = made.body.candidate.id as string;
    const res = await hr.post(`/api/hr/candidates/${id}/revoke`, {
      reason: 'Position filled',
      notify: true,
    });
    expect(res.status, res.text).toBe(200);
    await deliver();
    expect(smtp.received.map((m) => m.headers.get('subject'))).toEqual([
      expect.stringMatching(/is withdrawn$/),
    ]);
    expect(smtp.received[0]?.text).not.toContain(made.body.credentials.password);
    const c = made.body.credentials;
    expect((await login(c.oneTimeId, c.password)).status).toBe(403);
    const again = await hr.post(`/api/hr/candidates/${id}/resend`, { reason: 'x' });
    expect(again.status).toBe(409);
    const remind = await hr.post(`/api/hr/candidates/${id}/remind`, {});
    expect(remind.status).toBe(409);
    expect(remind.body.message).toMatch(/withdrawn/);
  });

  it('bulk: a dry run says who is left alone and why; the real run acts on the rest, audited each', async () => {
    const hr = await admin();
    await h.database.db.insert(drives).values({ name: 'Bulk drive' }).onConflictDoNothing();
    const ids: string[] = [];
    const creds: { oneTimeId: string; password: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const made = await hr.post('/api/hr/candidates', {
        name: `Bulk ${i}`,
        email: `bulk${i}@example.com`,
        testType: 'mcqs',
        cohort: 'Bulk drive',
        invite: false,
      });
      ids.push(made.body.candidate.id);
      creds.push(made.body.credentials);
    }
    // One has started, one is withdrawn.
    const client = interviewClient(h.app());
    const token = (await client.login(at(creds, 0).oneTimeId, at(creds, 0).password)).body
      .accessToken;
    expect((await client.start(token)).status).toBe(200);
    await hr.post(`/api/hr/candidates/${ids[1]}/revoke`, { reason: 'Duplicate' });

    const ask = {
      action: 'remind',
      all: true,
      filter: { cohort: 'Bulk drive' },
      reason: 'Closing tomorrow',
    };
    const dry = await hr.post('/api/hr/candidates/bulk', { ...ask, dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, total: 4, affected: 2 });
    expect(dry.body.skipped).toEqual(
      expect.arrayContaining([
        { reason: 'already started', count: 1 },
        { reason: 'withdrawn', count: 1 },
      ]),
    );
    expect(await outboxOf(at(ids, 2))).toHaveLength(0);
    // A dry run needs no reason; the real run does.
    const unreasoned = { ...ask, reason: '' };
    expect((await hr.post('/api/hr/candidates/bulk', { ...unreasoned, dryRun: true })).status).toBe(
      200,
    );
    expect((await hr.post('/api/hr/candidates/bulk', unreasoned)).status).toBe(400);
    const stale = await hr.post('/api/hr/candidates/bulk', { ...ask, expectTotal: 3 });
    expect(stale.status).toBe(409);
    const done = await hr.post('/api/hr/candidates/bulk', { ...ask, expectTotal: 4 });
    expect(done.body).toMatchObject({ dryRun: false, affected: 2 });
    await deliver();
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'bulk2@example.com',
      'bulk3@example.com',
    ]);
    expect(smtp.received[0]?.text).not.toMatch(/Password:/);
    expect(await h.auditOf(at(ids, 2), 'candidate.reminded')).toHaveLength(1);

    // Extend by ids; outcome only to the finished (none here: refused, with its reason).
    const extend = await hr.post('/api/hr/candidates/bulk', {
      action: 'extend',
      ids: [ids[2], ids[3]],
      windowEnd: '2026-12-05T18:00:00+05:30',
      reason: 'Exams clash',
    });
    expect(extend.body.affected).toBe(2);
    const [moved] = await h.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, at(ids, 2)));
    expect(moved?.windowEnd?.toISOString()).toBe('2026-12-05T12:30:00.000Z');
    const outcome = await hr.post(`/api/hr/candidates/${ids[2]}/outcome`, {
      kind: 'shortlisted',
      reason: 'Strong',
    });
    expect(outcome.status).toBe(409);
    expect(outcome.body.message).toMatch(/not finished/);
    const resend = await hr.post('/api/hr/candidates/bulk', {
      action: 'resend',
      ids: [ids[2]],
      reason: 'Lost',
    });
    expect(resend.body.credentials).toHaveLength(1);
    expect((await login(at(creds, 2).oneTimeId, resend.body.credentials[0].password)).status).toBe(
      200,
    );
    expect(
      (await hr.post('/api/hr/candidates/bulk', { action: 'outcome', ids: [ids[2]], reason: 'x' }))
        .status,
    ).toBe(400);
  });

  it("reminds a drive's candidates who have not started, once, when its hour comes", async () => {
    const hr = await admin();
    const assessmentId = (await hr.get('/api/hr/assessments')).body.items[0].id;
    const drive = await hr.post('/api/hr/drives', {
      name: 'Reminder drive',
      assessmentId,
      windowEnd: '2026-11-24T12:00:00Z',
      reminderHoursBefore: 12,
    });
    expect(drive.body.drive).toMatchObject({ reminderHoursBefore: 12, remindersQueuedAt: null });
    const made = [];
    for (const n of ['Early', 'Late']) {
      const res = await hr.post('/api/hr/candidates', {
        name: `${n} Bird`,
        email: `${n.toLowerCase()}bird@example.com`,
        testType: 'mcqs',
        cohort: 'Reminder drive',
        invite: false,
      });
      made.push(res.body);
    }
    const client = interviewClient(h.app());
    const token = (await client.login(made[0].credentials.oneTimeId, made[0].credentials.password))
      .body.accessToken;
    expect((await client.start(token)).status).toBe(200);
    // 27 h before the close: not yet.
    expect(await queueDueReminders(h.database.db, settings, h.clock.now)).toBe(0);
    h.advance(16 * 3600_000); // 11 h before
    expect(await queueDueReminders(h.database.db, settings, h.clock.now)).toBe(1);
    expect(await queueDueReminders(h.database.db, settings, h.clock.now)).toBe(0);
    await deliver();
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual(['latebird@example.com']);
    expect(smtp.received[0]?.headers.get('subject')).toMatch(
      /^Reminder: your .* test closes Tue, 24 Nov 2026, 5:30 pm/,
    );
    // A new closing time schedules it again.
    const id = drive.body.drive.id as string;
    const moved = await (
      await admin()
    ).patch(`/api/hr/drives/${id}`, {
      windowEnd: '2026-11-24T10:00:00Z',
      reason: 'Closes earlier',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.drive.remindersQueuedAt).toBeNull();
    expect(await queueDueReminders(h.database.db, settings, h.clock.now)).toBe(1);
  });

  it('templates: per assessment, previewed with a sample, unknown placeholders and a password-less invitation refused', async () => {
    const hr = await admin();
    const id = (await hr.get('/api/hr/assessments')).body.items[0].id as string;
    const base = `/api/hr/assessments/${id}/mail-templates`;
    const read = await hr.get(base);
    expect(read.body.templates).toHaveLength(6);
    expect(read.body.templates[0]).toMatchObject({ kind: 'invitation', custom: false });
    const unknown = await hr.put(`${base}/invitation`, {
      subject: 'Hi {{first_name}}',
      body: '{{one_time_id}} {{password}}',
      reason: 'New words',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^Unknown placeholder \{\{first_name\}\}\. Use one of:/);
    const noPassword = await hr.put(`${base}/invitation`, {
      subject: 'Hi',
      body: 'Your ID: {{one_time_id}}',
      reason: 'New words',
    });
    expect(noPassword.body.message).toBe('The body must hold {{password}}.');
    const leak = await hr.put(`${base}/reminder`, {
      subject: 'Hi',
      body: 'Password {{password}}',
      reason: 'x',
    });
    expect(leak.body.message).toBe('This e-mail cannot hold {{password}}.');
    expect((await hr.put(`${base}/bogus`, { subject: 'a', body: 'b', reason: 'c' })).status).toBe(
      404,
    );

    const preview = await hr.post(`${base}/invitation/preview`, {
      subject: 'Namaste {{candidate_name}}',
      body: 'Hello {{candidate_name}}, ID {{one_time_id}}, password {{password}}, {{window}}',
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.subject).toBe('Namaste Priya "Pri" Shah-Ñúñez');
    // In the window of the assessment's first drive, in its zone.
    expect(preview.body.text).toMatch(/ 2026, \d+:\d\d [ap]m \(India Standard Time\)$/);
    expect(preview.body.html).toContain('Priya &quot;Pri&quot; Shah-Ñúñez');

    const saved = await hr.put(`${base}/invitation`, {
      subject: 'Your {{assessment}} login',
      body: 'Hi {{candidate_name}}: {{one_time_id}} / {{password}} at {{login_link}}',
      reason: 'Shorter',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.templates[0]).toMatchObject({
      custom: true,
      subject: 'Your {{assessment}} login',
    });
    const made = await hr.post('/api/hr/candidates', {
      name: 'Template User',
      email: 'template@example.com',
      testType: 'mcqs',
    });
    await deliver();
    expect(smtp.received[0]?.text).toBe(
      `Hi Template User: ${made.body.credentials.oneTimeId} / ${made.body.credentials.password} at http://localhost:3000/login?id=${made.body.credentials.oneTimeId}`,
    );
    const reset = await hr.delete(`${base}/invitation`, { reason: 'Back' });
    expect(reset.body.templates[0].custom).toBe(false);
    expect(await h.auditOf(id, 'assessment.mail-template-changed')).toHaveLength(2);
  });

  it('sends at the configured rate and stops at the daily limit', async () => {
    const hr = await admin();
    for (let i = 0; i < 4; i++)
      await hr.post('/api/hr/candidates', {
        name: `Paced ${i}`,
        email: `paced${i}@example.com`,
        testType: 'mcqs',
      });
    const waits: number[] = [];
    let now = h.clock.now.getTime();
    const report = await deliverDueMail({
      db: h.database.db,
      send: transport.send,
      now: () => new Date(now),
      maxAttempts: 5,
      ratePerSecond: 2,
      dailyLimit: 3,
      sleep: (ms) => {
        waits.push(ms);
        now += ms;
        return Promise.resolve();
      },
    });
    expect(report).toMatchObject({ sent: 3, heldByDailyLimit: true });
    expect(waits).toEqual([500, 500]);
    expect(smtp.received).toHaveLength(3);
  });
});
