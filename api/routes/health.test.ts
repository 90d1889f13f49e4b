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
});
