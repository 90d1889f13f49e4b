import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runServerToExit, startServer, tempDataDir } from './support/server.ts';

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
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('Seeded demo content');
    expect(second.output()).toContain('DEMO-BOTH');
    expect(await second.stop('SIGINT')).toBe(0);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start on a bad setting, naming each bad value', async () => {
    const { code, output } = await runServerToExit({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    expect(code).toBe(1);
    expect(output).toContain('PORT must be a number, e.g. 3000 (got "abc")');
    expect(output).toContain(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://nope")',
    );
  });
});
