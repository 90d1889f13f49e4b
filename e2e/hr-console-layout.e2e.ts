import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hrSections } from '../src/features/hr/hr-sections.ts';
import { axeViolations } from './support/a11y.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, signInToConsole } from './support/hr-console.ts';
import { layoutProblems } from './support/layout-boxes.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

/**
 * A drive's name as long as real ones are: the board's cohort list once cut it to "Campus drive
 * 2…", and a phone's full-width select still cut this one.
 */
const drive = 'Campus drive 2026, Sardar Vallabhbhai NIT Surat, morning batch';

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
      // A window from one day to the next: the widest the candidates list writes.
      windowStart: '2026-11-24T09:30:00+05:30',
      windowEnd: '2026-11-25T17:45:00+05:30',
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

/** A page in a browser `width` px wide, signed in to the console of a fresh server with the drive. */
async function consoleAt(width: number) {
  const { server } = await servers.open();
  const candidateId = await addDriveCandidates(server.baseUrl);
  const page = await servers.axePageOn(server.baseUrl, { viewport: { width, height: 900 } });
  await signInToConsole(page, demoAdmin, '/hr');
  return { page, candidateId };
}

/** Waits for a console page's data: no "Loading…" status left. */
const loaded = (page: Page) =>
  page.locator('[role="status"]:has-text("Loading")').waitFor({ state: 'detached' });

describe('HR console: layout by element boxes', () => {
  for (const width of [390, 1366, 1920]) {
    it(
      `at ${width} px, no console page clips a table, cuts text or overlaps controls, and axe finds nothing`,
      async () => {
        const { page, candidateId } = await consoleAt(width);
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

  it(
    'at 1,366 px the candidates list fits its region: no sideways scroll, every column header in view',
    async () => {
      const { page } = await consoleAt(1366);
      await page.goto('/hr/candidates');
      await loaded(page);
      const region = page.getByRole('region', { name: 'Candidates' });
      const fit = await region.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return {
          sideways:
            el.scrollWidth > el.clientWidth ? `${el.scrollWidth} px in ${el.clientWidth}` : '',
          headersOutOfView: [...el.querySelectorAll('thead th')]
            .filter((th) => {
              const cell = th.getBoundingClientRect();
              return cell.left < box.left - 1 || cell.right > box.right + 1;
            })
            .map((th) => th.textContent?.trim()),
        };
      });
      expect(fit).toEqual({ sideways: '', headersOutOfView: [] });
    },
    hrTestTimeoutMs,
  );

  it(
    "at 390 px the live board writes a long drive's whole name over the board, which its select cannot hold",
    async () => {
      const { page } = await consoleAt(390);
      await page.goto(`/hr/board?cohort=${encodeURIComponent(drive)}`);
      await loaded(page);
      await expect.poll(() => page.getByLabel('Drive').inputValue()).toBe(drive);
      const name = page.getByRole('heading', { level: 2, name: drive, exact: true });
      expect(await name.count()).toBe(1);
      const shown = await name.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return {
          text: el.textContent,
          cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
          inView: box.left >= 0 && box.right <= document.documentElement.clientWidth,
        };
      });
      expect(shown).toEqual({ text: drive, cut: false, inView: true });
    },
    hrTestTimeoutMs,
  );
});
