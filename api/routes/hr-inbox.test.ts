import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit-log.ts';
import { contactEnquiries } from '../db/schema/contact-enquiries.ts';
import { newsletterSubscribers } from '../db/schema/newsletter-subscribers.ts';
import { parseCsv } from '../lib/csv.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

describe(`HR enquiries, newsletter and audit log (${testEngine})`, () => {
  const now = new Date('2026-11-23T09:00:00Z');
  const h = useHrHarness({
    now,
    staff: [['reviewer@example.com', 'reviewer']],
    async seed(database) {
      await database.db.insert(contactEnquiries).values([
        {
          name: 'Old Lead',
          email: 'old@example.com',
          contact: '+911',
          subject: 'Website',
          message: 'Line one\nline two, with a comma',
          createdAt: new Date('2026-11-20T09:00:00Z'),
        },
        {
          name: 'New Lead',
          email: 'new@example.com',
          contact: '+912',
          subject: '=HYPERLINK("x")',
          message: 'Hello',
          createdAt: new Date('2026-11-22T09:00:00Z'),
        },
      ]);
      await database.db.insert(newsletterSubscribers).values([
        {
          email: 'a@example.com',
          unsubscribeToken: 'a'.repeat(43),
          subscribedAt: new Date('2026-11-01T00:00:00Z'),
        },
        {
          email: 'b@example.com',
          unsubscribeToken: 'b'.repeat(43),
          subscribedAt: new Date('2026-11-02T00:00:00Z'),
          unsubscribedAt: new Date('2026-11-03T00:00:00Z'),
        },
      ]);
    },
  });
  const reviewer = () => h.signedIn('reviewer@example.com');

  it('lists enquiries newest first with the whole message, moves one on, and filters by status', async () => {
    const hr = await reviewer();
    const list = await hr.get('/api/hr/enquiries');
    expect(list.body.total).toBe(2);
    expect(
      list.body.items.map((e: { name: string; status: string }) => [e.name, e.status]),
    ).toEqual([
      ['New Lead', 'new'],
      ['Old Lead', 'new'],
    ]);
    expect(list.body.items[1].message).toBe('Line one\nline two, with a comma');
    const id = list.body.items[1].id as string;
    const replied = await hr.patch(`/api/hr/enquiries/${id}`, {
      status: 'replied',
      reason: 'Called back',
    });
    expect(replied.body.enquiry).toMatchObject({
      status: 'replied',
      statusChangedAt: now.toISOString(),
    });
    expect((await hr.patch(`/api/hr/enquiries/${id}`, { status: 'lost' })).status).toBe(400);
    expect(
      (await hr.get('/api/hr/enquiries?status=new')).body.items.map(
        (e: { name: string }) => e.name,
      ),
    ).toEqual(['New Lead']);
    expect((await hr.get('/api/hr/enquiries?q=comma')).body.total).toBe(1);
  });

  it('refuses a NUL character in a search or filter with a 400, never the database error', async () => {
    const hr = await reviewer();
    for (const path of [
      '/api/hr/enquiries?q=%00',
      '/api/hr/newsletter?status=a%00b',
      '/api/hr/audit?action=x%00',
      '/api/hr/candidates?q=%00&limit=5',
      '/api/hr/enquiries?%00=1',
    ]) {
      const res = await hr.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'The request contains a character that is not allowed (U+0000).',
      });
    }
  });

  it('exports enquiries and subscribers as CSV a spreadsheet opens safely', async () => {
    const hr = await reviewer();
    const enquiries = parseCsv((await hr.get('/api/hr/enquiries/export.csv')).text);
    expect(enquiries[0]?.fields).toEqual([
      'created_at',
      'name',
      'email',
      'contact',
      'subject',
      'status',
      'message',
    ]);
    expect(enquiries[1]?.fields[4]).toBe('\'=HYPERLINK("x")');
    expect(enquiries[2]?.fields[6]).toBe('Line one\nline two, with a comma');
    const subscribers = await hr.get('/api/hr/newsletter');
    expect(subscribers.body.items.map((s: { email: string }) => s.email)).toEqual([
      'a@example.com',
    ]);
    expect((await hr.get('/api/hr/newsletter?status=all')).body.total).toBe(2);
    const csv = parseCsv((await hr.get('/api/hr/newsletter/export.csv?status=all')).text);
    expect(csv.map((r) => r.fields[0])).toEqual(['email', 'b@example.com', 'a@example.com']);
  });

  it('shows the audit log newest first, filtered, and as CSV; no route changes it', async () => {
    const hr = await reviewer();
    const log = await hr.get('/api/hr/audit?entityType=enquiry');
    expect(log.body.items[0]).toMatchObject({
      action: 'enquiry.status-changed',
      actor: { email: 'reviewer@example.com' },
      reason: 'Called back',
      before: { status: 'new' },
      after: { status: 'replied' },
    });
    const csv = parseCsv((await hr.get('/api/hr/audit/export.csv?entityType=enquiry')).text);
    expect(csv[1]?.fields.slice(1, 4)).toEqual([
      'reviewer@example.com',
      'enquiry.status-changed',
      'enquiry',
    ]);
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      expect(
        (
          await hr.send(
            method,
            `/api/hr/audit/${log.body.items[0].id}`,
            method === 'DELETE' ? undefined : {},
          )
        ).status,
      ).toBe(404);
    }
  });

  it('refuses UPDATE and DELETE on the audit table in the database itself', async () => {
    const [row] = await h.database.db.select().from(auditLog);
    expect(row).toBeDefined();
    // Drizzle wraps the database's error; its cause is the engine's own message.
    const refusal = async (statement: Promise<unknown>) => {
      try {
        await statement;
      } catch (error) {
        return String((error as Error).cause ?? error);
      }
      return 'no error';
    };
    expect(
      await refusal(h.database.db.execute(sql`update audit_log set reason = 'rewritten'`)),
    ).toMatch(/append-only/);
    expect(await refusal(h.database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    const [after] = await h.database.db.select().from(auditLog);
    expect(after).toEqual(row);
  });
});
