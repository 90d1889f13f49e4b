/**
 * `npm run bench:hr [-- --candidates 1000 --target-seconds 30 --board-candidates 1000 --only drives|import]`
 *
 * A campus drive: one CSV of N candidates imported through the HR API, as an admin's browser
 * sends it (signed in, CSRF token, NDJSON progress), into the embedded database in a fresh
 * temporary data directory, served over loopback by the real app in this process. Password
 * hashing is included (each candidate gets a generated password, hashed before saving). Shows
 * the import's progress while it runs, prints the time, checks every candidate was created, and
 * exits 1 when the import took longer than the target. Then the candidate list's timings with
 * 10,000 candidates, and the live board's (`bench-hr-board.ts`): its first load and how fast an
 * answer reaches an open board, with 1,000 candidates in progress. Last, in a database of its
 * own, one drive's views among 10,000 candidates in 20 drives (`bench-hr-drives.ts`).
 */
import { createAdaptorServer } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { createApp } from '../api/app.ts';
import { createSlots } from '../api/lib/slots.ts';
import { loadConfig } from '../api/config.ts';
import { openPglite } from '../api/db/database.ts';
import { runMigrations } from '../api/db/migrate.ts';
import { candidates } from '../api/db/schema/candidates.ts';
import { staffAccounts } from '../api/db/schema/staff.ts';
import { hashPassword } from '../api/lib/password.ts';
import { measureBoard } from './bench-hr-board.ts';
import { measureDrives } from './bench-hr-drives.ts';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '1000' },
    'target-seconds': { type: 'string', default: '30' },
    'board-candidates': { type: 'string', default: '1000' },
    // `drives`: only one drive among 20; `import`: only the import, the list and the board.
    only: { type: 'string' },
  },
});
const n = Number(values.candidates);
const targetSeconds = Number(values['target-seconds']);

function driveCsv(rows: number): string {
  const lines = ['name,email,phone,test_type,time_factor,window_start,window_end'];
  const types = ['mcqs', 'both', 'practical'];
  const factors = ['1', '1', '1', '1.25', '1.5', '2'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      [
        `Student ${i + 1}`,
        `student${i + 1}@campus.example`,
        `+9198${String(10_000_000 + i).slice(-8)}`,
        types[i % types.length],
        factors[i % factors.length],
        '2026-11-24T09:00:00+05:30',
        '2026-11-24T13:00:00+05:30',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Fills the table up to `total` candidates (straight inserts: the hashes are not what is measured)
 * and times the console's list calls: the first page, a deep page, a search and a status filter.
 */
async function measureLists(
  base: string,
  session: { cookie: string; csrfToken: string },
  database: Awaited<ReturnType<typeof openPglite>>,
  total: number,
) {
  const [existing] = await database.db.select({ n: count() }).from(candidates);
  const missing = total - (existing?.n ?? 0);
  const hash = await hashPassword('not-used-by-the-bench', 'generated');
  for (let i = 0; i < missing; i += 500) {
    await database.db.insert(candidates).values(
      Array.from({ length: Math.min(500, missing - i) }, (_, k) => ({
        oneTimeId: `FILL-${i + k}`,
        passwordHash: hash,
        fullName: `Filler ${i + k}`,
        email: `filler${i + k}@example.com`,
        testType: 'mcqs' as const,
        createdAt: new Date(Date.now() - (i + k) * 1000),
      })),
    );
  }
  console.log(`Candidate list with ${total} candidates (median of 5 calls each):`);
  for (const [label, query] of [
    ['first page', 'limit=50'],
    ['page 150 (offset 7,450)', 'limit=50&offset=7450'],
    ['search "student 99"', 'q=student%2099'],
    ['status filter', 'status=not-started&testType=mcqs'],
    ['sorted by name', 'sort=name&order=asc&limit=50&offset=5000'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/api/hr/candidates?${query}`, {
        headers: { cookie: session.cookie },
      });
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(26)} ${times[2]?.toFixed(1)} ms`);
  }
}

/** A fresh embedded database in a temporary directory, served by the real app, an admin signed in. */
async function startBenchServer() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-hr-'));
  const database = await openPglite({ dataDir: path.join(dir, 'pglite') });
  let server: Server | undefined;
  const close = async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await database.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await runMigrations(database);
    const password = 'bench-admin-password';
    await database.db.insert(staffAccounts).values({
      email: 'bench@example.com',
      name: 'Bench Admin',
      role: 'admin',
      passwordHash: await hashPassword(password, 'staff'),
      createdAt: new Date(),
    });
    const config = loadConfig({ LOG_REQUESTS: 'false', DATA_DIR: dir });
    const tokenSecret = 'x'.repeat(48);
    const app = createApp({
      config,
      database,
      now: () => new Date(),
      tokenSecret,
      uploadSlots: createSlots(config.UPLOAD_MAX_CONCURRENT),
    });
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const signIn = await fetch(`${base}/api/hr/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'bench@example.com', password }),
    });
    if (signIn.status !== 200)
      throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { csrfToken } = (await signIn.json()) as { csrfToken: string };
    return { database, base, cookie, csrfToken, tokenSecret, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The import of a drive, the candidate list and the live board, in one database. */
async function measureImportListsBoard(): Promise<boolean> {
  const { database, base, cookie, csrfToken, tokenSecret, close } = await startBenchServer();
  try {
    const csv = driveCsv(n);
    console.log(
      `Importing ${n} candidates (${Math.round(csv.length / 1024)} kB of CSV) into the embedded database…`,
    );
    const started = performance.now();
    const res = await fetch(`${base}/api/hr/candidates/import?cohort=bench`, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv',
        accept: 'application/x-ndjson',
        origin: base,
        cookie,
        'x-csrf-token': csrfToken,
      },
      body: csv,
    });
    if (!res.body) throw new Error(`no answer body (${res.status})`);
    let buffered = '';
    let result:
      { status: number; created: unknown[]; errors: unknown[]; message?: string } | undefined;
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      let newline;
      while ((newline = buffered.indexOf('\n')) !== -1) {
        const line = JSON.parse(buffered.slice(0, newline)) as {
          type: string;
          phase?: string;
          done?: number;
          total?: number;
        };
        buffered = buffered.slice(newline + 1);
        if (line.type === 'progress') {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `\r  ${line.phase?.padEnd(8)} ${line.done}/${line.total}  (${seconds} s)   `,
          );
        } else result = line as unknown as typeof result;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write('\n');
    if (!result || result.status !== 201)
      throw new Error(`import failed: ${JSON.stringify(result).slice(0, 500)}`);
    const [stored] = await database.db.select({ n: count() }).from(candidates);
    console.log(
      `Imported ${result.created.length} candidates in ${seconds.toFixed(2)} s (${((seconds * 1000) / n).toFixed(1)} ms each); ${stored?.n ?? 0} in the database.`,
    );
    const ok = seconds < targetSeconds && stored?.n === n && result.created.length === n;
    console.log(
      ok ? `Target met: under ${targetSeconds} s.` : `Target MISSED: ${targetSeconds} s.`,
    );

    await measureLists(base, { cookie, csrfToken }, database, 10_000);
    await measureBoard(base, { cookie }, database, {
      candidates: Number(values['board-candidates']),
      tokenSecret,
    });
    return ok;
  } finally {
    await close();
  }
}

/** One drive among 20 (`bench-hr-drives.ts`), in a database of its own. */
async function measureOneDrive(): Promise<boolean> {
  const { database, base, cookie, close } = await startBenchServer();
  try {
    return await measureDrives(base, { cookie }, database);
  } finally {
    await close();
  }
}

async function main() {
  const only = values.only;
  let ok = true;
  if (only !== 'drives') ok = (await measureImportListsBoard()) && ok;
  if (only !== 'import') ok = (await measureOneDrive()) && ok;
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
