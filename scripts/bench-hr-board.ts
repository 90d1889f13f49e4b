/**
 * The live board's figures for `npm run bench:hr`: N candidates of one cohort in the middle of the
 * MCQ test (seeded in a few statements: what is measured is the board, not the seeding), then
 *
 * - first load: how long a board stream takes to send its snapshot (what the console waits for
 *   when the board opens), p50 and p95 over repeated opens;
 * - event delay: with a few boards open, candidates answer through the real interview API, and
 *   each answer is timed from its response (the change committed) to the rows event carrying it
 *   on an open board, p50 and p95. Answers are spread over the poll's rhythm at random, so the
 *   figure includes the wait for the next poll (at most BOARD_POLL_MS).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../api/db/database.ts';
import { candidates } from '../api/db/schema/candidates.ts';
import { issueCandidateToken } from '../api/services/candidate-token.ts';
import { hashPassword } from '../api/lib/password.ts';
import { insertDemoBank } from '../api/db/seed/demo-mcq-bank.ts';

const cohort = 'board-bench';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `  ${label.padEnd(34)} p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (${samples.length} samples)`;
}

/** N candidates of the cohort with an attempt on question 1 (deadline far off), and their tokens. */
async function seedInProgress(database: Database, n: number, tokenSecret: string) {
  const db = database.db;
  const [{ count } = { count: 0 }] = (
    (await db.execute(sql`select count(*)::int as count from mcq_questions`)) as unknown as {
      rows: { count: number }[];
    }
  ).rows;
  if (count === 0) await insertDemoBank(db);
  const hash = await hashPassword('not-used-by-the-bench', 'generated');
  await db.execute(sql`insert into drives (name) values (${cohort}) on conflict do nothing`);
  for (let i = 0; i < n; i += 500)
    await db.insert(candidates).values(
      Array.from({ length: Math.min(500, n - i) }, (_, k) => ({
        oneTimeId: `BOARD-${i + k}`,
        passwordHash: hash,
        fullName: `Board Student ${i + k}`,
        testType: 'mcqs' as const,
        cohort,
      })),
    );
  // One drawn test for everyone (the board does not care which questions).
  await db.execute(sql`
    with drawn as (
      select jsonb_agg(id::text) as ids,
        jsonb_agg(jsonb_build_object('id', id, 'version', version, 'question', question,
          'options', options, 'correctOptionIndex', correct_option_index)) as questions
      from (select * from mcq_questions where active order by id limit 10) q
    ), started as (
      insert into mcq_attempts (candidate_id, question_ids, questions, current_index,
        current_served_at, current_deadline_at, started_at)
      select c.id, drawn.ids, drawn.questions, 0, now(), now() + interval '1 hour', now()
      from candidates c, drawn where c.cohort = ${cohort}
      returning id
    )
    insert into attempt_events (attempt_id, at, type, question_index, detail)
    select id, now(), 'started', null, null from started`);
  const rows = (
    (await db.execute(
      sql`select id from candidates where cohort = ${cohort} order by one_time_id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      token: await issueCandidateToken(r.id, tokenSecret, new Date(), 120),
    })),
  );
}

interface OpenBoard {
  snapshotAt: Promise<number>;
  /** Resolves when a rows event names the candidate (the time it arrived). */
  waitFor(candidateId: string): Promise<number>;
  close(): void;
}

/** A board stream over HTTP, parsed as EventSource would, timing each event's arrival. */
async function openBoard(base: string, cookie: string): Promise<OpenBoard> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/hr/board/stream?cohort=${cohort}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`board stream: ${res.status}`);
  const waiting = new Map<string, (at: number) => void>();
  let snapshotSeen: (at: number) => void = () => {};
  const snapshotAt = new Promise<number>((resolve) => (snapshotSeen = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const at = performance.now();
        buffered += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (event === 'snapshot') snapshotSeen(at);
          if (event !== 'rows') continue;
          for (const row of (JSON.parse(data) as { rows: { candidateId: string }[] }).rows) {
            waiting.get(row.candidateId)?.(at);
            waiting.delete(row.candidateId);
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    snapshotAt,
    waitFor: (candidateId) => new Promise((resolve) => waiting.set(candidateId, resolve)),
    close: () => controller.abort(),
  };
}

export async function measureBoard(
  base: string,
  session: { cookie: string },
  database: Database,
  options: { candidates: number; tokenSecret: string; samples?: number },
) {
  const t = performance.now();
  const seeded = await seedInProgress(database, options.candidates, options.tokenSecret);
  console.log(
    `Live board: ${seeded.length} candidates in progress in one cohort (seeded in ${((performance.now() - t) / 1000).toFixed(1)} s).`,
  );

  const loads: number[] = [];
  for (let i = 0; i < 20; i++) {
    const opened = performance.now();
    const board = await openBoard(base, session.cookie);
    loads.push((await board.snapshotAt) - opened);
    board.close();
  }
  console.log(summary('first load (snapshot of the board)', loads));

  const boards = await Promise.all([1, 2, 3].map(() => openBoard(base, session.cookie)));
  await Promise.all(boards.map((b) => b.snapshotAt));
  const samples = options.samples ?? 60;
  const delays: Promise<number>[] = [];
  for (let i = 0; i < samples; i++) {
    const candidate = seeded[(i * 7919) % seeded.length];
    if (!candidate) break;
    const arrived = boards[0]?.waitFor(candidate.id) ?? Promise.resolve(NaN);
    const res = await fetch(`${base}/api/interview/test/submit-and-next`, {
      method: 'POST',
      headers: { authorization: `Bearer ${candidate.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentQuestionIndex: 0, selectedOptionIndex: 1 }),
    });
    const committed = performance.now();
    if (res.status !== 200) throw new Error(`answer: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    delays.push(arrived.then((at) => at - committed));
    await new Promise((resolve) => setTimeout(resolve, 100 + randomInt(600)));
  }
  const measured = await Promise.all(delays);
  for (const board of boards) board.close();
  console.log(summary('answer to an open board (event)', measured));
}
