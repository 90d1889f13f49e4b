import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The project's own `start` script, run as npm runs it. */
const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as {
  scripts: { start: string };
};

/**
 * `npm start` (the project's script and start.mjs) in a folder of its own whose build is up to
 * date (a stamp newer than any source) and whose "server" only records the signal that stops it:
 * what `npm start` does with signals, without building or running the product.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'npm-start-'));
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'start-test', private: true, scripts: { start: scripts.start } }),
  );
  await mkdir(path.join(dir, 'scripts'));
  await copyFile('scripts/start.mjs', path.join(dir, 'scripts/start.mjs'));
  await mkdir(path.join(dir, 'dist/server'), { recursive: true });
  await writeFile(path.join(dir, 'dist/.build-stamp'), 'now');
  await writeFile(
    path.join(dir, 'dist/server/main.js'),
    `const fs = require('node:fs');
fs.writeFileSync('started', String(process.pid));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => { fs.writeFileSync('stopped', signal); process.exit(0); });
setInterval(() => {}, 1000);
`,
  );
  await writeFile(path.join(dir, 'dist/server/package.json'), '{"type":"commonjs"}');
});
afterEach(async () => {
  const started = path.join(dir, 'started');
  if (existsSync(started)) {
    try {
      process.kill(Number(await readFile(started, 'utf8')), 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await rm(dir, { recursive: true, force: true });
});

const until = (condition: () => boolean) =>
  vi.waitUntil(condition, { timeout: 20_000, interval: 50 });

describe('npm start', () => {
  it('stops the server when npm itself is told to stop (kill <pid of npm>)', async () => {
    const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: 'ignore' });
    await until(() => existsSync(path.join(dir, 'started')));
    const npmExited = once(npm, 'exit');
    npm.kill('SIGTERM');
    await npmExited;
    // npm passes SIGTERM to what it started (start.mjs, by `exec`), which passes it on.
    await until(() => existsSync(path.join(dir, 'stopped')));
    expect(await readFile(path.join(dir, 'stopped'), 'utf8')).toBe('SIGTERM');
  });

  /** start.mjs over a "server" that runs `body`, as a supervisor runs it; its exit code. */
  async function exitCodeOver(body: string): Promise<number | null> {
    await writeFile(path.join(dir, 'dist/server/main.js'), body);
    const start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: dir, stdio: 'ignore' });
    const [code] = (await once(start, 'exit')) as [number | null];
    return code;
  }

  it("exits with the server's own code when it fails, so a supervisor sees the failure", async () => {
    expect(await exitCodeOver('process.exit(1);')).toBe(1);
    expect(await exitCodeOver('process.exit(0);')).toBe(0);
  });

  it('exits 128 + the signal when the server dies by one (the OOM killer, an abort)', async () => {
    expect(await exitCodeOver("process.kill(process.pid, 'SIGKILL');")).toBe(137);
    expect(await exitCodeOver("process.kill(process.pid, 'SIGABRT');")).toBe(134);
  });

  it('exits non-zero through npm too', async () => {
    await writeFile(path.join(dir, 'dist/server/main.js'), 'process.exit(1);');
    const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: 'ignore' });
    const [code] = (await once(npm, 'exit')) as [number | null];
    expect(code).not.toBe(0);
  });
});
