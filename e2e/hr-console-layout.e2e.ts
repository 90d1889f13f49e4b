import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hrSections } from '../src/features/hr/hr-sections.ts';
import { axeViolations } from './support/a11y.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, signInToConsole } from './support/hr-console.ts';
import { layoutProblems } from './support/layout-boxes.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

/** A drive's name as long as real ones are: the board's cohort list once cut it to "Campus drive 2…". */
const drive = 'Campus drive 2026, Pune colleges';

/**
 * Beside the demo data, candidates of a drive with long words in every column (an e-mail, a
 * window), so the candidates list, the results and the live board have their widest rows.
 */
async function addDriveCandidates(baseUrl: string): Promise<string> {
  const staff = await staffSession(baseUrl);
  const ids: string[] = [];
  for (const [i, testType] of (['mcqs', 'both', 'practical'] as const).entries()) {
    const created = await staff.send('POST', '/api/hr/candidates', {
      name: `Aishwarya Venkataraman-Subramaniam ${i + 1}`,
      email: `aishwarya.venkataraman.subramaniam.${i + 1}@engineering-college.example.com`,
      testType,
      timeFactor: 1.25,
    });
    if (created.status !== 201) throw new Error(await created.text());
    const { candidate } = (await created.json()) as { candidate: { id: string } };
    const moved = await staff.send('PATCH', `/api/hr/candidates/${candidate.id}`, {
      cohort: drive,
      reason: 'Placed in the drive for the layout check',
    });
    if (!moved.ok) throw new Error(await moved.text());
    ids.push(candidate.id);
  }
  return ids[0] as string;
}

/** Waits for a console page's data: no "Loading…" status left. */
const loaded = (page: Page) =>
  page.locator('[role="status"]:has-text("Loading")').waitFor({ state: 'detached' });

describe('HR console: layout by element boxes', () => {
  for (const width of [390, 1366, 1920]) {
    it(
      `at ${width} px, no console page clips a table, cuts text or overlaps controls, and axe finds nothing`,
      async () => {
        const { server } = await servers.open();
        const candidateId = await addDriveCandidates(server.baseUrl);
        const page = await servers.axePageOn(server.baseUrl, {
          viewport: { width, height: 900 },
        });
        await signInToConsole(page, demoAdmin, '/hr');
        const report: Record<string, string[]> = {};
        const check = async (state: string) => {
          const found = [...(await layoutProblems(page)), ...(await axeViolations(page))];
          if (found.length > 0) report[state] = found;
        };
        const pages = [
          ['Overview', '/hr'],
          ...hrSections.map((section) => [section.label, section.to]),
          ['Live board of the drive', `/hr/board?cohort=${encodeURIComponent(drive)}`],
          ['Attempt report', `/hr/report?candidate=${candidateId}`],
        ];
        for (const [name, path] of pages) {
          await page.goto(path as string);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await loaded(page);
          await check(name as string);
        }

        await page.goto('/hr/candidates');
        await loaded(page);
        await page.getByRole('button', { name: 'Import CSV' }).click();
        await page.getByRole('dialog', { name: 'Import candidates from CSV' }).waitFor();
        await check('candidate import');
        await page.keyboard.press('Escape');
        await page.goto('/hr/questions');
        await loaded(page);
        await page.getByRole('button', { name: 'Import questions' }).click();
        await page.getByRole('dialog', { name: 'Import questions' }).waitFor();
        await check('question import');

        expect(report).toEqual({});
      },
      hrTestTimeoutMs,
    );
  }
});
