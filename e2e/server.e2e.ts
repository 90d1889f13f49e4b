import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { logMessages, runServerToExit, startServer, tempDataDir } from './support/server.ts';

describe('the server process', () => {
  it('refuses a second server on the same data directory while the first keeps serving', async () => {
    const first = await startServer();
    const second = await runServerToExit({ DATA_DIR: first.dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `Another server is already using the data directory ${first.dataDir}`,
    );
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).database.status).toBe('up');
    expect(await first.stop()).toBe(0);
    await rm(first.dataDir, { recursive: true, force: true });
  });

  it('stops cleanly on SIGTERM and SIGINT, and the data survives a restart', async () => {
    const dataDir = await tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.output()).toContain('Seeded demo content into the empty database.');
    expect(first.output()).toContain('DEMO-MCQ');
    expect(first.output()).toContain(
      'Demo HR admin, sign in at /hr: demo-admin@suryaloom.example (password in README.md',
    );
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).not.toMatch(/DemoAdmin@2026|Demo@2026/);
    expect(first.output()).toContain('Stopped cleanly.');

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('Seeded demo content');
    expect(second.output()).toContain('DEMO-BOTH');
    expect(await second.stop('SIGINT')).toBe(0);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('in production seeds nothing, says how to create the first admin, then creates it from HR_ADMIN_*', async () => {
    const dataDir = await tempDataDir();
    const bare = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(bare.output()).toContain('No HR staff account exists. To create the first admin');
    expect(bare.output()).not.toMatch(/DEMO-|demo-admin/);
    expect(await bare.stop()).toBe(0);

    const env = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      HR_ADMIN_EMAIL: 'boss@company.example',
      HR_ADMIN_PASSWORD: 'a-long-admin-secret',
    };
    const server = await startServer(env);
    expect(server.output()).toContain('Created the first HR admin, boss@company.example');
    const signIn = await fetch(`${server.baseUrl}/api/hr/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@company.example', password: 'a-long-admin-secret' }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toMatch(/^hr_session=.*HttpOnly.*SameSite=Strict/);
    expect(await server.stop()).toBe(0);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start on a bad setting, naming each bad value', async () => {
    const { code, output } = await runServerToExit({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    expect(code).toBe(1);
    const said = logMessages(output).join('\n');
    expect(said).toContain('PORT must be a number, e.g. 3000 (got "abc")');
    expect(said).toContain(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://nope")',
    );
  });
});
