import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { isLoopbackAddress } from '../http/require-local-admin.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';

/** The local admin route's guard (a backup taken through it: services/backup/live-backup.test.ts). */
describe(`POST /api/admin/backup (${testEngine})`, () => {
  let database: Database;
  let server: Server;
  let port: number;
  const adminToken = 'a-token-of-the-data-directory';
  const app = () => createTestApp(database, { adminToken }).app;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = createAdaptorServer({ fetch: app().fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  const overSocket = (headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/api/admin/backup`, { method: 'POST', headers });

  it('refuses a request that came through no local socket, whatever X-Forwarded-For says', async () => {
    const response = await app().request('/api/admin/backup', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      message: 'This route answers only requests made on the server itself.',
    });
  });

  it('refuses a local request without the token, or with another one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer guessed' },
      { authorization: adminToken },
    ];
    for (const headers of attempts) {
      const response = await overSocket(headers);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /admin token is missing or wrong/,
      );
    }
  });

  it('answers 503 when this server takes no backups', async () => {
    const response = await overSocket({ authorization: `Bearer ${adminToken}` });
    expect(response.status).toBe(503);
  });

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '::2', '1127.0.0.1', 'localhost'])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});
