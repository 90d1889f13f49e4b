import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/a11y.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import {
  demoAdmin,
  hrTestTimeoutMs,
  openSection,
  csvHeader,
  parseCsv,
  signInToConsole,
} from './support/hr-console.ts';
import { takeTestThroughApi } from './support/hr-results.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

/** Four submitted tests (and the three demo candidates, not started): 2 pass the 75 % mark. */
const cohort = [
  { name: 'Asha Patel', right: 10 },
  { name: 'Ravi Shah', right: 8 },
  { name: 'Meera Joshi', right: 7, reason: 'time-up' },
  { name: 'Kiran Desai', right: 5, reason: 'tab-hidden' },
];

/** A server with the cohort, and the console signed in on it (axe may inspect its pages). */
async function consoleWithCohort(viewport = { width: 1280, height: 900 }) {
  const { server, context } = await servers.open();
  await context.close();
  const staff = await staffSession(server.baseUrl);
  const ids = new Map<string, string>();
  for (const test of cohort)
    ids.set(test.name, await takeTestThroughApi(server.baseUrl, staff, test));
  const page = await servers.axePageOn(server.baseUrl, { viewport });
  await signInToConsole(page, demoAdmin);
  return { page, ids };
}

const resultNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Results' })
    .locator('tbody tr td:first-child a')
    .allInnerTexts();

async function download(page: Page, link: Locator) {
  const file = page.waitForEvent('download');
  await link.click();
  const path = await (await file).path();
  return readFile(path as string, 'utf8');
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('HR console: results', () => {
  it(
    'filters and sorts every candidate, opens a report, and downloads both CSV files with the documented columns',
    async () => {
      const { page, ids } = await consoleWithCohort();
      await openSection(page, 'Results');
      const region = page.getByRole('region', { name: 'Results' });
      await region.getByRole('link', { name: 'Kiran Desai' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Sorted by score on the server: lowest first, candidates without a score last.
      await region.getByRole('button', { name: /^Score/ }).click();
      await expect
        .poll(() => resultNames(page))
        .toEqual([
          'Kiran Desai',
          'Meera Joshi',
          'Ravi Shah',
          'Asha Patel',
          expect.stringMatching(/^Demo Candidate/),
          expect.stringMatching(/^Demo Candidate/),
          expect.stringMatching(/^Demo Candidate/),
        ]);
      expect(
        await region.getByRole('columnheader', { name: /^Score/ }).getAttribute('aria-sort'),
      ).toBe('ascending');
      // By keyboard too.
      await region.getByRole('button', { name: /^Score/ }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await resultNames(page)).slice(0, 4))
        .toEqual(['Asha Patel', 'Ravi Shah', 'Meera Joshi', 'Kiran Desai']);

      // Filters, kept in the address: passed only, then flagged only.
      await page.getByLabel('Passed').focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => resultNames(page)).toEqual(['Asha Patel', 'Ravi Shah']);
      expect(page.url()).toContain('passed=true');
      await page.getByLabel('Passed').selectOption('');
      await page.getByLabel('Flagged').selectOption('true');
      await expect.poll(() => resultNames(page)).toEqual(['Kiran Desai']);
      const kiran = region.getByRole('row').filter({ hasText: 'Kiran Desai' });
      expect(await kiran.innerText()).toMatch(/Tab hidden[\s\S]*50 %[\s\S]*No[\s\S]*Flagged/);

      // Both exports carry the page's filter: Kiran alone.
      const results = parseCsv(
        await download(page, page.getByRole('link', { name: /results\.csv/ })),
      );
      expect(csvHeader(results)).toBe(
        'candidate_id,name,email,test_type,started_at,submitted_at,submit_reason,attempted,right,wrong,score_pct,passed,late_answers,offline_seconds,practical_status,practical_late,decision,reviewer,one_time_id,drive,assessment',
      );
      expect(results).toEqual([
        expect.objectContaining({
          candidate_id: ids.get('Kiran Desai'),
          name: 'Kiran Desai',
          submit_reason: 'tab-hidden',
          right: '5',
          score_pct: '50',
          passed: 'false',
        }),
      ]);
      const answers = parseCsv(
        await download(page, page.getByRole('link', { name: /answers\.csv/ })),
      );
      expect(csvHeader(answers)).toBe(
        'candidate_id,question_id,question_version,served_at,answered_at,seconds_taken,chosen_option,correct,synced_late,one_time_id,drive,assessment',
      );
      expect(answers).toHaveLength(10);
      expect(new Set(answers.map((a) => a.candidate_id))).toEqual(
        new Set([ids.get('Kiran Desai')]),
      );
      expect(answers.filter((a) => a.correct === 'true')).toHaveLength(5);

      // A name opens the candidate's attempt report.
      await kiran.getByRole('link', { name: 'Kiran Desai' }).click();
      await page.getByRole('heading', { level: 1, name: 'Attempt report: Kiran Desai' }).waitFor();
      await page.goBack();
      await expect.poll(() => resultNames(page)).toEqual(['Kiran Desai']);
    },
    hrTestTimeoutMs,
  );
});

describe('HR console: cohort view', () => {
  it(
    'shows the histogram with the pass mark, and the what-if cut changes how many would pass',
    async () => {
      const { page } = await consoleWithCohort();
      await openSection(page, 'Cohort');
      const facts = page.locator('.hr-cohort > .hr-facts');
      await facts.waitFor();
      expect(await facts.innerText()).toMatch(
        /Tests submitted\s+4\s+Passed\s+2 \(above 75 %\)\s+Pass rate\s+50 %/,
      );
      const histogram = page.getByRole('figure', { name: /^Scores of 4 tests/ });
      const canvas = histogram.locator('canvas').first();
      await canvas.waitFor();
      expect(await histogram.locator('figcaption').innerText()).toContain(
        'Solid red line: the pass mark, 75 %.',
      );
      // The figures as text: one test in each of four bars.
      await histogram.getByText('The histogram as a table').click();
      const bars = histogram.getByRole('region', { name: 'Scores by bar' });
      const filled = (await bars.locator('tbody tr').allInnerTexts())
        .map((row) => row.split('\t'))
        .filter(([, tests]) => tests !== '0');
      expect(filled).toEqual([
        ['above 45 to 50 %', '1'],
        ['above 65 to 70 %', '1'],
        ['above 75 to 80 %', '1'],
        ['above 95 to 100 %', '1'],
      ]);

      const answer = page.locator('.hr-what-if__answer');
      expect(await answer.innerText()).toBe(
        'With the cut at 75 %, 2 of 4 tests would pass (50 %): the pass mark in force.',
      );
      const pictureAtPassMark = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
      await page.getByLabel('Cut (%)').fill('65');
      await expect
        .poll(() => answer.innerText())
        .toBe(
          'With the cut at 65 %, 3 of 4 tests would pass (75 %): 1 more than at the pass mark.',
        );
      // The chart draws the cut being tried (a dashed line).
      expect(await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL())).not.toBe(
        pictureAtPassMark,
      );
      expect(await histogram.locator('figcaption').innerText()).toContain(
        'dashed brown line: the cut you are trying, 65 %',
      );
      // The slider moves the same cut by keyboard; the box follows.
      await page.getByLabel('Cut on a slider').focus();
      for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowLeft');
      await expect
        .poll(() => answer.innerText())
        .toBe(
          'With the cut at 49 %, 4 of 4 tests would pass (100 %): 2 more than at the pass mark.',
        );
      expect(await page.getByLabel('Cut (%)').inputValue()).toBe('49');
      await page.getByRole('button', { name: 'Back to the pass mark (75 %)' }).click();
      await expect.poll(() => answer.innerText()).toContain('2 of 4 tests would pass');

      const endings = page.getByRole('region', { name: 'Endings' });
      expect(
        (await endings.locator('tbody tr').allInnerTexts()).map((row) => row.split('\t')),
      ).toEqual([
        ['Completed', '2', '50 %'],
        ['Tab hidden', '1', '25 %'],
        ['Time ran out', '1', '25 %'],
      ]);
      expect(await axeViolations(page)).toEqual([]);

      // On a 320 px phone: the charts fit, nothing scrolls sideways, still no violation.
      await page.setViewportSize({ width: 320, height: 700 });
      await expect
        .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.clientWidth))
        .toBeLessThan(300);
      expect(await overflows(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await openSection(page, 'Results');
      await page.getByRole('region', { name: 'Results' }).waitFor();
      expect(await overflows(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    },
    hrTestTimeoutMs,
  );
});
