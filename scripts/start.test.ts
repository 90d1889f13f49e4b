import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const startScript = path.resolve('scripts/start.mjs');

/**
 * `npm start` in a folder of its own whose build is up to date (a stamp newer than any source) and
 * whose "server" only records the signal that stops it: what start.mjs does with signals, without
 * building or running the product.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'npm-start-'));
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'start-test',
      private: true,
      scripts: { start: `node ${startScript}` },
    }),
  );
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

async function until(condition: () => boolean) {
  for (const deadline = Date.now() + 20_000; !condition();) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm start', () => {
  it('stops the server when npm itself is told to stop (kill <pid of npm>)', async () => {
    const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: 'ignore' });
    await until(() => existsSync(path.join(dir, 'started')));
    const npmExited = once(npm, 'exit');
    npm.kill('SIGTERM');
    await npmExited;
    // npm ends only the shell it ran start.mjs in; start.mjs notices and passes SIGTERM on.
    await until(() => existsSync(path.join(dir, 'stopped')));
    expect(await readFile(path.join(dir, 'stopped'), 'utf8')).toBe('SIGTERM');
  });
});
