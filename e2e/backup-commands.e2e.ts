import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, tempDataDir } from './support/server.ts';
import { useWorkDir } from './support/work-dir.ts';

/** `npm run backup` and `npm run restore` as an operator runs them, against the built server. */

async function npmRun(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

describe('npm run backup and npm run restore', () => {
  const inWorkDir = useWorkDir('e2e-backup-');

  // Seven commands, each starting Node and tsx (and some PGlite), and three servers.
  it(
    'snapshot the running server, restore into a new data directory, and serve from it',
    { timeout: 300_000 },
    async () => {
      const backups = inWorkDir('backups');
      const dataDir = await tempDataDir();
      const server = await startServer({ DATA_DIR: dataDir, BACKUP_DIR: backups });
      const env = { DATA_DIR: dataDir, BACKUP_DIR: backups };

      const live = await npmRun('backup', [], env);
      expect(live.output).toContain(`A server is using ${dataDir}: asking it to take the snapshot`);
      expect(live.code).toBe(0);
      const written = /Backup written: (\S+)\n {2}size ([\d.]+) MB, snapshot ([\d.]+) s/.exec(
        live.output,
      );
      const file = written?.[1] ?? '';
      expect(file).not.toBe('');
      expect(path.dirname(file)).toBe(backups);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(server.output()).toMatch(/Backup \(command\) written: /);
      expect(await server.stop()).toBe(0);

      // No server: the command opens the data directory itself.
      const offline = await npmRun('backup', [], env);
      expect(offline.output).toContain(`No server is using ${dataDir}: opening the database here`);
      expect(offline.code).toBe(0);
      expect((await readdir(backups)).length).toBe(2);

      const restoredDir = inWorkDir('restored');
      const restored = await npmRun('restore', [file], { DATA_DIR: restoredDir });
      expect(restored.output).toContain('Checked: an embedded (PGlite) snapshot');
      expect(restored.output).toContain(`Restored into ${restoredDir}:`);
      expect(restored.output).toMatch(/ {2}candidates: 3\n/);
      expect(restored.code).toBe(0);

      const again = await npmRun('restore', [file], { DATA_DIR: restoredDir });
      expect(again.code).toBe(1);
      expect(again.output).toContain('already holds data, which a restore would replace');

      const junk = inWorkDir('junk.tar.gz');
      await writeFile(junk, 'definitely not a snapshot');
      const refused = await npmRun('restore', [junk, '--force'], { DATA_DIR: restoredDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`${junk} cannot be restored: it is not a gzip-compressed`);

      const usage = await npmRun('restore', [], { DATA_DIR: restoredDir });
      expect(usage.code).toBe(1);
      expect(usage.output).toContain('Usage: npm run restore -- FILE [--force]');

      const served = await startServer({ DATA_DIR: restoredDir });
      expect(served.output()).not.toContain('Seeded demo content');
      const login = await fetch(`${served.baseUrl}/api/interview/one-time-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oneTimeId: 'DEMO-MCQ', password: 'Demo@2026' }),
      });
      expect(login.status).toBe(200);
      expect(await served.stop()).toBe(0);
      await rm(dataDir, { recursive: true, force: true });
    },
  );
});
