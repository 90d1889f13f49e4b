#!/usr/bin/env node
// `npm start`: builds the product when the build is missing or older than its sources, then runs
// the one server process (site + API on PORT). Plain JavaScript so it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const stamp = 'dist/.build-stamp';
const sources = [
  'src',
  'api',
  'public',
  'scripts/vite',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (!existsSync('dist/server/main.js') || changedAt > builtAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: rebuilding…' : 'Building the site and server…',
  );
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

// The server handles SIGINT/SIGTERM itself (finishes requests, closes the database): pass them on
// and leave when it does, with its exit code. package.json runs this script with `exec`: npm
// passes a SIGTERM to the process it started, and without `exec` that is an `sh -c`, which dies
// without passing it on and would leave the server running after `kill <pid of npm start>`.
const envFile = existsSync('.env') ? ['--env-file=.env'] : [];
const server = spawn(process.execPath, [...envFile, 'dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// Its exit code is ours, so a supervisor sees a fatal error as one: a clean stop is 0, a failure
// its own code (1), and a death by a signal (the OOM killer's SIGKILL, a crash's SIGABRT, or
// SIGTERM before it could handle it) 128 + the signal's number, as a shell reports it.
server.on('exit', (code, signal) =>
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)),
);
