import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from './support/chromium.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Included by vitest.e2e.config.ts only when TEST_DATABASE_URL names a PostgreSQL server.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const database = `e2e_${randomBytes(5).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

let servers: RunningServer[] = [];
beforeAll(async () => {
  await admin(`create database ${database}`);
  // Two instances on one PostgreSQL database, started at the same moment.
  servers = await Promise.all([
    startServer({ DATABASE_URL: databaseUrl }),
    startServer({ DATABASE_URL: databaseUrl }),
  ]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await admin(`drop database if exists ${database}`);
});

describe('the server on PostgreSQL (DATABASE_URL)', () => {
  it('runs several instances on one database: both healthy, migrated and seeded once', async () => {
    for (const server of servers) {
      const body = await (await fetch(`${server.baseUrl}/api/health`)).json();
      expect(body.database).toMatchObject({ engine: 'postgres', status: 'up' });
    }
    const seeded = servers.filter((s) => s.output().includes('Seeded demo content'));
    expect(seeded).toHaveLength(1);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from candidates');
    await client.end();
    expect(rows[0].n).toBe(3);
  });

  it('serves the prerendered site from each instance', async () => {
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
    for (const server of servers) {
      const page = await browser.newPage({ baseURL: server.baseUrl });
      await page.goto('/services');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Services');
      await page.close();
    }
    await browser.close();
  });
});
