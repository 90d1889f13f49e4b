import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { serverTestTimeoutMs } from './browser.ts';

/**
 * A console flow starts its own server (PGlite start-up and seed), then signs in, imports and may
 * take a whole test: more time than one page load on a busy two-core machine.
 */
export const hrTestTimeoutMs = 2 * serverTestTimeoutMs;

/** The demo admin the server seeds outside production (docs/hr-api.md, README). */
export const demoAdmin = { email: 'demo-admin@suryaloom.example', password: 'DemoAdmin@2026' };

/** A string found only in the HR console's code (its sign-in form), never in other chunks. */
export const hrCodeMarker = 'Staff sign-in';

/** A string found only in the chart library of the console's cohort view (a uPlot class name). */
export const chartCodeMarker = 'u-cursor-pt';

/** Opens the console at `path` and signs in through its form; waits for the console. */
export async function signInToConsole(
  page: Page,
  account: { email: string; password: string },
  at = '/hr',
): Promise<void> {
  await page.goto(at);
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** Opens a section through the console's navigation (the Menu button first on a phone). */
export async function openSection(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'HR console' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await page
    .getByRole('heading', { level: 1, name: label === 'Overview' ? 'HR console' : label })
    .waitFor();
}

/** From the candidates list, a candidate's details, then the link to their attempt report. */
export async function openAttemptReport(page: Page, candidateName: string): Promise<void> {
  await page.getByRole('button', { name: candidateName }).click();
  await page
    .getByRole('dialog', { name: candidateName })
    .getByRole('link', { name: /Open the attempt report/ })
    .click();
  // Until the report's page has loaded its code, the candidate's dialog stays on screen with the
  // same decision buttons ("Reopen attempt"…): a test clicking one then opened its dialog inside
  // the candidate's, which the report's page then took away (a rare CI failure, twice in 2026-11).
  await page.getByRole('heading', { level: 1, name: /^Attempt report: / }).waitFor();
  await page.getByRole('dialog', { name: candidateName }).waitFor({ state: 'detached' });
}

/** Signs in as `account`, then opens a candidate's attempt report from the Candidates list. */
export async function openAttemptReportAs(
  page: Page,
  account: { email: string; password: string },
  candidateName: string,
): Promise<void> {
  await signInToConsole(page, account);
  await openSection(page, 'Candidates');
  await openAttemptReport(page, candidateName);
}

/**
 * Every script a page requests, and a check that none of them is the console's: judged by what
 * the built files hold (the server sends them as built), not by their names.
 */
export function recordScripts(page: Page) {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  const code = (url: string) =>
    readFileSync(path.join('dist/client', new URL(url).pathname), 'utf8');
  return {
    urls,
    consoleScripts: () => urls.filter((url) => code(url).includes(hrCodeMarker)),
  };
}

/** A candidates CSV of `count` people (the columns), with its rows as objects. */
export function candidatesCsv(count: number, stamp: string) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Campus Candidate ${i + 1}`,
    email: `campus-${stamp}-${i + 1}@example.com`,
    phone: `+9198${String(10000000 + i).padStart(8, '0')}`,
    test_type: 'mcqs',
    time_factor: i % 10 === 0 ? '1.25' : '',
    window_start: '',
    window_end: '',
  }));
  const header = 'name,email,phone,test_type,time_factor,window_start,window_end';
  const lines = rows.map((r) =>
    [r.name, r.email, r.phone, r.test_type, r.time_factor, r.window_start, r.window_end].join(','),
  );
  return { rows, text: [header, ...lines].join('\n') + '\n' };
}

/** A parsed CSV's header line as the file has it, e.g. `name,email`: the columns, in order. */
export const csvHeader = (records: Record<string, string>[]): string =>
  Object.keys(records[0] ?? {}).join(',');

/** Parses the simple CSV the console writes (quoted fields where needed). */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field || record.length) records.push([...record, field]);
  const [header = [], ...body] = records;
  return body.map((values) => Object.fromEntries(header.map((h, i) => [h, values[i] ?? ''])));
}
