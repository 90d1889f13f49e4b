/**
 * `npm run bench:api [-- --pace fast|human --candidates 500 --think-min-ms 2000 --think-max-ms 5000
 *   --start-window-ms 5000 --login-burst 1000 --login-window-ms 60000
 *   --database-url postgres://postgres@127.0.0.1:5432/postgres --instances 2]`
 *
 * Simulates N candidates of a campus drive against the built server over loopback, on the
 * embedded database (a fresh temporary data directory) or, with `--database-url`, on a fresh
 * PostgreSQL database created on that server (dropped afterwards) with `--instances` servers
 * sharing it, each candidate's requests going to one of them as a load balancer would spread them.
 *
 * 1. Login burst: the first `--login-burst` candidates (default 1,000) log in at random moments
 *    within `--login-window-ms` (60 s), with the password hashing HR's import writes
 *    (`--password-strength generated`, or `candidate` for hand-set passwords): p99 ≤ 1 s.
 * 2. The others log in (setup, not measured).
 * 3. The test: everyone presses Start within `--start-window-ms` (0: the same instant), answers a
 *    question every 2–5 s, and submits. The server's CPU for this phase alone (all its threads,
 *    /proc/<pid>/stat) is divided by the requests it served: the figure that decides how many
 *    candidates one machine carries.
 *
 * Prints latency percentiles per endpoint, CPU per request of the server(s) and of this load
 * generator (which shares the cores: its own event-loop delay says whether it kept up), errors,
 * answers lost (given but missing from the server's result), and the goals of issue 17, met or
 * missed; exits 1 on a miss. `SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR"` profiles the
 * server(s). Not a test: figures depend on the machine; measure on a quiet one.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { PasswordStrength } from '../api/lib/password.ts';
import { aborted, logIn, takeTest, type Outcome, type Session } from './bench-api/candidate-run.ts';
import {
  busiestThreads,
  cpuSeconds,
  startBenchServers,
  threadSeconds,
} from './bench-api/bench-servers.ts';
import { percentile, Recorder, sortedOf } from './bench-api/load-client.ts';
import { goalLines, latencyGoal, latencyTable, type Goal } from './bench-api/report.ts';

/**
 * `--pace`: `fast` (issue 17's acceptance: an answer every 2–5 s, everyone starting within 5 s, a
 * burst of 1,000 logins) or `human` (issue 42's campus drive: 10–50 s a question of 60, Start
 * pressed within a minute, no login burst, and issue 42's goals). A flag given as well wins.
 */
const paces = {
  fast: { thinkMinMs: '2000', thinkMaxMs: '5000', startWindowMs: '5000', loginBurst: '1000' },
  human: { thinkMinMs: '10000', thinkMaxMs: '50000', startWindowMs: '60000', loginBurst: '0' },
};
const { values } = parseArgs({
  options: {
    pace: { type: 'string', default: 'fast' },
    candidates: { type: 'string', default: '500' },
    'think-min-ms': { type: 'string' },
    'think-max-ms': { type: 'string' },
    'start-window-ms': { type: 'string' },
    'login-burst': { type: 'string' },
    // Issue 42: CPU per request within 1.2× of the 1,000-candidate figure, given here (ms).
    'cpu-baseline-ms': { type: 'string' },
    'login-window-ms': { type: 'string', default: '60000' },
    'password-strength': { type: 'string', default: 'generated' },
    'database-url': { type: 'string' },
    instances: { type: 'string', default: '1' },
  },
});
if (values.pace !== 'fast' && values.pace !== 'human') throw new Error('--pace is fast or human');
const human = values.pace === 'human';
const pace = paces[values.pace];
const n = Number(values.candidates);
const think = {
  minMs: Number(values['think-min-ms'] ?? pace.thinkMinMs),
  maxMs: Number(values['think-max-ms'] ?? pace.thinkMaxMs),
};
const startWindowMs = Number(values['start-window-ms'] ?? pace.startWindowMs);
const burst = Math.min(n, Number(values['login-burst'] ?? pace.loginBurst));
const loginWindowMs = Number(values['login-window-ms']);
const instances = Number(values.instances);
const strength = values['password-strength'] as PasswordStrength;
if (strength !== 'generated' && strength !== 'candidate')
  throw new Error('--password-strength is generated or candidate');
const password = 'bench-password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cpuOfThisProcess = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');
  const ids = Array.from({ length: n }, (_, i) => `BENCH-${String(i).padStart(5, '0')}`);
  const loadBefore = load();
  const bench = await startBenchServers({
    ids,
    password,
    strength,
    databaseUrl: values['database-url'],
    instances,
  });
  const { servers } = bench;
  const baseFor = (i: number) => (servers[i % servers.length] as (typeof servers)[number]).baseUrl;
  const lines: string[] = [];
  const goals: Goal[] = [];
  try {
    // 1. The login burst, then the others' logins (setup).
    const logins = new Recorder();
    const sessions: (Session | null)[] = new Array<Session | null>(n).fill(null);
    const cpuBeforeBurst = await cpuSeconds(servers);
    await Promise.all(
      ids.slice(0, burst).map(async (id, i) => {
        await sleep(Math.random() * loginWindowMs);
        sessions[i] = await logIn(logins, baseFor(i), 'POST one-time-login (burst)', id, password);
      }),
    );
    const burstCpu = (await cpuSeconds(servers)) - cpuBeforeBurst;
    for (let i = burst; i < n; i += 50) {
      await Promise.all(
        ids.slice(i, i + 50).map(async (id, j) => {
          const k = i + j;
          sessions[k] = await logIn(
            logins,
            baseFor(k),
            'POST one-time-login (setup)',
            id,
            password,
          );
        }),
      );
    }

    // 2. The test phase, with its own CPU account.
    const test = new Recorder();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    const serverCpuBefore = await cpuSeconds(servers);
    const firstPid = servers[0]?.process.pid ?? 0;
    const threadsBefore = await threadSeconds(firstPid);
    const ownCpuBefore = cpuOfThisProcess();
    loopDelay.enable();
    const started = performance.now();
    const outcomes = await Promise.all(
      sessions.map(async (session): Promise<Outcome> => {
        if (!session) return aborted;
        // Everyone presses Start within the window, at random moments (0: all at the same instant).
        if (startWindowMs > 0) await sleep(Math.random() * startWindowMs);
        return takeTest(test, session, think).catch(() => aborted);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    loopDelay.disable();
    const serverCpu = (await cpuSeconds(servers)) - serverCpuBefore;
    const threads = busiestThreads(firstPid, threadsBefore, await threadSeconds(firstPid));
    const ownCpu = cpuOfThisProcess() - ownCpuBefore;

    // 3. The report.
    const lost = outcomes.reduce(
      (sum, o) => sum + (o.given - (o.result.attemptedQuestionsCount ?? 0)),
      0,
    );
    const misScored = outcomes.filter(
      (o) => !o.aborted && o.right !== o.result.rightAnswersCount,
    ).length;
    const unfinished = outcomes.filter((o) => o.aborted).length;
    // Per request served: a 503 refused by the overload guard costs little and would flatter it.
    const served = test.requests - test.busy - test.queued;
    const lineWaits = sortedOf(test.lineWaits);
    const cpuPerRequestMs = (serverCpu / served) * 1000;
    const burstSamples = logins.samples.get('POST one-time-login (burst)');
    lines.push(
      `\nbench:api — ${n} candidates at ${values.pace} pace, ${bench.engine}, loopback, Node ${process.version}`,
      `think time ${think.minMs}-${think.maxMs} ms, start ${startWindowMs ? `burst: all press Start within ${startWindowMs / 1000} s` : 'burst: all at the same instant'}`,
      `load average (1, 5, 15 min) before ${loadBefore}, after ${load()}: other work on the machine shows here\n`,
      latencyTable([
        ...test.samples.entries(),
        [`POST one-time-login (burst: ${burst} in ${loginWindowMs / 1000} s)`, burstSamples ?? []],
        ['POST one-time-login (setup)', logins.samples.get('POST one-time-login (setup)') ?? []],
      ]),
      '',
      `test phase: ${served} requests served${test.busy ? ` (and ${test.busy} refused busy)` : ''} in ${seconds.toFixed(1)} s (${(served / seconds).toFixed(1)}/s)`,
      `  line before the clock: ${test.queued} answers of a place in line; ${lineWaits.length} candidates waited${lineWaits.length ? `, p50 ${(percentile(lineWaits, 50) / 1000).toFixed(1)} s, p99 ${(percentile(lineWaits, 99) / 1000).toFixed(1)} s, longest ${((lineWaits.at(-1) ?? 0) / 1000).toFixed(1)} s` : ''} (start latencies above count from admission)`,
      `  server CPU ${serverCpu.toFixed(1)} s = ${cpuPerRequestMs.toFixed(2)} ms per request served (all its threads; login and start-up excluded)`,
      `  busiest threads of ${servers.length > 1 ? 'the first server' : 'the server'}: ${threads}`,
      `  load generator CPU ${ownCpu.toFixed(1)} s = ${((ownCpu / served) * 1000).toFixed(2)} ms per request; its event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms (high: it fell behind, and latencies above include its delay)`,
      `login burst: server CPU ${burstCpu.toFixed(1)} s = ${burst ? ((burstCpu / burst) * 1000).toFixed(1) : '-'} ms per login (password strength: ${strength})`,
      `errors: ${test.errorCount() + logins.errorCount()}${test.errors.size + logins.errors.size ? ` ${JSON.stringify(Object.fromEntries([...logins.errors, ...test.errors]))}` : ''}; server busy (503, retried after Retry-After): ${test.busy + logins.busy}`,
      `answers given: ${outcomes.reduce((s, o) => s + o.given, 0)}, lost: ${lost}, candidates scored differently than expected: ${misScored}, tests that could not finish: ${unfinished}`,
    );

    // 4. The goals (issue 17's acceptance).
    const errors = test.errorCount() + logins.errorCount();
    goals.push({
      name: '0 errors, 0 lost, all scored right, all finished',
      measured: `${errors} errors, ${lost} lost, ${misScored} mis-scored, ${unfinished} unfinished`,
      met: errors === 0 && lost === 0 && misScored === 0 && unfinished === 0,
    });
    const postgres = Boolean(values['database-url']);
    const start = test.samples.get('GET test/start');
    const next = test.samples.get('POST test/submit-and-next');
    const final = test.samples.get('POST test/auto-submit');
    if (human) {
      // Issue 42's acceptance, on either engine.
      goals.push(latencyGoal('start', start, 200), latencyGoal('submit-and-next', next, 200));
      const baseline = Number(values['cpu-baseline-ms']);
      if (baseline > 0)
        goals.push({
          name: `test-phase server CPU per request ≤ 1.2 × ${baseline} ms (the 1,000-candidate run)`,
          measured: `${cpuPerRequestMs.toFixed(2)} ms`,
          met: cpuPerRequestMs <= 1.2 * baseline,
        });
    } else if (postgres) {
      goals.push(latencyGoal('start', start, 50), latencyGoal('submit-and-next', next, 50));
      goals.push(latencyGoal('auto-submit', final, 50));
    } else {
      goals.push(latencyGoal('start', start, 100), latencyGoal('submit-and-next', next, 50));
      goals.push(latencyGoal('auto-submit', final, 100));
      goals.push({
        name: 'test-phase server CPU per request ≤ 1 ms',
        measured: `${cpuPerRequestMs.toFixed(2)} ms`,
        met: cpuPerRequestMs <= 1,
      });
    }
    // The acceptance's burst is 1,000 logins; a smaller run prints its figure without the goal.
    if (burst >= 1000) {
      goals.push(
        latencyGoal(`login burst (${burst} in ${loginWindowMs / 1000} s)`, burstSamples, 1000),
      );
    }
  } finally {
    await bench.stop();
  }
  lines.push(`\ngoals (${human ? 'issue 42, human pace' : 'issue 17'}):`, goalLines(goals));
  console.log(lines.join('\n'));
  if (goals.some((g) => !g.met)) process.exitCode = 1;
}

await main();
