import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../../e2e/support/chromium.ts';
import { categories, type Category, type RouteMeasure } from './goals.ts';

/**
 * Chromium opens its DevTools on a port the system picks (--remote-debugging-port=0) and writes
 * it as the first line of DevToolsActivePort in its profile: no port probed free and taken before
 * Chromium binds it.
 */
async function devtoolsPort(profile: string): Promise<number> {
  for (let i = 0; i < 100; i++) {
    try {
      const port = Number(
        (await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8')).split('\n')[0],
      );
      if (port > 0 && (await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return port;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

/**
 * One Lighthouse run (mobile, simulated throttling: its defaults) in a fresh Chromium with its own
 * profile, so no service worker or cache is carried over from another run. `prepare` runs first in
 * that Chromium (given its DevTools port), e.g. to sign a candidate in; its storage is then kept
 * for the run, which Lighthouse would otherwise clear.
 */
export async function runLighthouse(
  url: string,
  prepare?: (devtoolsPort: number) => Promise<void>,
) {
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-profile-'));
  const chromium = spawn(
    findChromium(),
    [...chromiumArgs(), '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  try {
    const port = await devtoolsPort(profile);
    if (prepare) await prepare(port);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      disableStorageReset: prepare !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // The trace behind the metrics (for a closer look: which request or task the paint waited on).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    return { lhr: result.lhr, trace };
  } finally {
    chromium.kill();
    await once(chromium, 'exit');
    await rm(profile, { recursive: true, force: true });
  }
}

export type Report = Awaited<ReturnType<typeof runLighthouse>>['lhr'];

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}

/** Scripts the page itself loaded from our origin (not the service worker's precache fetches). */
function pageScripts(lhr: Report, origin: string): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? []).filter(
    (item) =>
      item.resourceType === 'Script' &&
      item.url.startsWith(origin) &&
      (item.sessionTargetType ?? 'page') === 'page',
  );
}

export interface Measured extends RouteMeasure {
  lhr: Report;
  trace: unknown;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  scriptCount: number;
  /** kB on the wire (Brotli), as sent. */
  jsWireKb: number;
}

/** A route's figures from its report; JavaScript gzipped from the built files (dist/client). */
export function measure(
  route: string,
  origin: string,
  run: Awaited<ReturnType<typeof runLighthouse>>,
): Measured {
  const { lhr } = run;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = pageScripts(lhr, origin);
  const gzipBytes = scripts.reduce(
    (sum, item) =>
      sum + gzipSync(readFileSync(path.join('dist/client', new URL(item.url).pathname))).length,
    0,
  );
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    route,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: gzipBytes / 1000,
    jsWireKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000,
    scriptCount: scripts.length,
    lhr,
    trace: run.trace,
  };
}

/** The weighted audits of a category that did not pass, so a miss says what to fix. */
export function failingAudits(lhr: Report, category: Category): string {
  const failing = (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      // List what the audit found (e.g. which DevTools issue), not only its name.
      const items = (audit?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
      const found = items?.length ? `: ${JSON.stringify(items).slice(0, 300)}` : '';
      return `${audit?.id} ${audit?.displayValue ?? audit?.score}${found}`;
    });
  return failing.join(', ') || 'no single audit below 1';
}
