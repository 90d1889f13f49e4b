/**
 * `npm run bench:web`: builds the site, starts the real server, and runs Lighthouse (mobile,
 * default simulated throttling) in Debian's Chromium on the key public routes, printing per
 * route the four category scores, LCP, TBT, CLS and the gzipped JavaScript the page loaded.
 * A benchmark, not a test: figures vary with the machine's load. Exits 1 when a target is missed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../e2e/support/chromium.ts';
import { freePort, startServer } from '../e2e/support/server.ts';

const defaultRoutes = ['/', '/services', '/webdevelopment', '/about', '/contact'];
// `--route /contact` (repeatable) measures only those routes, e.g. while working on one page.
const { values: args } = parseArgs({
  options: {
    route: { type: 'string', multiple: true },
    'no-build': { type: 'boolean', default: false },
    // `--report-dir DIR` keeps each route's Lighthouse report (JSON) for a closer look.
    'report-dir': { type: 'string' },
  },
});
const routes = args.route ?? defaultRoutes;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets = { performance: 95, others: 100, homeJsKb: 120 };

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}

// kB are 1000 bytes, as in the target ("home page JS ≤ 120 kB gzipped") and the browser test
// of the same budget (e2e/bundle-budget.e2e.ts); 1024 would pass a page 2.4 % over it.
const bytesPerKb = 1000;

function gzippedKb(pathname: string): number {
  return gzipSync(readFileSync(path.join('dist/client', pathname))).length / bytesPerKb;
}

async function waitForDevtools(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

if (!args['no-build']) {
  console.log('Building…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** One Lighthouse run in a fresh Chromium with its own profile (no service worker carried over). */
async function runLighthouse(url: string) {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-profile-'));
  const chromium = spawn(
    findChromium(),
    [...chromiumArgs(), `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevtools(port);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chromium.kill();
    await once(chromium, 'exit');
    await rm(profile, { recursive: true, force: true });
  }
}

type Report = Awaited<ReturnType<typeof runLighthouse>>;

/** The weighted audits of a category that did not pass, so a miss says what to fix. */
function failingAudits(lhr: Report, category: (typeof categories)[number]): string {
  const failing = (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      // List what the audit found (e.g. which DevTools issue), not only its name.
      const items = (audit?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
      const found = items?.length ? `: ${JSON.stringify(items).slice(0, 300)}` : '';
      return `${audit?.id} ${audit?.displayValue ?? audit?.score}${found}`;
    });
  return failing.join(', ') || 'no single audit below 0.9';
}

const server = await startServer();
const rows: string[][] = [];
const misses: string[] = [];
let lighthouseVersion = 'unknown';
try {
  for (const route of routes) {
    let lhr = await runLighthouse(`${server.baseUrl}${route}`);
    // A trace is occasionally lost on a busy machine (NO_NAVSTART): measure once more.
    if (lhr.runtimeError) lhr = await runLighthouse(`${server.baseUrl}${route}`);
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
    lighthouseVersion = lhr.lighthouseVersion;
    if (args['report-dir']) {
      await mkdir(args['report-dir'], { recursive: true });
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      await writeFile(path.join(args['report-dir'], `${name}.json`), JSON.stringify(lhr));
    }
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
      []) as NetworkItem[];
    // Scripts the page itself loaded from our origin (not the service worker's precache fetches).
    const scripts = items.filter(
      (item) =>
        item.resourceType === 'Script' &&
        item.url.startsWith(server.baseUrl) &&
        (item.sessionTargetType ?? 'page') === 'page',
    );
    const jsGz = scripts.reduce((sum, item) => sum + gzippedKb(new URL(item.url).pathname), 0);
    const jsWire = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / bytesPerKb;
    rows.push([
      route,
      ...scores.map(String),
      `${(numeric('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(numeric('total-blocking-time'))} ms`,
      numeric('cumulative-layout-shift').toFixed(3),
      `${jsGz.toFixed(1)} kB (${scripts.length} files, ${jsWire.toFixed(1)} kB br)`,
    ]);
    const [performance, ...others] = scores;
    if ((performance ?? 0) < targets.performance)
      misses.push(`${route} performance ${performance} (${failingAudits(lhr, 'performance')})`);
    others.forEach((score, i) => {
      const category = categories[i + 1] ?? 'performance';
      if (score < targets.others)
        misses.push(`${route} ${category} ${score} (${failingAudits(lhr, category)})`);
    });
    if (route === '/' && jsGz > targets.homeJsKb) misses.push(`home JS ${jsGz.toFixed(1)} kB`);
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
  'LCP',
  'TBT',
  'CLS',
  'JS loaded (gzip)',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(
  `\nLighthouse ${lighthouseVersion} · mobile · simulated throttling · ${new Date().toISOString()}`,
);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
console.log(
  `\nTargets: performance ≥ ${targets.performance}, accessibility/best practices/SEO = 100, home JS ≤ ${targets.homeJsKb} kB gzip.`,
);
if (misses.length > 0) {
  console.log(`Missed: ${misses.join('; ')}`);
  process.exit(1);
}
console.log('All targets met.');
