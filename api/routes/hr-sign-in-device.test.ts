import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { staffAccounts } from '../db/schema/staff.ts';
import { issueDeviceToken } from '../services/hr/staff-devices.ts';
import { staffPassword } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/** A browser that keeps every cookie the API sets (the device cookie too), from one address. */
function browser(on: App, ip: string) {
  const jar = new Map<string, string>();
  return {
    jar,
    moveTo(address: string) {
      ip = address;
    },
    async signIn(email: string, password = staffPassword) {
      const headers = new Headers({
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        origin: 'http://localhost',
      });
      if (jar.size > 0)
        headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const res = await on.request('http://localhost/api/hr/session', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    },
  };
}

/** Five wrong passwords on `email` from each of `addresses` addresses (issue 34's attack). */
async function guessFromMany(on: App, email: string, addresses: number) {
  for (let i = 0; i < addresses; i++) {
    const guesser = browser(on, `203.0.113.${i + 1}`);
    for (let k = 0; k < 5; k++) await guesser.signIn(email, `wrong-guess-${i}-${k}`);
  }
}

describe(`staff sign-in from a known device (${testEngine})`, { timeout: 120_000 }, () => {
  const h = useHrHarness({
    now: new Date('2026-11-25T09:00:00Z'),
    staff: [
      ['owner@example.com', 'admin'],
      ['ops@example.com', 'admin'],
      ['typo@example.com', 'reviewer'],
      ['other@example.com', 'reviewer'],
    ],
  });

  it('sets a long-lived device cookie, HttpOnly, SameSite=Strict, sent only to sign-in', async () => {
    const res = await browser(h.app(), '198.51.100.1').signIn('typo@example.com');
    expect(res.status).toBe(200);
    const [session, device] = res.headers.getSetCookie();
    expect(session).toMatch(/^hr_session=/);
    expect(device).toMatch(/^hr_device=[\w-]+\.[\w-]+\.\d+\.[\w-]+; /);
    expect(device).toContain('Max-Age=15552000');
    expect(device).toContain('Path=/api/hr/session');
    expect(device).toContain('HttpOnly');
    expect(device).toContain('SameSite=Strict');
  });

  it("keeps the owner's own browser in while guessers from many addresses lock the account, and logs the attack once", async () => {
    const app = h.app();
    const laptop = browser(app, '198.51.100.7');
    expect((await laptop.signIn('owner@example.com')).status).toBe(200);

    await guessFromMany(app, 'owner@example.com', 22);

    // A browser the owner never used is refused, as before: the per-account ceiling holds.
    const fresh = await browser(app, '192.0.2.50').signIn('owner@example.com');
    expect(fresh.status).toBe(429);
    expect(((await fresh.json()) as { message: string }).message).toBe(
      'Too many failed sign-ins. Try again in 15 minutes.',
    );
    // The laptop is not, even from another address (a train's Wi-Fi).
    laptop.moveTo('192.0.2.99');
    expect((await laptop.signIn('owner@example.com')).status).toBe(200);

    // Admins see the attack in the audit log: one row for the window, however long it goes on.
    await guessFromMany(app, 'owner@example.com', 3);
    const ops = await h.signedIn('ops@example.com');
    const rows = await ops.get('/api/hr/audit?action=staff.sign-in-locked');
    expect(rows.status).toBe(200);
    expect(rows.body.items).toHaveLength(1);
    expect(rows.body.items[0]).toMatchObject({
      actor: null,
      entityType: 'staff',
      after: {
        email: 'owner@example.com',
        refusedUntil: '2026-11-25T09:15:00.000Z',
        lastClient: '203.0.113.21',
      },
    });
  });

  it('locks a device that fails too often, on its own counter', async () => {
    const app = h.app();
    const desk = browser(app, '198.51.100.30');
    expect((await desk.signIn('typo@example.com')).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await desk.signIn('typo@example.com', 'not-it')).status).toBe(401);
    // The sixth try waits, the right password too.
    const locked = await desk.signIn('typo@example.com');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('1');
    h.advance(1000);
    expect((await desk.signIn('typo@example.com')).status).toBe(200);
  });

  it('helps only its own account, and only while its signature holds', async () => {
    const app = h.app();
    const shared = browser(app, '198.51.100.40');
    expect((await shared.signIn('typo@example.com')).status).toBe(200);
    await guessFromMany(app, 'other@example.com', 21);
    // Typo's device cookie does not vouch for another account on the same browser.
    expect((await shared.signIn('other@example.com')).status).toBe(429);

    const forged = browser(app, '198.51.100.41');
    expect((await forged.signIn('other@example.com')).status).toBe(429);
    // A cookie for the right account signed with another secret is no device of its.
    const [other] = await h.database.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'other@example.com'));
    forged.jar.set(
      'hr_device',
      issueDeviceToken('not-the-server-secret', other?.id ?? '', h.clock.now),
    );
    expect((await forged.signIn('other@example.com')).status).toBe(429);
  });
});
