import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { adminQuery } from '../../api/test-support/admin-query.ts';
import { candidates } from '../../api/db/schema/candidates.ts';
import { hashPassword, type PasswordStrength } from '../../api/lib/password.ts';
import { startServer, type RunningServer } from '../../e2e/support/server.ts';

/** What the benchmark runs against: its servers, and how to clean everything up. */
export interface BenchServers {
  engine: string;
  servers: RunningServer[];
  stop(): Promise<void>;
}

export interface BenchSetup {
  /** Candidates' one-time IDs, all with `password`. */
  ids: string[];
  password: string;
  strength: PasswordStrength;
  /** PostgreSQL server to create a fresh database on (none: the embedded database). */
  databaseUrl?: string;
  instances: number;
}

type CandidateRow = typeof candidates.$inferInsert;

async function candidateRows(setup: BenchSetup): Promise<CandidateRow[]> {
  const passwordHash = await hashPassword(setup.password, setup.strength);
  return setup.ids.map((oneTimeId) => ({
    oneTimeId,
    passwordHash,
    fullName: oneTimeId,
    testType: 'mcqs' as const,
  }));
}

const serverEnv = { SEED_DEMO_DATA: 'false', LOG_REQUESTS: 'false' };

/** The embedded database: seeded by a first run of the server, candidates written straight in. */
async function embedded(setup: BenchSetup): Promise<BenchServers> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const seeding = await startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
  await seeding.stop();
  const client = new PGlite(path.join(dataDir, 'pglite'));
  await drizzlePglite(client)
    .insert(candidates)
    .values(await candidateRows(setup));
  await client.close();
  const server = await startServer({ ...serverEnv, DATA_DIR: dataDir });
  return {
    engine: 'embedded database (PGlite), 1 instance',
    servers: [server],
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL: a fresh database on the server of `databaseUrl` (dropped afterwards), migrated and
 * seeded by a first server, then `instances` servers on it, the database their only shared part.
 */
async function postgres(setup: BenchSetup, adminUrl: string): Promise<BenchServers> {
  const name = `bench_api_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-pg-'));
  const servers: RunningServer[] = [];
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  try {
    const seeding = await startServer({ ...env, SEED_DEMO_DATA: 'true' });
    await seeding.stop();
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    await drizzleNodePg(pool)
      .insert(candidates)
      .values(await candidateRows(setup));
    await pool.end();
    // Started one after another: each takes the migration lock in turn anyway.
    for (let i = 0; i < setup.instances; i += 1)
      servers.push(await startServer({ ...serverEnv, ...env }));
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    engine: `PostgreSQL, ${setup.instances} instance${setup.instances === 1 ? '' : 's'}`,
    servers,
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      await rm(dataDir, { recursive: true, force: true });
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function startBenchServers(setup: BenchSetup): Promise<BenchServers> {
  if (setup.databaseUrl) return postgres(setup, setup.databaseUrl);
  if (setup.instances !== 1)
    throw new Error('--instances needs --database-url: one embedded database serves one process');
  return embedded(setup);
}

/** User + system CPU seconds the processes have used so far, all their threads (Linux /proc). */
export async function cpuSeconds(servers: RunningServer[]): Promise<number> {
  let total = 0;
  for (const { process } of servers) {
    if (!process.pid) continue;
    const stat = await readFile(`/proc/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return total;
}

/** CPU seconds of each thread of a process so far, by thread id, with the thread's name. */
export async function threadSeconds(
  pid: number,
): Promise<Map<string, { name: string; s: number }>> {
  const threads = new Map<string, { name: string; s: number }>();
  for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
    const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    threads.set(tid, { name, s: (Number(fields[11]) + Number(fields[12])) / 100 });
  }
  return threads;
}

/** The busiest threads between two readings, e.g. "main 31.2 s, node 20.1 s, V8 worker 3.0 s". */
export function busiestThreads(
  pid: number,
  before: Map<string, { name: string; s: number }>,
  after: Map<string, { name: string; s: number }>,
): string {
  return [...after]
    .map(([tid, t]) => ({
      name: tid === String(pid) ? 'main' : t.name,
      s: t.s - (before.get(tid)?.s ?? 0),
    }))
    .sort((a, b) => b.s - a.s)
    .slice(0, 4)
    .map((t) => `${t.name} ${t.s.toFixed(1)} s`)
    .join(', ');
}
