import { describe, expect, it } from 'vitest';
import { parseCsv } from '../lib/csv.ts';
import { createStaffAccount, downloadCsv, hrClient } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

const emailsOf = (body: { items: { email: string }[] }) => body.items.map((s) => s.email);

describe(`HR staff list: filter, sort and CSV export (${testEngine})`, () => {
  const now = new Date('2026-11-23T09:00:00Z');
  // Signing in stamps the admin's last sign-in with the test clock (the newest of all).
  const h = useHrHarness({
    now,
    staff: [
      [
        'admin@example.com',
        'admin',
        { name: 'Asha Admin', createdAt: new Date('2026-10-01T00:00:00Z') },
      ],
      [
        'bea@example.com',
        'reviewer',
        {
          name: 'bea reviewer',
          createdAt: new Date('2026-10-03T00:00:00Z'),
          lastSignInAt: new Date('2026-11-20T08:00:00Z'),
        },
      ],
      [
        'carl@example.com',
        'reviewer',
        {
          name: 'Carl Gone',
          createdAt: new Date('2026-10-02T00:00:00Z'),
          disabledAt: new Date('2026-11-10T00:00:00Z'),
          lastSignInAt: new Date('2026-11-01T08:00:00Z'),
        },
      ],
      [
        'dev@example.com',
        'admin',
        {
          name: '=HYPERLINK("http://evil.example","Dev")',
          createdAt: new Date('2026-10-04T00:00:00Z'),
          mustChangePassword: true,
        },
      ],
    ],
  });
  const admin = () => h.signedIn('admin@example.com');

  it('lists by e-mail by default, and searches e-mail or name in any case', async () => {
    const hr = await admin();
    const all = await hr.get('/api/hr/staff');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(emailsOf(all.body)).toEqual([
      'admin@example.com',
      'bea@example.com',
      'carl@example.com',
      'dev@example.com',
    ]);
    expect(emailsOf((await hr.get('/api/hr/staff?q=CARL@')).body)).toEqual(['carl@example.com']);
    expect(emailsOf((await hr.get('/api/hr/staff?q=REVIEWER')).body)).toEqual(['bea@example.com']);
    // The pattern characters of LIKE are taken literally.
    expect((await hr.get('/api/hr/staff?q=%25')).body.total).toBe(0);
  });

  it('filters by role and by active or disabled, together with a search', async () => {
    const hr = await admin();
    expect(emailsOf((await hr.get('/api/hr/staff?role=reviewer')).body)).toEqual([
      'bea@example.com',
      'carl@example.com',
    ]);
    expect(emailsOf((await hr.get('/api/hr/staff?status=disabled')).body)).toEqual([
      'carl@example.com',
    ]);
    const active = await hr.get('/api/hr/staff?status=active&role=reviewer');
    expect(active.body).toMatchObject({ total: 1, items: [{ email: 'bea@example.com' }] });
    expect((await hr.get('/api/hr/staff?status=active&q=carl')).body.total).toBe(0);
  });

  it('sorts on the server by name, role, last sign-in and creation, both ways', async () => {
    const hr = await admin();
    const sorted = async (query: string) => emailsOf((await hr.get(`/api/hr/staff?${query}`)).body);
    // Names compare without regard to case ("bea" between "Asha" and "Carl"). Where the name
    // starting with "=" goes depends on the database's collation: it is left out here.
    const byName = async (order: string) =>
      (await sorted(`sort=name&order=${order}`)).filter((e) => e !== 'dev@example.com');
    expect(await byName('asc')).toEqual([
      'admin@example.com',
      'bea@example.com',
      'carl@example.com',
    ]);
    expect(await byName('desc')).toEqual([
      'carl@example.com',
      'bea@example.com',
      'admin@example.com',
    ]);
    // Equal roles fall back to the e-mail.
    expect(await sorted('sort=role&order=desc')).toEqual([
      'bea@example.com',
      'carl@example.com',
      'admin@example.com',
      'dev@example.com',
    ]);
    // Never signed in comes last in either order.
    expect(await sorted('sort=lastSignInAt&order=desc')).toEqual([
      'admin@example.com',
      'bea@example.com',
      'carl@example.com',
      'dev@example.com',
    ]);
    expect(await sorted('sort=lastSignInAt&order=asc')).toEqual([
      'carl@example.com',
      'bea@example.com',
      'admin@example.com',
      'dev@example.com',
    ]);
    expect(await sorted('sort=createdAt&order=desc&limit=2&offset=1')).toEqual([
      'bea@example.com',
      'carl@example.com',
    ]);
  });

  it('refuses an unknown sort, order, role or status with a 400 naming the allowed values', async () => {
    const hr = await admin();
    for (const [path, message] of [
      ['/api/hr/staff?sort=passwordHash', /sort must be one of email, name, role, lastSignInAt/],
      ['/api/hr/staff?order=up', /order must be asc or desc/],
      ['/api/hr/staff?role=owner', /role must be one of admin, reviewer/],
      ['/api/hr/staff?status=gone', /status must be one of active, disabled/],
      ['/api/hr/staff/export.csv?sort=passwordHash', /sort must be one of/],
      ['/api/hr/staff/export.csv?status=gone', /status must be one of/],
    ] as const) {
      const res = await hr.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(message);
    }
  });

  it('exports the filtered list in its order as CSV, without hashes and with formulas neutralised', async () => {
    const hr = await admin();
    const { text, rows } = await downloadCsv(hr, '/api/hr/staff/export.csv', {
      fileName: 'staff.csv',
      header: 'email,name,role,status,must_change_password,last_sign_in_at,created_at,id',
    });
    expect(text).not.toMatch(/scrypt|password_hash/);
    expect(rows.map((r) => r[0])).toEqual([
      'admin@example.com',
      'bea@example.com',
      'carl@example.com',
      'dev@example.com',
    ]);
    expect(rows[2]?.slice(0, 7)).toEqual([
      'carl@example.com',
      'Carl Gone',
      'reviewer',
      'disabled',
      'false',
      // In the company's clock with its offset (India Standard Time by default).
      '2026-11-01T13:30:00+05:30',
      '2026-10-02T05:30:00+05:30',
    ]);
    // A spreadsheet shows the name as text instead of running it.
    expect(rows[3]?.slice(1, 5)).toEqual([
      '\'=HYPERLINK("http://evil.example","Dev")',
      'admin',
      'active',
      'true',
    ]);
    expect(rows[3]?.[5]).toBe('');

    const filtered = parseCsv(
      (await hr.get('/api/hr/staff/export.csv?role=reviewer&sort=lastSignInAt&order=desc')).text,
    );
    expect(filtered.slice(1).map((r) => r.fields[0])).toEqual([
      'bea@example.com',
      'carl@example.com',
    ]);
  });

  it('keeps the list and its export to admins', async () => {
    await createStaffAccount(h.database, 'eve@example.com', 'reviewer');
    const reviewer = await h.signedIn('eve@example.com');
    const refused = await reviewer.get('/api/hr/staff/export.csv');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This needs an admin account.');
    expect((await hrClient(h.app()).get('/api/hr/staff/export.csv')).status).toBe(401);
  });
});
