/**
 * `npm run bench:uploads [-- --uploads 16 --mb 50 --engines pglite,postgres --postgres-url URL]`
 *
 * Sends 16 practical uploads of 50 MiB at once, from 16 candidates, to the built server on each
 * database engine, and meanwhile samples every 100 ms the server's resident memory (VmRSS of
 * /proc/<pid>/status) and how long `GET /api/health`, a candidate's `GET /api/interview/status`
 * and an MCQ answer (`POST /api/interview/test/submit-and-next`, candidates taking the MCQ test
 * while the uploads run, one answer per sample) take to answer. Uploads the server turns away as
 * busy (503) are sent again after its Retry-After, as the browser does. Prints, per engine, peak
 * RSS, the latency percentiles and the uploads' outcome; exits 1 when a target is missed: peak
 * RSS under 600 MB, health and answer p99 within 200 ms, every upload and answer accepted.
 *
 * PostgreSQL: a fresh database is created on the server of `--postgres-url` (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards. Not a test: figures depend
 * on the machine; measure on a quiet one.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { adminQuery } from '../api/test-support/admin-query.ts';
import yazl from 'yazl';
import { candidates } from '../api/db/schema/candidates.ts';
import { hashPassword } from '../api/lib/password.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '16' },
    mb: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const uploadCount = Number(values.uploads);
const fileMb = Number(values.mb);
const engines = values.engines.split(',').map((e) => e.trim());
const password = 'bench-password';
const rssTargetMb = 600;
const healthTargetMs = 200;
const sampleEveryMs = 100;
const healthTimeoutMs = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function request(
  url: string,
  init: { method?: string; headers?: Record<string, string | number>; body?: Buffer | string },
  timeoutMs = 0,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    // A server that refuses a body unread (503 busy) answers, then closes the connection while the
    // body is still being sent: the answer counts, not the write error that follows it.
    const seen: { answer: { status: number; headers: http.IncomingHttpHeaders } | null } = {
      answer: null,
    };
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        seen.answer = { status: res.statusCode ?? 0, headers: res.headers };
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', () => resolve({ ...(seen.answer ?? { status: 0, headers: {} }), text }));
      },
    );
    if (timeoutMs > 0) req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => {
      if (seen.answer) resolve({ ...seen.answer, text: '' });
      else reject(error);
    });
    req.end(init.body);
  });
}

/** A stored (uncompressed) zip of random bytes, `totalBytes` long give or take its headers. */
async function makeBigZip(totalBytes: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(randomBytes(totalBytes - 200), 'solution/data.bin', { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface EngineRun {
  engine: string;
  server: RunningServer;
  cleanup: () => Promise<void>;
}

/** A run on `server`: its cleanup stops it, removes its data directory, then runs `after`. */
function engineRun(
  engine: string,
  server: RunningServer,
  dataDir: string,
  after: () => Promise<void> = async () => {},
): EngineRun {
  return {
    engine,
    server,
    cleanup: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
      await after();
    },
  };
}

/** Candidates taking the MCQ test during the uploads: 10 answers each, one answer per sample. */
const mcqCandidates = 80;
const mcqIds = Array.from({ length: mcqCandidates }, (_, i) => `MCQ-DURING-UPLOADS-${i}`);

async function insertCandidates(
  insert: (rows: (typeof candidates.$inferInsert)[]) => Promise<unknown>,
  ids: string[],
) {
  const passwordHash = await hashPassword(password);
  const row = (oneTimeId: string, testType: 'practical' | 'mcqs') => ({
    oneTimeId,
    passwordHash,
    fullName: oneTimeId,
    testType,
  });
  await insert([...ids.map((id) => row(id, 'practical')), ...mcqIds.map((id) => row(id, 'mcqs'))]);
}

const serverEnv = {
  SEED_DEMO_DATA: 'true',
  UPLOAD_MAX_MB: String(fileMb + 1),
  LOG_REQUESTS: 'false',
};

async function startPglite(ids: string[]): Promise<EngineRun> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-uploads-'));
  const seeding = await startServer({ ...serverEnv, DATA_DIR: dataDir });
  await seeding.stop();
  const client = new PGlite(path.join(dataDir, 'pglite'));
  await insertCandidates((rows) => drizzlePglite(client).insert(candidates).values(rows), ids);
  await client.close();
  const server = await startServer({ ...serverEnv, DATA_DIR: dataDir });
  return engineRun('PGlite (embedded)', server, dataDir);
}

async function startPostgres(ids: string[]): Promise<EngineRun> {
  const adminUrl = values['postgres-url'];
  const name = `bench_uploads_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-uploads-pg-'));
  const server = await startServer({
    ...serverEnv,
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
  });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await insertCandidates((rows) => drizzlePg(pool).insert(candidates).values(rows), ids);
  await pool.end();
  return engineRun('PostgreSQL', server, dataDir, async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });
}

async function loginOf(base: string, oneTimeId: string): Promise<string> {
  const login = await request(`${base}/api/interview/one-time-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oneTimeId, password }),
  });
  const body = JSON.parse(login.text) as {
    accessToken: string;
    data: { progress: { notice: { version: string } } };
  };
  // The rule page's step before a first start: the privacy notice read (issue 40).
  const read = await request(`${base}/api/interview/privacy-notice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${body.accessToken}` },
    body: JSON.stringify({ version: body.data.progress.notice.version }),
  });
  if (read.status !== 200) throw new Error(`could not read the privacy notice: ${read.text}`);
  return body.accessToken;
}

/** An MCQ candidate whose test is started: their token and the question they are on. */
interface McqTaker {
  token: string;
  index: number;
}

async function mcqTaker(base: string, oneTimeId: string): Promise<McqTaker> {
  const token = await loginOf(base, oneTimeId);
  const start = await request(`${base}/api/interview/test/start`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (start.status !== 200) throw new Error(`could not start the MCQ test: ${start.text}`);
  return { token, index: 0 };
}

/** Logs a candidate in and starts their practical round; returns the token. */
async function readyCandidate(base: string, oneTimeId: string): Promise<string> {
  const token = await loginOf(base, oneTimeId);
  const start = await request(`${base}/api/interview/test/practical`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ practical_start_time: '2026-11-23 10:00:00' }),
  });
  if (start.status !== 200) throw new Error(`could not start the practical: ${start.text}`);
  return token;
}

/**
 * One candidate's upload, sent again after Retry-After while the server says it is busy. A busy
 * server closes the connection under the body it will not read: now and then the client's write
 * fails (EPIPE) before it has read the 503. The page then says "Upload failed!" with a retry
 * button; the candidate pressing it is played here too, counted apart as `dropped`.
 */
async function upload(base: string, token: string, body: Buffer, type: string) {
  let busy = 0;
  let dropped = 0;
  for (;;) {
    const res = await request(`${base}/api/interview/upload-practical-test-zip`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': type,
        'content-length': body.length,
      },
      body,
    }).catch((error: Error) => ({
      status: 0,
      headers: {} as http.IncomingHttpHeaders,
      text: error.message,
    }));
    if (res.status === 0 && /EPIPE|ECONNRESET/.test(res.text) && dropped < 3) {
      dropped += 1;
      await sleep(1000);
      continue;
    }
    if (res.status !== 503) return { status: res.status, text: res.text, busy, dropped };
    busy += 1;
    await sleep(Number(res.headers['retry-after'] ?? 5) * 1000);
  }
}

async function measure(run: EngineRun, ids: string[], zip: Buffer) {
  const base = run.server.baseUrl;
  const pid = run.server.process.pid;
  if (!pid) throw new Error('no server process');
  const tokens: string[] = [];
  for (const id of ids) tokens.push(await readyCandidate(base, id));
  const takers: McqTaker[] = [];
  for (const id of mcqIds) takers.push(await mcqTaker(base, id));
  const boundary = 'bench-uploads-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="zipFile"; filename="solution.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="timer"\r\n\r\n01:00:00\r\n--${boundary}--\r\n`,
    ),
  ]);
  const type = `multipart/form-data; boundary=${boundary}`;

  const rss: number[] = [];
  const health: number[] = [];
  const status: number[] = [];
  const answers: number[] = [];
  let answerFailures = 0;
  let healthFailures = 0;
  let sampling = true;
  const pending: Promise<void>[] = [];
  const timed = async (url: string, into: number[], headers: Record<string, string> = {}) => {
    const started = performance.now();
    try {
      const res = await request(url, { headers }, healthTimeoutMs);
      if (res.status !== 200) healthFailures += into === health ? 1 : 0;
      into.push(performance.now() - started);
    } catch {
      if (into === health) healthFailures += 1;
      into.push(healthTimeoutMs);
    }
  };
  /** One answer from the next candidate with a question left (each answers its 10 in turn). */
  let turn = 0;
  const nextTaker = () => {
    for (let tries = 0; tries < takers.length; tries++) {
      const taker = takers[turn++ % takers.length];
      if (taker && taker.index < 10) return taker;
    }
    return undefined;
  };
  const answerOne = async () => {
    const taker = nextTaker();
    if (!taker) return;
    const index = taker.index++;
    const started = performance.now();
    const res = await request(
      `${base}/api/interview/test/submit-and-next`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${taker.token}` },
        body: JSON.stringify({ currentQuestionIndex: index, selectedOptionIndex: index % 4 }),
      },
      healthTimeoutMs,
    ).catch(() => ({ status: 0 }));
    answers.push(res.status === 0 ? healthTimeoutMs : performance.now() - started);
    if (res.status !== 200) answerFailures += 1;
  };
  const sampler = (async () => {
    while (sampling) {
      pending.push(answerOne());
      rss.push(await rssMb(pid));
      pending.push(timed(`${base}/api/health`, health));
      pending.push(
        timed(`${base}/api/interview/status`, status, { authorization: `Bearer ${tokens[0]}` }),
      );
      await sleep(sampleEveryMs);
    }
  })();
  const started = performance.now();
  const outcomes = await Promise.all(tokens.map((token) => upload(base, token, body, type)));
  const seconds = (performance.now() - started) / 1000;
  // Keep sampling a little: memory must come back down, and the server keep answering.
  await sleep(2000);
  sampling = false;
  await sampler;
  await Promise.all(pending);
  const afterMb = await rssMb(pid);
  return {
    outcomes,
    seconds,
    rss,
    health,
    status,
    answers,
    answerFailures,
    healthFailures,
    afterMb,
  };
}

async function main() {
  if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');
  const zip = await makeBigZip(fileMb * 1024 * 1024);
  let missed = false;
  console.log(
    `bench:uploads — ${uploadCount} simultaneous uploads of ${(zip.length / 1024 / 1024).toFixed(1)} MiB, Node ${process.version}; samples every ${sampleEveryMs} ms`,
  );
  for (const engine of engines) {
    const ids = Array.from({ length: uploadCount }, (_, i) => `UPLOAD-${engine}-${i}`);
    let run: EngineRun;
    try {
      run = engine === 'postgres' ? await startPostgres(ids) : await startPglite(ids);
    } catch (error) {
      console.log(`\n${engine}: could not start (${(error as Error).message}) — MISSED`);
      missed = true;
      continue;
    }
    try {
      const result = await measure(run, ids, zip);
      const sortedHealth = [...result.health].sort((a, b) => a - b);
      const sortedStatus = [...result.status].sort((a, b) => a - b);
      const peak = Math.max(...result.rss);
      const stored = result.outcomes.filter((o) => o.status === 200).length;
      const busy = result.outcomes.reduce((sum, o) => sum + o.busy, 0);
      const dropped = result.outcomes.reduce((sum, o) => sum + o.dropped, 0);
      const healthP99 = percentile(sortedHealth, 99);
      console.log(`\n${run.engine}`);
      console.log(
        `  uploads stored: ${stored}/${uploadCount} in ${result.seconds.toFixed(1)} s (${busy} answered busy and sent again, ${dropped} dropped while refused and sent again)`,
      );
      for (const o of result.outcomes.filter((x) => x.status !== 200))
        console.log(`  failed upload: ${o.status} ${o.text.slice(0, 200)}`);
      console.log(
        `  server RSS: peak ${peak.toFixed(0)} MB, 2 s after the last upload ${result.afterMb.toFixed(0)} MB`,
      );
      console.log(
        `  GET /api/health (${sortedHealth.length} samples): p50 ${percentile(sortedHealth, 50).toFixed(1)} ms, p99 ${healthP99.toFixed(1)} ms, max ${percentile(sortedHealth, 100).toFixed(1)} ms, failed ${result.healthFailures}`,
      );
      console.log(
        `  GET /api/interview/status: p50 ${percentile(sortedStatus, 50).toFixed(1)} ms, p99 ${percentile(sortedStatus, 99).toFixed(1)} ms`,
      );
      const sortedAnswers = [...result.answers].sort((a, b) => a - b);
      const answerP99 = percentile(sortedAnswers, 99);
      console.log(
        `  MCQ answers during the uploads (${sortedAnswers.length}): p50 ${percentile(sortedAnswers, 50).toFixed(1)} ms, p99 ${answerP99.toFixed(1)} ms, max ${percentile(sortedAnswers, 100).toFixed(1)} ms, failed ${result.answerFailures}`,
      );
      const met =
        peak < rssTargetMb &&
        healthP99 <= healthTargetMs &&
        answerP99 <= healthTargetMs &&
        result.healthFailures === 0 &&
        result.answerFailures === 0 &&
        stored === uploadCount;
      console.log(
        `  target (RSS < ${rssTargetMb} MB, health and answer p99 ≤ ${healthTargetMs} ms, all stored and answered): ${met ? 'met' : 'MISSED'}`,
      );
      if (!met) missed = true;
    } finally {
      await run.cleanup();
    }
  }
  if (missed) process.exitCode = 1;
}

await main();
