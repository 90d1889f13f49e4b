import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';

describe(`GET /api/health (${testEngine})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answers 200 with the database engine and state', async () => {
    const { app } = createTestApp(database);
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      status: 'ok',
      database: { engine: testEngine, status: 'up' },
    });
    expect(typeof body.database.latencyMs).toBe('number');
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const { app } = createTestApp(broken);
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      success: false,
      status: 'degraded',
      database: { status: 'down' },
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { app } = createTestApp(database);
    const res = await app.request('/api/no-such-thing', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Not found: POST /api/no-such-thing',
    });
  });

  it('sends the security headers on every response', async () => {
    const { app } = createTestApp(database);
    const res = await app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const https = await app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('sends HSTS for X-Forwarded-Proto only when a proxy TRUST_PROXY names sent it', async () => {
    // Over a socket from `peer`, as @hono/node-server hands the request to the app.
    const hstsVia = async (
      trustProxy: string,
      peer: string,
      url = 'http://localhost/api/health',
    ) => {
      const { app } = createTestApp(database, { env: { TRUST_PROXY: trustProxy } });
      const res = await app.request(
        url,
        { headers: { 'x-forwarded-proto': 'https' } },
        { incoming: { socket: { remoteAddress: peer } } },
      );
      return res.headers.get('strict-transport-security');
    };
    expect(await hstsVia('false', '203.0.113.7')).toBeNull();
    expect(await hstsVia('false', '127.0.0.1')).toBeNull();
    expect(await hstsVia('loopback', '203.0.113.7')).toBeNull();
    expect(await hstsVia('loopback', '127.0.0.1')).toContain('max-age=');
    expect(await hstsVia('1', '10.0.0.5')).toContain('max-age=');
    // A plain-HTTP request in absolute form (`GET https://… HTTP/1.1`) gets an https: URL from
    // @hono/node-server: it is the socket, not the URL, that says whether TLS was used.
    expect(await hstsVia('false', '203.0.113.7', 'https://localhost/api/health')).toBeNull();
  });

  it('turns off powerful features with Permissions-Policy, keeping the screen wake lock', async () => {
    const { app } = createTestApp(database);
    const policy = (await app.request('/api/health')).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('screen-wake-lock=(self)');
  });

  describe('liveness and readiness', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'ready-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));
    const appWith = (db: Database, env: NodeJS.ProcessEnv = {}, stopping?: () => boolean) =>
      createTestApp(db, { env: { DATA_DIR: dataDir, ...env }, stopping }).app;

    it('is live while the process answers, even with its database gone', async () => {
      const broken = await createTestDatabase();
      await broken.close();
      const res = await appWith(broken).request('/api/health/live');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, status: 'alive' });
    });

    it('is ready when the database answers, every migration is applied and the data folder takes writes', async () => {
      const res = await appWith(database).request('/api/health/ready');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        success: true,
        status: 'ready',
        checks: { database: { ok: true }, migrations: { ok: true }, dataDir: { ok: true } },
      });
      expect(typeof body.checks.database.latencyMs).toBe('number');
    });

    it('is not ready when the database does not answer', async () => {
      const broken = await createTestDatabase();
      await broken.close();
      const res = await appWith(broken).request('/api/health/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: 'not-ready',
        checks: { database: { ok: false } },
      });
    });

    it('is not ready when a migration of this build is not applied', async () => {
      const behind = await createTestDatabase();
      await behind.db.execute(
        sql`delete from public.__migrations where created_at = (select max(created_at) from public.__migrations)`,
      );
      const res = await appWith(behind).request('/api/health/ready');
      await behind.close();
      expect(res.status).toBe(503);
      expect((await res.json()).checks.migrations).toMatchObject({
        ok: false,
        detail: expect.stringMatching(/^not applied: 00\d\d_/),
      });
    });

    it.runIf(testEngine === 'pglite')(
      'is not ready when the embedded database folder takes no writes',
      async () => {
        const notAFolder = path.join(dataDir, 'a-file');
        await writeFile(notAFolder, 'in the way');
        const res = await appWith(database, { DATA_DIR: notAFolder }).request('/api/health/ready');
        expect(res.status).toBe(503);
        expect((await res.json()).checks.dataDir).toMatchObject({
          ok: false,
          detail: expect.stringMatching(/ENOTDIR/),
        });
      },
    );

    it('stops being ready once the server is shutting down, so a balancer drains it', async () => {
      let stopping = false;
      const app = appWith(database, {}, () => stopping);
      expect((await app.request('/api/health/ready')).status).toBe(200);
      stopping = true;
      const res = await app.request('/api/health/ready');
      expect(res.status).toBe(503);
      expect((await res.json()).status).toBe('stopping');
      expect((await app.request('/api/health/live')).status).toBe(200);
    });
  });
});
