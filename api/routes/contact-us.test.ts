import { describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/captured-log.ts';
import type { App } from '../app.ts';
import { contactEnquiries } from '../db/schema/contact-enquiries.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { usePublicFormHarness, visitorPost } from '../test-support/public-form-harness.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';

const valid = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  contact: '+919876543210',
  subject: 'A booking app for our clinics',
  message: 'We run four clinics in Surat and need an appointment app.',
};

const postFrom = visitorPost('198.51.100');
const post = (app: App, body: unknown, headers: Record<string, string> = {}) =>
  postFrom(app, '/api/contcatUs/create', body, headers);

describe(`POST /api/contcatUs/create (${testEngine})`, () => {
  const h = usePublicFormHarness({
    now: new Date('2026-11-22T10:00:00Z'),
    emptied: ['contact_enquiries', 'mail_outbox', 'rate_limits'],
  });
  const { app, clock } = h;

  const enquiries = () => h.db().db.select().from(contactEnquiries);
  const outbox = () => h.db().db.select().from(mailOutbox);

  it('refuses a field that is not text instead of storing it as text', async () => {
    for (const [field, value] of [
      ['name', true],
      ['name', 12345],
      ['subject', false],
      ['message', ['a', 'b']],
      ['contact', 919876543210],
      ['email', { address: 'asha@example.com' }],
    ] as const) {
      const res = await post(app(), { ...valid, [field]: value });
      expect(res.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect((await res.json()).message).toMatch(/must be text$/);
    }
    expect(await enquiries()).toHaveLength(0);
  });

  it('refuses a name, subject or message made only of invisible characters', async () => {
    for (const [field, value] of [
      ['name', '\u200b\u200b\u200b'],
      ['name', '\u202e\u200f\u200e'],
      ['name', '\u2063\u3164\ufeff'],
      ['subject', '\u200d\u2060'],
      ['message', '\u00a0\u200b\u0301'],
    ] as const) {
      const res = await post(app(), { ...valid, [field]: value });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect((await res.json()).message).toMatch(/must contain visible characters$/);
    }
    expect(await enquiries()).toHaveLength(0);
    // Scripts written right to left are visible characters, of course.
    expect((await post(app(), { ...valid, name: 'علی رضا' })).status).toBe(201);
  });

  it('stores a valid enquiry before answering sucess: true, and queues the notification', async () => {
    const res = await post(app(), valid);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      sucess: true,
      message: 'Contact form submitted successfully!',
    });
    const rows = await enquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, createdAt: clock.now, idempotencyKey: null });
    const mail = await outbox();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'enquiry-notification',
      toAddress: 'hello@suryaloom.example',
      replyTo: valid.email,
      subject: `New project enquiry: ${valid.subject}`,
      status: 'pending',
      attempts: 0,
    });
    expect(mail[0]?.textBody).toContain(valid.message);
  });

  it('trims the fields and ignores fields it does not know', async () => {
    const res = await post(app(), { ...valid, name: '  Asha Patel  ', isAdmin: true });
    expect(res.status).toBe(201);
    expect((await enquiries())[0]?.name).toBe('Asha Patel');
  });

  it.each([
    ['name', undefined, 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['email', undefined, 'Email is required'],
    ['email', '', 'Email is required'],
    ['email', 'asha.example.com', 'Invalid email address'],
    ['email', 'asha@', 'Invalid email address'],
    ['contact', undefined, 'Phone number is required'],
    ['contact', '0261400274', 'Phone number is not valid'],
    ['contact', '+1', 'Phone number is not valid'],
    ['contact', '+9198765432101234', 'Phone number is not valid'],
    ['contact', '+91 98765 43210', 'Phone number is not valid'],
    ['contact', '98765x3210', 'Phone number is not valid'],
    ['subject', undefined, 'Subject is required'],
    ['subject', '', 'Subject is required'],
    ['message', undefined, 'Message is required'],
    ['message', ' \n ', 'Message is required'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const res = await post(app(), { ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ sucess: false, message });
    expect(await enquiries()).toHaveLength(0);
  });

  it('accepts the shortest and longest phone numbers of the pattern, with or without a plus', async () => {
    for (const contact of ['12', '+12', '123456789012345', '+919876543210']) {
      const res = await post(app(), { ...valid, contact });
      expect(res.status, contact).toBe(201);
    }
  });

  it("names the first failing field in the form's order when several fail", async () => {
    const res = await post(app(), { email: 'nope', message: '' });
    expect(await res.json()).toEqual({ sucess: false, message: 'Name is required' });
    const later = await post(app(), { ...valid, subject: '', message: '', email: 'x' });
    expect((await later.json()).message).toBe('Invalid email address');
  });

  it.each([
    ['name', 100, 'Name must be at most 100 characters'],
    ['email', 254, 'Email must be at most 254 characters'],
    ['subject', 150, 'Subject must be at most 150 characters'],
    ['message', 5000, 'Message must be at most 5000 characters'],
  ])('limits %s to %i characters', async (field, max, message) => {
    const value = (length: number) =>
      field === 'email' ? `${'a'.repeat(length - 12)}@example.com` : 'x'.repeat(length);
    const atLimit = await post(app(), { ...valid, [field]: value(max) });
    expect(atLimit.status).toBe(201);
    const over = await post(app(), { ...valid, [field]: value(max + 1) });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ sucess: false, message });
    expect(await enquiries()).toHaveLength(1);
  });

  it('answers 413 for a body far larger than any enquiry', async () => {
    const res = await post(app(), { ...valid, message: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ sucess: false });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await post(app(), 'name=Asha&email=asha%40example.com', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      sucess: false,
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });

  it('answers 400, never 500, for malformed JSON and bodies that are not an object', async () => {
    for (const body of ['{"name": "Asha",', '', '[]', '"text"', 'null', '42']) {
      const res = await post(app(), body);
      expect(res.status, body).toBe(400);
      const answer = await res.json();
      expect(answer.sucess, body).toBe(false);
      expect(typeof answer.message).toBe('string');
    }
  });

  it('answers 400 when a field has the wrong type', async () => {
    const res = await post(app(), { ...valid, message: { text: 'hi' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ sucess: false, message: 'Message must be text' });
  });

  it('answers 400, never 500, for text with a NUL character, which the database cannot store', async () => {
    for (const field of ['name', 'subject', 'message'] as const) {
      const res = await post(app(), { ...valid, [field]: `before\u0000after` });
      expect(res.status, field).toBe(400);
      expect(await res.json()).toEqual({
        sucess: false,
        message: 'The request contains a character that is not allowed (U+0000).',
      });
    }
    expect(await enquiries()).toEqual([]);
  });

  it('accepts a bot that fills the honeypot and keeps nothing of it', async () => {
    const res = await post(app(), { ...valid, website: 'https://cheap-seo.example' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      sucess: true,
      message: 'Contact form submitted successfully!',
    });
    expect(await enquiries()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it('stores one enquiry for repeated submissions with the same idempotency key', async () => {
    const headers = { 'idempotency-key': 'b2f1c0de-5e11-4a9b-8c2d-000000000001' };
    const first = await post(app(), valid, headers);
    const retry = await post(app(), valid, headers);
    const racing = await Promise.all([1, 2, 3].map(() => post(app(), valid, headers)));
    expect(first.status).toBe(201);
    for (const res of [retry, ...racing]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        sucess: true,
        message: 'Contact form submitted successfully!',
      });
    }
    const rows = await enquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotencyKey).toBe(headers['idempotency-key']);
    expect(await outbox()).toHaveLength(1);
    const other = await post(app(), valid, { 'idempotency-key': 'another-key-0000000000002' });
    expect(other.status).toBe(201);
    expect(await enquiries()).toHaveLength(2);
  });

  it('answers 400 for a malformed idempotency key', async () => {
    const res = await post(app(), valid, { 'idempotency-key': 'short' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      sucess: false,
      message: 'Idempotency-Key must be 16 to 100 letters, digits, hyphens or underscores.',
    });
  });

  it('answers 429 with Retry-After once a client is over the limit, in the database', async () => {
    const limited = createTestApp(h.db(), {
      now: () => clock.now,
      env: { CONTACT_RATE_LIMIT: '2', FORMS_RATE_WINDOW_SECONDS: '600' },
    }).app;
    const from = { 'x-forwarded-for': '203.0.113.9' };
    expect((await post(limited, valid, from)).status).toBe(201);
    expect((await post(limited, valid, from)).status).toBe(201);
    const refused = await post(limited, valid, from);
    expect(refused.status).toBe(429);
    // The clock is at 10:00:00, the start of a 10-minute window.
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toEqual({
      sucess: false,
      message:
        'Too many enquiries from your network. Please try again in 10 minutes, or call or e-mail us.',
    });
    expect(await enquiries()).toHaveLength(2);
    // A second app instance on the same database sees the same count.
    const otherInstance = createTestApp(h.db(), {
      now: () => clock.now,
      env: { CONTACT_RATE_LIMIT: '2' },
    }).app;
    expect((await post(otherInstance, valid, from)).status).toBe(429);
    // Other clients are not affected.
    expect((await post(limited, valid, { 'x-forwarded-for': '203.0.113.10' })).status).toBe(201);
  });

  it('answers in the sucess shape, not a bare 500 page, when the database fails', async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const logged = captureLog();
    const res = await post(createTestApp(broken).app, valid);
    logged.restore();
    const requestId = res.headers.get('X-Request-Id');
    expect(logged.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'POST /api/contcatUs/create failed',
        reqId: requestId,
      }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      sucess: false,
      message: `Something went wrong on our side. Please try again. If it happens again, quote reference ${requestId}.`,
      requestId,
    });
  });
});
