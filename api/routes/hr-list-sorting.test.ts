import { describe, expect, it } from 'vitest';
import { contactEnquiries } from '../db/schema/contact-enquiries.ts';
import { newsletterSubscribers } from '../db/schema/newsletter-subscribers.ts';
import { parseCsv } from '../lib/csv.ts';
import { recordAudit } from '../services/hr/audit.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/** The rows of a CSV answer as objects by header (the header line itself left out). */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text).map((r) => r.fields);
  return rows.map((fields) =>
    Object.fromEntries((header ?? []).map((h, i) => [h, fields[i] ?? ''])),
  );
}

describe(`HR enquiries, newsletter and audit log: server-side sort and exports (${testEngine})`, () => {
  const now = new Date('2026-11-23T09:00:00Z');
  const h = useHrHarness({
    now,
    staff: [
      ['reviewer@example.com', 'reviewer'],
      ['another@example.com', 'reviewer'],
    ],
    async seed(database) {
      const enquiry = (name: string, status: 'new' | 'replied' | 'archived', day: number) => ({
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
        contact: '+911',
        subject: `About ${name}`,
        message: 'Hello',
        status,
        createdAt: new Date(`2026-11-${day}T09:00:00Z`),
      });
      await database.db
        .insert(contactEnquiries)
        .values([
          enquiry('mira Lead', 'replied', 20),
          enquiry('Nina Lead', 'new', 22),
          enquiry('Zed Archive', 'archived', 21),
          { ...enquiry('Omar Lead', 'new', 19), subject: '=SUM(A1:A9)' },
        ]);
      await database.db.insert(newsletterSubscribers).values([
        {
          email: 'b@example.com',
          unsubscribeToken: 'b'.repeat(43),
          subscribedAt: new Date('2026-11-01T00:00:00Z'),
          unsubscribedAt: new Date('2026-11-05T00:00:00Z'),
        },
        {
          email: 'a@example.com',
          unsubscribeToken: 'a'.repeat(43),
          subscribedAt: new Date('2026-11-02T00:00:00Z'),
        },
        {
          email: 'c@example.com',
          unsubscribeToken: 'c'.repeat(43),
          subscribedAt: new Date('2026-11-03T00:00:00Z'),
          unsubscribedAt: new Date('2026-11-04T00:00:00Z'),
        },
      ]);
      // A row of the server itself (no actor), and sign-ins by two staff members.
      await recordAudit(database.db, null, new Date('2026-11-01T00:00:00Z'), {
        action: 'staff.created',
        entityType: 'staff',
        reason: 'First admin from HR_ADMIN_EMAIL',
      });
      await h.signedIn('reviewer@example.com');
      await h.signedIn('another@example.com');
    },
  });

  it('sorts the enquiries by name, e-mail, status and date, both ways, keeping the filters', async () => {
    const hr = await h.signedIn('reviewer@example.com');
    const names = async (query: string) => {
      const res = await hr.get(`/api/hr/enquiries?${query}`);
      expect(res.status, query).toBe(200);
      return res.body.items.map((e: { name: string }) => e.name);
    };
    for (const [query, expected] of [
      ['', ['Nina Lead', 'Zed Archive', 'mira Lead', 'Omar Lead']],
      ['sort=createdAt&order=asc', ['Omar Lead', 'mira Lead', 'Zed Archive', 'Nina Lead']],
      // Without regard to case: "mira" before "Nina".
      ['sort=name&order=asc', ['mira Lead', 'Nina Lead', 'Omar Lead', 'Zed Archive']],
      ['sort=email&order=desc&q=lead', ['Omar Lead', 'Nina Lead', 'mira Lead']],
      // Status in the order of work (new, replied, archived); equal ones keep newest first.
      ['sort=status&order=asc', ['Nina Lead', 'Omar Lead', 'mira Lead', 'Zed Archive']],
      ['sort=status&order=desc', ['Zed Archive', 'mira Lead', 'Nina Lead', 'Omar Lead']],
      ['sort=status&order=desc&status=new', ['Nina Lead', 'Omar Lead']],
    ] as const)
      expect(await names(query), query).toEqual(expected);
  });

  it('exports the enquiries with the search, the status and the order of the list', async () => {
    const hr = await h.signedIn('reviewer@example.com');
    const res = await hr.get('/api/hr/enquiries/export.csv?q=lead&status=new&sort=name&order=desc');
    expect(res.status).toBe(200);
    const rows = csvRows(res.text);
    expect(rows.map((r) => [r.name, r.status])).toEqual([
      ['Omar Lead', 'new'],
      ['Nina Lead', 'new'],
    ]);
    expect(rows[0]?.subject).toBe("'=SUM(A1:A9)");
  });

  it('sorts and exports the subscribers by e-mail and by the dates, unsubscribed last when empty', async () => {
    const hr = await h.signedIn('reviewer@example.com');
    const emails = async (path: string) =>
      (await hr.get(path)).body.items.map((s: { email: string }) => s.email);
    expect(await emails('/api/hr/newsletter?status=all')).toEqual([
      'c@example.com',
      'a@example.com',
      'b@example.com',
    ]);
    expect(await emails('/api/hr/newsletter?status=all&sort=email&order=asc')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    for (const order of ['asc', 'desc'])
      expect(
        (await emails(`/api/hr/newsletter?status=all&sort=unsubscribedAt&order=${order}`)).at(-1),
      ).toBe('a@example.com');
    expect(
      await emails('/api/hr/newsletter?status=unsubscribed&sort=unsubscribedAt&order=asc'),
    ).toEqual(['c@example.com', 'b@example.com']);
    const csv = csvRows(
      (await hr.get('/api/hr/newsletter/export.csv?status=all&q=example&sort=email&order=desc'))
        .text,
    );
    expect(csv.map((r) => r.email)).toEqual(['c@example.com', 'b@example.com', 'a@example.com']);
    expect(csv[2]?.unsubscribed_at).toBe('');
    const searched = csvRows((await hr.get('/api/hr/newsletter/export.csv?status=all&q=b@')).text);
    expect(searched.map((r) => r.email)).toEqual(['b@example.com']);
  });

  it('sorts the audit log by time, actor, action and entity, the server last by actor', async () => {
    const hr = await h.signedIn('reviewer@example.com');
    const rows = async (query: string) => {
      const res = await hr.get(`/api/hr/audit?${query}`);
      expect(res.status, query).toBe(200);
      return res.body.items as { id: number; actor: { email: string } | null; action: string }[];
    };
    const newest = await rows('');
    const oldest = await rows('sort=at&order=asc');
    expect(oldest.map((r) => r.id)).toEqual(newest.map((r) => r.id).reverse());
    expect(oldest[0]).toMatchObject({ action: 'staff.created', actor: null });
    for (const order of ['asc', 'desc']) {
      const byActor = await rows(`sort=actor&order=${order}`);
      expect(byActor.at(-1)?.actor, order).toBeNull();
      expect(byActor[0]?.actor?.email, order).toBe(
        order === 'asc' ? 'another@example.com' : 'reviewer@example.com',
      );
    }
    // By the words the log shows: "Signed in" before "Staff account added".
    expect((await rows('sort=action&order=asc'))[0]?.action).toBe('staff.sign-in');
    expect((await rows('sort=action&order=desc'))[0]?.action).toBe('staff.created');
    const byEntity = await rows('sort=entityType&order=asc&action=staff.sign-in');
    expect(byEntity.every((r) => r.action === 'staff.sign-in')).toBe(true);
  });

  it('exports the audit log with its filters in the order asked for', async () => {
    const hr = await h.signedIn('reviewer@example.com');
    const csv = csvRows((await hr.get('/api/hr/audit/export.csv?sort=actor&order=asc')).text);
    expect(csv[0]?.actor_email).toBe('another@example.com');
    expect(csv.at(-1)).toMatchObject({ actor_email: 'server', action: 'staff.created' });
    const filtered = csvRows(
      (await hr.get('/api/hr/audit/export.csv?action=staff.created&sort=at&order=asc')).text,
    );
    expect(filtered.map((r) => r.reason)).toEqual(['First admin from HR_ADMIN_EMAIL']);
  });

  it('refuses a sort field a list does not have with a 400, for the list and its export', async () => {
    const hr = await h.signedIn('reviewer@example.com');
    for (const [path, allowed] of [
      ['/api/hr/enquiries?sort=message', 'createdAt, name, email, subject, status'],
      ['/api/hr/enquiries/export.csv?sort=message', 'createdAt, name, email, subject, status'],
      ['/api/hr/newsletter?sort=unsubscribeToken', 'subscribedAt, email, unsubscribedAt'],
      ['/api/hr/newsletter/export.csv?sort=id', 'subscribedAt, email, unsubscribedAt'],
      ['/api/hr/audit?sort=reason', 'at, actor, action, entityType'],
      ['/api/hr/audit/export.csv?sort=before', 'at, actor, action, entityType'],
    ] as const) {
      const res = await hr.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({ success: false, message: `sort must be one of ${allowed}` });
    }
    expect((await hr.get('/api/hr/audit?order=sideways')).status).toBe(400);
  });
});
