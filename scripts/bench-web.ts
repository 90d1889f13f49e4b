/**
 * `npm run bench:web`: builds the site, starts the real server, and runs Lighthouse 12 (mobile,
 * simulated throttling) in Debian's Chromium on every prerendered public route and /login,
 * printing per route the four category scores, FCP, LCP, TBT, CLS and the gzipped JavaScript the
 * page loaded. Exits 1 when a goal is missed (scripts/bench-web/goals.ts), naming the audits
 * behind the miss. A benchmark, not a test: figures move with the machine's load (TBT first).
 *
 *   --route /contact     only these routes (repeatable), e.g. while working on one page
 *   --runs 3             several runs per route; the median run is reported and judged
 *   --no-build           measure the current build
 *   --report-dir DIR     keep each route's Lighthouse report and trace (JSON)
 */
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publicRoutes } from '../e2e/support/public-routes.ts';
import { startServer } from '../e2e/support/server.ts';
import { goals, medianRun, missesOf } from './bench-web/goals.ts';
import {
  failingAudits,
  measure,
  runLighthouse,
  type Measured,
} from './bench-web/lighthouse-run.ts';

const { values: args } = parseArgs({
  options: {
    route: { type: 'string', multiple: true },
    runs: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
  },
});
const routes = args.route ?? [...publicRoutes.map((route) => route.path), '/login'];
const runs = Math.max(1, Number(args.runs) || 1);

if (!args['no-build']) {
  console.log('Building…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function keep(route: string, run: number, result: Measured) {
  const dir = args['report-dir'];
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}${runs > 1 ? `-${run}` : ''}`;
  await writeFile(path.join(dir, `${name}.json`), JSON.stringify(result.lhr));
  await writeFile(path.join(dir, `${name}.trace.json`), JSON.stringify(result.trace));
}

const server = await startServer();
const results: Measured[] = [];
let lighthouseVersion = 'unknown';
try {
  for (const route of routes) {
    const measured: Measured[] = [];
    for (let run = 1; run <= runs; run++) {
      const url = `${server.baseUrl}${route}`;
      let result = await runLighthouse(url);
      // A trace is occasionally lost on a busy machine (NO_NAVSTART): measure once more.
      if (result.lhr.runtimeError) result = await runLighthouse(url);
      if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
      lighthouseVersion = result.lhr.lighthouseVersion;
      const one = measure(route, server.baseUrl, result);
      await keep(route, run, one);
      measured.push(one);
    }
    results.push(medianRun(measured));
    console.log(`measured ${route}`);
  }
} finally {
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
}

const header = [
  'route',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'JS loaded (gzip)',
];
const rows = results.map((r) => [
  r.route,
  ...Object.values(r.scores).map(String),
  `${(r.fcpMs / 1000).toFixed(2)} s`,
  `${(r.lcpMs / 1000).toFixed(2)} s`,
  `${Math.round(r.tbtMs)} ms`,
  r.cls.toFixed(3),
  `${r.jsKb.toFixed(1)} kB (${r.scriptCount} files, ${r.jsWireKb.toFixed(1)} kB br)`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(
  `\nLighthouse ${lighthouseVersion} · mobile · simulated throttling · ${runs} run(s) per route, median · ${new Date().toISOString()}`,
);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

const budgets = Object.entries(goals.jsKb)
  .map(([route, kb]) => `${route} ≤ ${kb} kB`)
  .join(', ');
console.log(
  `\nGoals: performance ${goals.performance} and LCP ≤ ${goals.lcpMs / 1000} s everywhere; accessibility, best practices and SEO ${goals.otherCategories} (SEO aside on ${goals.seoAside.join(', ')}); JavaScript (gzip) ${budgets}.`,
);
const misses = results.flatMap((r) => missesOf(r, (category) => failingAudits(r.lhr, category)));
if (misses.length > 0) {
  console.log(`Missed:\n- ${misses.join('\n- ')}`);
  process.exit(1);
}
console.log('All goals met.');
