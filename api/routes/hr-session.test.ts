import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit-log.ts';
import { staffSessions } from '../db/schema/staff.ts';
import { createCandidate } from '../test-support/candidates.ts';
import { createStaffAccount, hrClient, staffPassword } from '../test-support/hr-client.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

// Staff passwords are hashed at OWASP's scrypt cost on purpose (about 0.3 s each on a quiet
// machine, several times that on a busy one): the account tests hash several.
describe(`HR sign-in, sessions and CSRF (${testEngine})`, { timeout: 90_000 }, () => {
  const start = new Date('2026-11-23T09:00:00Z');
  const h = useHrHarness({
    now: start,
    staff: [...adminAndReviewer, ['gone@example.com', 'reviewer', { disabledAt: start }]],
    seed: (database) => createCandidate(database, 'CAND-1'),
  });
  const { app } = h;
  const minutes = (n: number) => h.advance(n * 60_000);

  it('signs in with an HttpOnly, SameSite=Strict cookie scoped to the HR API, and answers the session', async () => {
    const hr = hrClient(app());
    const res = await hr.signIn('Admin@Example.com');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      staff: { email: 'admin@example.com', role: 'admin', disabled: false },
      csrfToken: expect.any(String),
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^hr_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/hr/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.text).not.toContain('passwordHash');

    const again = await hr.get('/api/hr/session');
    expect(again.status).toBe(200);
    expect(again.body.csrfToken).toBe(res.body.csrfToken);
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const hr = hrClient(app(), { origin: null });
    const res = await hr.send(
      'POST',
      '/api/hr/session',
      { email: 'admin@example.com', password: staffPassword },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('believes X-Forwarded-Proto about HTTPS only from a proxy TRUST_PROXY names', async () => {
    // Signs in over a socket from `peer`, as @hono/node-server hands the request to the app.
    const cookieVia = async (trustProxy: string, peer: string) => {
      const res = await app({ TRUST_PROXY: trustProxy }).request(
        'http://localhost/api/hr/session',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
          body: JSON.stringify({ email: 'admin@example.com', password: staffPassword }),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
      expect(res.status).toBe(200);
      return res.headers.get('set-cookie') ?? '';
    };
    expect(await cookieVia('false', '203.0.113.7')).not.toMatch(/Secure/);
    expect(await cookieVia('10.0.0.0/8', '203.0.113.7')).not.toMatch(/Secure/);
    expect(await cookieVia('10.0.0.0/8', '10.0.0.5')).toMatch(/Secure/);
    expect(await cookieVia('loopback', '::ffff:127.0.0.1')).toMatch(/Secure/);
  });

  it('stores only a hash of the session id, and rotates it on every sign-in', async () => {
    const hr = hrClient(app());
    await hr.as('admin@example.com');
    const first = hr.cookie;
    await hr.as('admin@example.com');
    expect(hr.cookie).not.toBe(first);
    const old = hrClient(app());
    old.cookie = first;
    expect((await old.get('/api/hr/session')).status).toBe(401);
    const stored = await h.database.db.select().from(staffSessions);
    const token = (hr.cookie ?? '').split('=')[1] ?? '';
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a wrong password, an unknown e-mail and a disabled account with one message', async () => {
    const hr = hrClient(app(), { ip: '203.0.113.1' });
    for (const [email, password] of [
      ['admin@example.com', 'wrong-password-1'],
      ['nobody@example.com', staffPassword],
      ['gone@example.com', staffPassword],
    ] as const) {
      const res = await hr.signIn(email, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Wrong e-mail or password.' });
    }
  });

  it('slows repeated failures with growing waits, per e-mail and client, and never locks out for good', async () => {
    const attacker = hrClient(app(), { ip: '203.0.113.66' });
    for (let i = 0; i < 5; i++)
      expect((await attacker.signIn('reviewer@example.com', 'bad-guess-000')).status).toBe(401);
    const slowed = await attacker.signIn('reviewer@example.com', staffPassword);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect(slowed.body.message).toBe('Too many failed sign-ins. Try again in 1 second.');
    // The real user elsewhere is not slowed by the attacker.
    expect(
      (await hrClient(app(), { ip: '198.51.100.99' }).signIn('reviewer@example.com')).status,
    ).toBe(200);
    h.advance(1000);
    expect((await attacker.signIn('reviewer@example.com', 'bad-guess-001')).status).toBe(401);
    expect(
      (await attacker.signIn('reviewer@example.com', 'bad-guess-002')).headers.get('retry-after'),
    ).toBe('2');
    // Past the window, the count is forgotten.
    minutes(16);
    expect((await attacker.signIn('reviewer@example.com', staffPassword)).status).toBe(200);
  });

  it('counts guesses sent at once before checking any: five reach the password check', async () => {
    const guesser = hrClient(app(), { ip: '203.0.113.77' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        guesser.signIn('admin@example.com', `parallel-guess-${i}`),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    minutes(16);
  });

  it('ends a session after the idle time and after the absolute time, whatever the activity', async () => {
    const hr = hrClient(app());
    await hr.as('admin@example.com');
    minutes(29);
    expect((await hr.get('/api/hr/session')).status).toBe(200);
    minutes(29);
    expect((await hr.get('/api/hr/session')).status).toBe(200);
    minutes(31);
    const idle = await hr.get('/api/hr/session');
    expect(idle.status).toBe(401);
    expect(idle.body.message).toBe('Your session has ended. Please sign in again.');

    await hr.as('admin@example.com');
    for (let i = 0; i < 25; i++) {
      expect((await hr.get('/api/hr/session')).status).toBe(200);
      minutes(29);
    }
    // 25 × 29 min = 12 h 5 min after sign-in: past the absolute expiry.
    expect((await hr.get('/api/hr/session')).status).toBe(401);
  });

  it('needs the CSRF token and a same-origin request for every state change', async () => {
    const hr = hrClient(app());
    await hr.as('admin@example.com');
    const body = { email: 'new-1@example.com', name: 'New', role: 'reviewer' };
    const noToken = await hr.post('/api/hr/staff', body, { csrf: null });
    expect(noToken.status).toBe(403);
    expect(noToken.body.message).toBe('Missing or wrong CSRF token. Reload the page.');

    const other = hrClient(app());
    await other.as('reviewer@example.com');
    expect((await hr.post('/api/hr/staff', body, { csrf: other.csrf ?? '' })).status).toBe(403);

    const crossSite = await hr.post('/api/hr/staff', body, {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe('Cross-site request refused.');
    const fetchSite = await hr.post('/api/hr/staff', body, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);

    expect((await hr.post('/api/hr/staff', body)).status).toBe(201);
  });

  it('refuses a cross-site sign-in', async () => {
    const res = await hrClient(app(), { origin: 'https://evil.example' }).signIn(
      'admin@example.com',
    );
    expect(res.status).toBe(403);
  });

  it('answers 401 without a session and to a candidate bearer token', async () => {
    expect((await hrClient(app()).get('/api/hr/staff')).status).toBe(401);
    const token = await interviewClient(app()).token('CAND-1');
    const res = await app().request('/api/hr/staff', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Please sign in.' });
  });

  it('lets reviewers read but not manage staff', async () => {
    const hr = hrClient(app());
    await hr.as('reviewer@example.com');
    const res = await hr.get('/api/hr/staff');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This needs an admin account.');
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const hr = hrClient(app());
    await hr.as('admin@example.com');
    const kept = hr.cookie;
    const out = await hr.delete('/api/hr/session');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/hr_session=;/);
    const replay = hrClient(app());
    replay.cookie = kept;
    expect((await replay.get('/api/hr/session')).status).toBe(401);
  });

  it('changes a password: the other sessions end, this browser gets a fresh one, the audit log says so', async () => {
    await createStaffAccount(h.database, 'changer@example.com', 'reviewer');
    const laptop = hrClient(app());
    const phone = hrClient(app());
    await laptop.as('changer@example.com');
    await phone.as('changer@example.com');
    const wrong = await laptop.post('/api/hr/session/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'a-brand-new-password',
    });
    expect(wrong.status).toBe(400);
    const changed = await laptop.post('/api/hr/session/password', {
      currentPassword: staffPassword,
      newPassword: 'a-brand-new-password',
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get('/api/hr/session')).status).toBe(200);
    expect((await phone.get('/api/hr/session')).status).toBe(401);
    expect((await hrClient(app()).signIn('changer@example.com')).status).toBe(401);
    expect(
      (await hrClient(app()).signIn('changer@example.com', 'a-brand-new-password')).status,
    ).toBe(200);
    const rows = await h.database.db.select().from(auditLog);
    expect(rows.some((r) => r.action === 'staff.password-changed')).toBe(true);
  });

  it('admins add, disable and reset staff; a new account must change its password first', async () => {
    const admin = hrClient(app());
    await admin.as('admin@example.com');
    const created = await admin.post('/api/hr/staff', {
      email: 'Fresh@Example.com',
      name: 'Fresh Face',
      role: 'reviewer',
    });
    expect(created.status).toBe(201);
    expect(created.body.staff).toMatchObject({
      email: 'fresh@example.com',
      mustChangePassword: true,
    });
    const temporary = created.body.temporaryPassword as string;
    expect(temporary.length).toBeGreaterThanOrEqual(20);
    expect(
      (await admin.post('/api/hr/staff', { email: 'fresh@example.com', name: 'x', role: 'admin' }))
        .status,
    ).toBe(409);

    const fresh = hrClient(app());
    await fresh.as('fresh@example.com', temporary);
    expect((await fresh.get('/api/hr/staff')).body.message).toBe('Change your password first.');
    expect(
      (
        await fresh.post('/api/hr/session/password', {
          currentPassword: temporary,
          newPassword: 'my-own-password-1',
        })
      ).status,
    ).toBe(200);

    const id = created.body.staff.id as string;
    expect((await admin.patch(`/api/hr/staff/${id}`, { disabled: true })).status).toBe(400);
    const disabled = await admin.patch(`/api/hr/staff/${id}`, {
      disabled: true,
      reason: 'Left the company',
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.staff.disabled).toBe(true);
    expect((await fresh.get('/api/hr/session')).status).toBe(401);

    const reset = await admin.post(`/api/hr/staff/${id}/reset-password`, { reason: 'Came back' });
    expect(reset.status).toBe(200);
    await admin.patch(`/api/hr/staff/${id}`, { disabled: false, reason: 'Came back' });
    expect(
      (await hrClient(app()).signIn('fresh@example.com', reset.body.temporaryPassword)).status,
    ).toBe(200);

    const audit = (await h.database.db.select().from(auditLog)).filter((r) => r.entityId === id);
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['staff.created', 'staff.updated', 'staff.password-reset']),
    );
    const disabling = audit.find(
      (r) => r.action === 'staff.updated' && r.reason === 'Left the company',
    );
    expect(disabling).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(JSON.stringify(audit)).not.toMatch(/scrypt|password"/);
  });

  it('keeps the last admin an admin, and nobody disables themself', async () => {
    const admin = hrClient(app());
    const me = await admin.as('admin@example.com');
    const self = await admin.patch(`/api/hr/staff/${me.body.staff.id}`, {
      role: 'reviewer',
      reason: 'test',
    });
    expect(self.status).toBe(409);
  });

  it('answers 404 for an id that is not one', async () => {
    const admin = hrClient(app());
    await admin.as('admin@example.com');
    expect((await admin.patch('/api/hr/staff/not-a-uuid', { name: 'x', reason: 'y' })).status).toBe(
      404,
    );
  });
});
