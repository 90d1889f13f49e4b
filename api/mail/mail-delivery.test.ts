import { eq, sql } from 'drizzle-orm';
import { captureLog, type CapturedLog } from '../test-support/captured-log.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { contactEnquiries } from '../db/schema/contact-enquiries.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import { startMailOutboxJob } from './mail-outbox-job.ts';
import { loadConfig } from '../config.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { testClock } from '../test-support/test-clock.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import {
  startSmtpTestServer,
  startSmtpTestServerOnStablePort,
  type SmtpTestServer,
} from '../test-support/smtp-test-server.ts';
import { deliverDueMail } from './mail-delivery.ts';
import { claimNextMail, enqueueMail, retryDelayMs } from './mail-outbox.ts';
import { createSmtpTransport, type MailTransport } from './mail-transport.ts';

const enquiry = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  contact: '+919876543210',
  subject: 'A booking app for our clinics',
  message:
    'We run four clinics in Surat.\nWe need an appointment app with reminders, in Gujarati too.',
};
const from = 'Suryaloom Technologies <no-reply@suryaloom.example>';

describe(`the mail outbox against a real SMTP server (${testEngine})`, () => {
  let database: Database;
  let smtp: SmtpTestServer;
  let transport: MailTransport;
  const { clock, advance } = testClock(new Date('2026-11-22T10:00:00Z'));
  const now = () => clock.now;
  const deliver = (maxAttempts = 20) =>
    deliverDueMail({ db: database.db, send: transport.send, now, maxAttempts });
  const outbox = () => database.db.select().from(mailOutbox);
  let app: ReturnType<typeof createTestApp>['app'];
  let client = 0;
  const submit = (body = enquiry) =>
    app.request('/api/contcatUs/create', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${++client}` },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    app = createTestApp(database, { now }).app;
  });
  afterAll(() => database.close());
  let warnings: CapturedLog;
  beforeEach(async () => {
    // Failed attempts are logged as warnings; tests that expect them check them.
    warnings = captureLog();
    await database.db.execute(sql`delete from mail_outbox`);
    await database.db.execute(sql`delete from contact_enquiries`);
    smtp = await startSmtpTestServer();
    transport = createSmtpTransport(smtp.url, from);
  });
  afterEach(async () => {
    warnings.restore();
    transport.close();
    await smtp.close();
  });

  it('e-mails a new enquiry to the company inbox, once, with Reply-To the visitor', async () => {
    expect((await submit()).status).toBe(201);
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0, heldByDailyLimit: false });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['hello@suryaloom.example']);
    expect(mail?.envelopeFrom).toBe('no-reply@suryaloom.example');
    expect(mail?.headers.get('from')).toBe(from);
    expect(mail?.headers.get('reply-to')).toBe('asha@example.com');
    expect(mail?.headers.get('subject')).toBe('New project enquiry: A booking app for our clinics');
    for (const line of [
      'Name:    Asha Patel',
      'E-mail:  asha@example.com',
      'Phone:   +919876543210',
      'Subject: A booking app for our clinics',
      enquiry.message,
    ]) {
      expect(mail?.text).toContain(line);
    }
    const [row] = await outbox();
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: clock.now,
      lockedUntil: null,
    });
    // Nothing is sent twice.
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0, heldByDailyLimit: false });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the e-mail through an SMTP outage and sends it once the server is back', async () => {
    // On a port no other test can be given while this server is down.
    transport.close();
    await smtp.close();
    smtp = await startSmtpTestServerOnStablePort();
    transport = createSmtpTransport(smtp.url, from);
    const port = smtp.port;
    await smtp.close();
    // The visitor is not affected by the outage.
    expect((await submit()).status).toBe(201);
    expect(await database.db.select().from(contactEnquiries)).toHaveLength(1);

    expect(await deliver()).toEqual({ sent: 0, retrying: 1, failed: 0, heldByDailyLimit: false });
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.nextAttemptAt).toEqual(new Date(clock.now.getTime() + 30_000));
    expect(warnings.messages('warn')).toContainEqual(
      expect.stringMatching(
        /could not send enquiry-notification e-mail .* \(attempt 1\), will retry/,
      ),
    );

    smtp = await startSmtpTestServer(port);
    // Backing off: not retried before its time, even with the server back.
    advance(20_000);
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0, heldByDailyLimit: false });
    expect(smtp.received).toHaveLength(0);
    advance(10_000);
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0, heldByDailyLimit: false });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.headers.get('reply-to')).toBe('asha@example.com');
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('retries a message the server refused for now (451) with growing waits', async () => {
    await submit();
    smtp.refuseWith = { code: 451, message: 'Mailbox busy, try later' };
    expect(await deliver()).toEqual({ sent: 0, retrying: 1, failed: 0, heldByDailyLimit: false });
    advance(retryDelayMs(1));
    expect(await deliver()).toEqual({ sent: 0, retrying: 1, failed: 0, heldByDailyLimit: false });
    const [row] = await outbox();
    expect(row?.lastError).toContain('Mailbox busy');
    expect(row?.nextAttemptAt).toEqual(new Date(clock.now.getTime() + 60_000));
    smtp.refuseWith = null;
    advance(60_000);
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0, heldByDailyLimit: false });
    expect(smtp.received).toHaveLength(1);
  });

  it('backs off 30 s, doubling, up to an hour between attempts', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('marks a message failed after the last attempt, keeping the enquiry and the error', async () => {
    await submit();
    smtp.refuseWith = { code: 451, message: 'Still busy' };
    expect(await deliver(2)).toMatchObject({ retrying: 1 });
    advance(retryDelayMs(1));
    expect(await deliver(2)).toMatchObject({ failed: 1 });
    expect(warnings.messages('error')).toEqual([
      expect.stringContaining('gave up on enquiry-notification'),
    ]);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row?.lastError).toContain('Still busy');
    expect(await database.db.select().from(contactEnquiries)).toHaveLength(1);
    advance(24 * 3600_000);
    expect(await deliver(2)).toEqual({ sent: 0, retrying: 0, failed: 0, heldByDailyLimit: false });
  });

  it('lets concurrent runs (several instances) send each message exactly once', async () => {
    for (let i = 1; i <= 8; i++) await submit({ ...enquiry, subject: `Enquiry ${i}` });
    const reports = await Promise.all([deliver(), deliver(), deliver()]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(8);
    const subjects = smtp.received.map((m) => m.headers.get('subject')).sort();
    expect(subjects).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((i) => `New project enquiry: Enquiry ${i}`).sort(),
    );
    expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('picks up a message whose run died after claiming it, once the lease has ended', async () => {
    await submit();
    const claimed = await claimNextMail(database.db, clock.now);
    expect(claimed?.attempts).toBe(1);
    // The claiming run never reports back (its instance crashed).
    advance(60_000);
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0, heldByDailyLimit: false });
    advance(5 * 60_000);
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0, heldByDailyLimit: false });
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps every header on one line whatever the visitor typed as subject', async () => {
    await database.db.transaction((tx) =>
      enqueueMail(
        tx,
        { kind: 'test', to: 'a@example.com', subject: 'Hello', text: 'Body' },
        clock.now,
      ),
    );
    await submit({ ...enquiry, subject: 'Hi\r\nBcc: victim@example.com' });
    await deliver();
    const injected = smtp.received.find((m) => m.headers.get('subject')?.startsWith('New'));
    expect(injected?.headers.get('subject')).toBe(
      'New project enquiry: Hi Bcc: victim@example.com',
    );
    expect(injected?.headers.has('bcc')).toBe(false);
    expect(injected?.envelopeTo).toEqual(['hello@suryaloom.example']);
  });
});

describe(`the mail outbox job (${testEngine})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('says once that mail is off without SMTP_URL and keeps the outbox for the inbox set later', async () => {
    await enqueueMail(
      database.db,
      { kind: 'enquiry-notification', to: 'old-inbox@example.com', subject: 'Kept', text: 'Body' },
      new Date(),
    );
    const warnings = captureLog();
    const job = startMailOutboxJob(loadConfig({}), database.db, () => new Date());
    warnings.restore();
    expect(job).toBeNull();
    expect(warnings.messages()).toEqual([
      expect.stringContaining('Mail is off (SMTP_URL is not set)'),
    ]);
    const [kept] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Kept'));
    expect(kept).toMatchObject({ status: 'pending', attempts: 0 });
    // Turning mail on later sends what waited.
    const smtp = await startSmtpTestServer();
    const info = captureLog();
    const later = startMailOutboxJob(
      loadConfig({
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: '50',
        CONTACT_INBOX_EMAIL: 'sales@example.com',
      }),
      database.db,
      () => new Date(),
    );
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    // The enquiry reaches the inbox configured now, not the one it was queued for.
    expect(smtp.received[0]?.envelopeTo).toEqual(['sales@example.com']);
    await later?.stop();
    info.restore();
    await smtp.close();
  });

  it('sends the outbox in the background with SMTP_URL and stops cleanly', async () => {
    const smtp = await startSmtpTestServer();
    await enqueueMail(
      database.db,
      { kind: 'test', to: 'ops@example.com', subject: 'Ping', text: 'Body' },
      new Date(),
    );
    const info = captureLog();
    const config = loadConfig({ SMTP_URL: smtp.url, MAIL_POLL_MS: '50' });
    const job = startMailOutboxJob(config, database.db, () => new Date());
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    await job?.stop();
    info.restore();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Ping'));
    expect(row?.status).toBe('sent');
    await smtp.close();
  });
});
