import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useFreshServers } from './support/fresh-servers.ts';
import {
  demoAdmin,
  hrTestTimeoutMs,
  openSection,
  parseCsv,
  signInToConsole,
} from './support/hr-console.ts';
import { takeTestThroughApi } from './support/hr-results.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

const pune = 'Pune campus drive';
const surat = 'Surat campus drive';

/** Two drives and a candidate of none (besides the three demo candidates, of none either). */
const tests = [
  { name: 'Asha Patel', right: 10, cohort: pune },
  { name: 'Ravi Shah', right: 5, cohort: pune },
  { name: 'Meera Joshi', right: 8, cohort: surat },
  { name: 'Kiran Desai', right: 7 },
];

async function consoleWithDrives() {
  const { server, context } = await servers.open();
  await context.close();
  const staff = await staffSession(server.baseUrl);
  for (const test of tests) await takeTestThroughApi(server.baseUrl, staff, test);
  const page = await servers.pageOn(server.baseUrl);
  await signInToConsole(page, demoAdmin);
  return page;
}

const drive = (page: Page) => page.getByLabel('Drive', { exact: true });

const resultNames = async (page: Page) =>
  (
    await page
      .getByRole('region', { name: 'Results' })
      .locator('tbody tr td:first-child a')
      .allInnerTexts()
  ).sort();

async function download(page: Page, link: Locator) {
  const file = page.waitForEvent('download');
  await link.click();
  return readFile((await (await file).path()) as string, 'utf8');
}

/** The drive a link's address asks for. */
const driveOf = async (link: Locator) =>
  new URL((await link.getAttribute('href')) ?? '', 'http://console').searchParams.get('cohort');

describe('HR console: results by drive', () => {
  it(
    "shows one drive's candidates on Results, Cohort and Item analysis, and exports carry the drive",
    async () => {
      const page = await consoleWithDrives();

      await openSection(page, 'Results');
      await expect.poll(async () => (await resultNames(page)).length).toBe(7);
      // The demo's two drives (issue 36) are listed too, with no candidate of their own.
      expect(await drive(page).locator('option').allInnerTexts()).toEqual([
        'All drives',
        'Backend hiring (demo)',
        'Frontend hiring (demo)',
        pune,
        surat,
      ]);
      await drive(page).selectOption(pune);
      await expect.poll(() => resultNames(page)).toEqual(['Asha Patel', 'Ravi Shah']);
      expect(new URL(page.url()).searchParams.get('cohort')).toBe(pune);
      const resultsLink = page.getByRole('link', { name: /results\.csv/ });
      const answersLink = page.getByRole('link', { name: /answers\.csv/ });
      expect(await driveOf(resultsLink)).toBe(pune);
      expect(await driveOf(answersLink)).toBe(pune);
      const results = parseCsv(await download(page, resultsLink));
      expect(results.map((r) => [r.name, r.drive]).sort()).toEqual([
        ['Asha Patel', pune],
        ['Ravi Shah', pune],
      ]);
      expect(results.every((r) => /\S/.test(r.one_time_id ?? ''))).toBe(true);
      const answers = parseCsv(await download(page, answersLink));
      expect(new Set(answers.map((a) => a.one_time_id))).toEqual(
        new Set(results.map((r) => r.one_time_id)),
      );
      expect(new Set(answers.map((a) => a.drive))).toEqual(new Set([pune]));
      // Kept in the address: a reload shows the same drive.
      await page.reload();
      await expect.poll(() => resultNames(page)).toEqual(['Asha Patel', 'Ravi Shah']);
      expect(await drive(page).inputValue()).toBe(pune);

      await openSection(page, 'Cohort');
      const facts = page.locator('.hr-cohort > .hr-facts');
      await facts.waitFor();
      expect(await facts.innerText()).toMatch(/Candidates\s+7\s+Tests submitted\s+4/);
      await drive(page).selectOption(surat);
      await expect
        .poll(() => facts.innerText())
        .toMatch(/Candidates\s+1\s+Tests submitted\s+1\s+Passed\s+1 /);
      expect(new URL(page.url()).searchParams.get('cohort')).toBe(surat);
      await drive(page).selectOption(pune);
      await expect
        .poll(() => facts.innerText())
        .toMatch(/Candidates\s+2\s+Tests submitted\s+2\s+Passed\s+1 /);
      // The drive's funnel: both invited took the test, one passed, nobody decided yet.
      expect(await page.getByRole('region', { name: 'Funnel' }).innerText()).toMatch(
        /Invited\s+2\s+100 %\s+Started\s+2\s+100 %\s+Submitted the test\s+2\s+100 %\s+Passed the MCQ test\s+1\s+50 %\s+Submitted the practical\s+0\s+0 %\s+Decided\s+0\s+0 %/,
      );
      await expect
        .poll(() => page.getByRole('figure', { name: /^Scores of 2 tests/ }).count())
        .toBe(1);

      await openSection(page, 'Item analysis');
      const status = page.getByRole('status').filter({ hasText: 'submitted tests' });
      await expect.poll(() => status.innerText()).toMatch(/^4 submitted tests/);
      await drive(page).selectOption(surat);
      await expect.poll(() => status.innerText()).toMatch(/^1 submitted tests/);
      expect(new URL(page.url()).searchParams.get('cohort')).toBe(surat);
    },
    hrTestTimeoutMs,
  );
});
