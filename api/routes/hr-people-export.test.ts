import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { candidateWithEverything } from '../test-support/person-with-data.ts';
import { testEngine } from '../test-support/test-database.ts';
import { makeZip, unzipEntries } from '../test-support/zips.ts';

/**
 * Issue 40, access and correction: HR exports everything the product holds about one person as
 * one archive a person can read; enquirers and subscribers are found, exported, corrected and
 * erased too.
 */
describe(`people's data requests (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-29T05:00:00Z'),
    bank: true,
    staff: adminAndReviewer,
  });

  it('exports a candidate as one readable zip: details, answers, events, e-mails and the upload', async () => {
    const zip = await makeZip({ 'solution/index.js': 'console.log("hello")' });
    const { admin, candidate, total } = await candidateWithEverything(
      h,
      { name: 'Anil Kumar Verma', email: 'anil.verma@example.in', phone: '+919900112233' },
      '198.51.100.9',
      zip,
      'anil solution.zip',
    );
    const found = await admin.get('/api/hr/people?q=anil.verma');
    expect(found.status, found.text).toBe(200);
    expect(found.body.candidates).toEqual([
      expect.objectContaining({ id: candidate.id, fullName: 'Anil Kumar Verma', erasedAt: null }),
    ]);

    const res = await admin.get(`/api/hr/people/candidates/${candidate.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="personal-data-anil-kumar-verma-2026-11-29.zip"',
    );
    const entries = await unzipEntries(res.bytes);
    const names = [...entries.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'personal-data.txt',
        'personal-data.json',
        'upload/1-anil-solution.zip',
      ]),
    );
    expect(entries.get('upload/1-anil-solution.zip')).toEqual(zip);
    const text = entries.get('personal-data.txt')?.toString() ?? '';
    expect(text).toContain('about the candidate Anil Kumar Verma');
    expect(text).toContain('email: anil.verma@example.in');
    expect(text).toContain('198.51.100.9');
    expect(text.match(/Your answer: [A-D] \(right\)/g)).toHaveLength(total);
    const data = JSON.parse(entries.get('personal-data.json')?.toString() ?? '{}') as {
      candidate: { phone: string };
      attempts: { questions: Record<string, unknown>[]; answers: unknown[]; events: unknown[] }[];
      decisions: unknown[];
    };
    expect(data.candidate.phone).toBe('+919900112239');
    expect(data.attempts[0]?.answers).toHaveLength(total);
    expect(data.attempts[0]?.events.length).toBeGreaterThan(total);
    // The questions as shown, never the key.
    expect(Object.keys(data.attempts[0]?.questions[0] ?? {})).toEqual(['question', 'options']);
    expect(JSON.stringify(data)).not.toContain('correctOptionIndex');

    const reviewer = await h.signedIn('reviewer@example.com');
    expect((await reviewer.get(`/api/hr/people/candidates/${candidate.id}/export`)).status).toBe(
      403,
    );
    expect((await reviewer.get('/api/hr/people?q=anil')).status).toBe(403);
    expect((await admin.get('/api/hr/people?q=a')).status).toBe(400);
  });

  it('finds, exports, corrects and erases an enquirer by address, and a subscriber', async () => {
    const admin = await h.signedIn('admin@example.com');
    const sent = await h.app().request('/api/contcatUs/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Farhan Qureshi',
        email: 'farhan.q@example.in',
        contact: '9876501234',
        subject: 'A mobile app',
        message: 'We need an app for our shop; I am Farhan Qureshi.',
      }),
    });
    expect(sent.status).toBe(201);
    const subscribed = await h.app().request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'farhan.q@example.in' }),
    });
    expect(subscribed.status).toBeLessThan(300);

    const found = (await admin.get('/api/hr/people?q=FARHAN.Q@')).body as {
      enquirers: { email: string; names: string[]; enquiries: { id: string }[] }[];
      subscribers: { id: string; email: string }[];
    };
    expect(found.enquirers).toEqual([
      expect.objectContaining({ email: 'farhan.q@example.in', names: ['Farhan Qureshi'] }),
    ]);
    expect(found.subscribers).toHaveLength(1);
    const subscriberId = found.subscribers[0]?.id ?? '';

    const exported = await admin.get('/api/hr/people/enquirers/export?email=farhan.q@example.in');
    expect(exported.status).toBe(200);
    const text = (await unzipEntries(exported.bytes)).get('personal-data.txt')?.toString();
    expect(text).toContain('We need an app for our shop');

    const corrected = await admin.put('/api/hr/people/enquirers', {
      email: 'farhan.q@example.in',
      name: 'Farhan A. Qureshi',
      newEmail: 'farhan.qureshi@example.in',
      reason: 'He wrote to correct his name and address',
    });
    expect(corrected.status, corrected.text).toBe(200);
    const moved = await admin.put(`/api/hr/people/subscribers/${subscriberId}`, {
      email: 'farhan.qureshi@example.in',
      reason: 'Same request',
    });
    expect(moved.status, moved.text).toBe(200);
    const after = (await admin.get('/api/hr/people?q=farhan.qureshi')).body as typeof found;
    expect(after.enquirers[0]?.names).toEqual(['Farhan A. Qureshi']);
    expect(after.subscribers[0]?.email).toBe('farhan.qureshi@example.in');

    const erased = await admin.post('/api/hr/people/enquirers/erase', {
      email: 'farhan.qureshi@example.in',
      reason: 'He asked to be forgotten',
    });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.removed).toMatchObject({ contact_enquiries: 1 });
    const unsubscribed = await admin.post(`/api/hr/people/subscribers/${subscriberId}/erase`, {
      reason: 'He asked to be forgotten',
    });
    expect(unsubscribed.status, unsubscribed.text).toBe(200);
    // Nothing of him is left: not the enquiry, the mail about it, the subscription, the audit rows.
    for (const value of ['farhan', '9876501234']) {
      const [row] = await queryRows<{ n: number | string }>(
        h.database.db,
        sql`select (select count(*) from contact_enquiries where concat_ws(' ', name, email, contact, message) ilike ${`%${value}%`})
             + (select count(*) from mail_outbox where concat_ws(' ', to_address, subject, text_body) ilike ${`%${value}%`})
             + (select count(*) from newsletter_subscribers where email ilike ${`%${value}%`})
             + (select count(*) from audit_log where concat_ws(' ', reason, before::text, after::text) ilike ${`%${value}%`}) as n`,
      );
      expect(Number(row?.n), value).toBe(0);
    }
    expect(
      (await admin.get('/api/hr/people/enquirers/export?email=farhan.qureshi@example.in')).status,
    ).toBe(404);
  });
});
