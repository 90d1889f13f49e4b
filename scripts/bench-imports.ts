/**
 * `npm run bench:imports [-- --cases gift-empty-answers,aiken-cap --engine pglite|postgres --postgres-url URL --cold]`
 *
 * Every importer (candidates CSV, Aiken, GIFT, question CSV) fed the worst files we could build
 * at the 2 MB body limit (`bench-imports/cases.ts`): the most rows or questions a file may hold
 * with the longest fields, previewed and imported; rows that nearly pass; lines and questions over
 * their caps; more rows than the cap; a million GIFT answers; one field of doubled quotes. Each
 * case runs in a process of its own (so its peak RSS is its own): the real app served by that
 * process over loopback, as `npm start` serves it (the body arriving in chunks), over a fresh
 * database (the embedded one on its thread, as the server runs it by default, or PostgreSQL),
 * signed in as an admin as the console is, after one small preview through the same importer
 * (what a process pays once, compiling code, is not an import's cost; `--cold` leaves it out).
 *
 * Printed for each: the answer's status and time; the process's peak RSS while the import ran
 * and what it was just before (the embedded database's memory is in the process too, so the
 * target is the import's share); the longest the event loop went without a turn (a setImmediate
 * probe), with the main thread's time on a CPU within it (Linux; on a loaded machine the rest is
 * waiting for a CPU) and the longest garbage-collection pause. Exits 1 when a case's share of RSS
 * reaches 300 MB or a block 100 ms (wall time). Not a test: figures depend on the machine and on
 * what else runs on it; measure on a quiet one.
 */
import { createAdaptorServer } from '@hono/node-server';
import { spawnSync } from 'node:child_process';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openPgliteOnThread, openPostgres, type Database } from '../api/db/database.ts';
import { runMigrations } from '../api/db/migrate.ts';
import { staffAccounts } from '../api/db/schema/staff.ts';
import { maxImportBytes, maxMoodleImportBytes } from '../api/http/import-body.ts';
import { hashPassword } from '../api/lib/password.ts';
import { adminQuery } from '../api/test-support/admin-query.ts';
import { createTestApp } from '../api/test-support/test-app.ts';
import { importCases, warmUpFile, type ImportCase } from './bench-imports/cases.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string' },
    case: { type: 'string' },
    engine: { type: 'string', default: 'pglite' },
    cold: { type: 'boolean', default: false },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const rssTargetMb = 300;
const blockTargetMs = 100;
const password = 'bench-password-123';

interface Figures {
  name: string;
  bytes: number;
  status: number;
  summary: string;
  seconds: number;
  /** The process's highest RSS during the import, and what it was just before. */
  peakRssMb: number;
  rssBeforeMb: number;
  longestBlockMs: number;
  /** The main thread's time on a CPU during that block (the rest was waiting for one). */
  longestBlockCpuMs: number;
  /** The longest garbage collection pause meanwhile (part of a block, or the whole of it). */
  longestGcMs: number;
}

/**
 * The main thread's time on a CPU so far, in ms (Linux: its schedstat; 0 elsewhere). On a loaded
 * machine a block's wall time includes waiting for a CPU; this is the part the work itself took.
 */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8');
    return Number(stat.split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
}

/**
 * While `work` runs: the longest gap between two turns of the event loop (and the main thread's
 * time on a CPU within it), and the highest RSS (read at every turn, and the process's own peak
 * when that rose meanwhile).
 */
async function measureDuring<T>(work: () => Promise<T>): Promise<{
  value: T;
  longestMs: number;
  longestCpuMs: number;
  peakRss: number;
  longestGcMs: number;
}> {
  let longestGcMs = 0;
  const gcs = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
  });
  gcs.observe({ entryTypes: ['gc'] });
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  let last = performance.now();
  let lastCpu = mainThreadCpuMs();
  let longestMs = 0;
  let longestCpuMs = 0;
  let peakRss = process.memoryUsage.rss();
  let running = true;
  const turn = () => {
    const now = performance.now();
    const cpu = mainThreadCpuMs();
    if (now - last > longestMs) {
      longestMs = now - last;
      longestCpuMs = cpu - lastCpu;
    }
    last = now;
    lastCpu = cpu;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  const value = await work();
  running = false;
  turn();
  gcs.disconnect();
  const peakAfter = process.resourceUsage().maxRSS * 1024;
  if (peakAfter > peakBefore) peakRss = Math.max(peakRss, peakAfter);
  return { value, longestMs, longestCpuMs, peakRss, longestGcMs };
}

async function openDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (values.engine === 'postgres') {
    const url = new URL(values['postgres-url']);
    const name = `bench_imports_${process.pid}`;
    await adminQuery(url.href, `create database ${name}`);
    const own = new URL(url.href);
    own.pathname = `/${name}`;
    const database = await openPostgres(own.href);
    return {
      database,
      drop: async () => {
        await database.close();
        await adminQuery(url.href, `drop database ${name}`);
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-imports-'));
  const database = await openPgliteOnThread({
    dataDir: dir,
    entry: new URL('../api/test-support/pglite-thread-serve.ts', import.meta.url),
    onFailure: (error) => console.error('the embedded database stopped', error),
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A POST over loopback; the answer's bytes are kept as they come (decoded after measuring). */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; chunks: Buffer[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, chunks }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs one case in this process and prints its figures as one JSON line. */
async function runCase(importCase: ImportCase): Promise<void> {
  const { database, drop } = await openDatabase();
  let server: Server | undefined;
  try {
    await runMigrations(database);
    await database.db.insert(staffAccounts).values({
      email: 'bench@example.com',
      name: 'Bench',
      role: 'admin',
      passwordHash: await hashPassword(password, 'generated'),
      createdAt: new Date(),
    });
    const { app } = createTestApp(database);
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { origin: base };
    const session = await fetch(`${base}/api/hr/session`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password }),
    });
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const send = (path: string, body: string) =>
      post(
        `${base}${path}`,
        {
          ...headers,
          cookie,
          'x-csrf-token': csrfToken,
          'content-type': path.includes('candidates') ? 'text/csv' : 'text/plain',
        },
        body,
      );
    // What a server pays once, at its first import (compiling the code of each step), is not
    // what an import costs: a small preview through the same importer comes first, unless --cold.
    if (!values.cold)
      await send(
        `${importCase.path}${importCase.path.includes('?') ? '&' : '?'}dryRun=1`,
        warmUpFile(importCase.path),
      );
    const body = importCase.build();
    const bytes = Buffer.byteLength(body);
    const cap = importCase.maxBytes ?? maxImportBytes;
    if (bytes > cap) throw new Error(`${importCase.name}: ${bytes} bytes is over its ${cap} limit`);
    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    const started = performance.now();
    const { value, longestMs, longestCpuMs, peakRss, longestGcMs } = await measureDuring(() =>
      send(importCase.path, body),
    );
    const seconds = (performance.now() - started) / 1000;
    const answer = JSON.parse(Buffer.concat(value.chunks).toString('utf8')) as {
      created?: unknown[];
      errors?: { line: number; message: string }[];
      message?: string;
    };
    const firstError = answer.errors?.[0];
    const figures: Figures = {
      name: importCase.name,
      bytes,
      status: value.status,
      summary: `${answer.created?.length ?? 0} rows, ${answer.errors?.length ?? 0} errors${
        firstError ? ` (line ${firstError.line}: ${firstError.message.slice(0, 60)})` : ''
      }${answer.message && !firstError ? ` (${answer.message.slice(0, 60)})` : ''}`,
      seconds,
      peakRssMb: peakRss / 1024 / 1024,
      rssBeforeMb: rssBefore / 1024 / 1024,
      longestBlockMs: longestMs,
      longestBlockCpuMs: longestCpuMs,
      longestGcMs,
    };
    console.log(JSON.stringify(figures));
  } finally {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await drop();
  }
}

/** Runs each case in a child process (its peak RSS its own) and prints the table. */
function runAll(cases: ImportCase[]): boolean {
  let ok = true;
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  console.log(
    `Importers at their body limits (${maxImportBytes / 1024 / 1024} MB; a Moodle XML file of pictures ${maxMoodleImportBytes / 1024 / 1024} MB) (${values.engine}); targets: the import's share of peak RSS (over the process's RSS before it) < ${rssTargetMb} MB, longest event-loop block < ${blockTargetMs} ms`,
  );
  for (const importCase of cases) {
    const child = spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        '--expose-gc',
        process.argv[1] as string,
        '--case',
        importCase.name,
        '--engine',
        values.engine,
        '--postgres-url',
        values['postgres-url'],
        ...(values.cold ? ['--cold'] : []),
      ],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    let figures: Figures;
    try {
      figures = JSON.parse(line) as Figures;
    } catch {
      ok = false;
      console.log(`${importCase.name}: FAILED to run\n${child.stdout}\n${child.stderr}`);
      continue;
    }
    const growthMb = figures.peakRssMb - figures.rssBeforeMb;
    const pass = growthMb < rssTargetMb && figures.longestBlockMs < blockTargetMs;
    ok &&= pass;
    console.log(
      [
        `${pass ? 'pass' : 'FAIL'} ${figures.name.padEnd(28)}`,
        `${(figures.bytes / 1024 / 1024).toFixed(2)} MB`,
        `${figures.status}`,
        `${figures.seconds.toFixed(2).padStart(6)} s`,
        `peak RSS ${figures.peakRssMb.toFixed(0).padStart(4)} MB (${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(0)} over ${figures.rssBeforeMb.toFixed(0)} before)`,
        `longest block ${figures.longestBlockMs.toFixed(1).padStart(6)} ms (${figures.longestBlockCpuMs.toFixed(1)} on CPU; GC ${figures.longestGcMs.toFixed(1)})`,
        figures.summary,
      ].join('  '),
    );
  }
  return ok;
}

if (values.case) {
  const importCase = importCases.find((c) => c.name === values.case);
  if (!importCase) throw new Error(`no case ${values.case}`);
  await runCase(importCase);
} else {
  const wanted = values.cases?.split(',').map((c) => c.trim());
  const cases = wanted ? importCases.filter((c) => wanted.includes(c.name)) : importCases;
  if (!runAll(cases)) process.exitCode = 1;
}
