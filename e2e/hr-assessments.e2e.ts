import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AssessmentPreview } from '../shared/contract/hr-assessments.ts';
import { axeViolations } from './support/a11y.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, openSection, signInToConsole } from './support/hr-console.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

const first = 'React developer, L1';
const second = 'React developer, L2';
const drive = 'Pune campus, March';

/** The row of a table (`Assessments` or `Drives`) whose row header starts with `name`. */
const row = (page: Page, name: string, table = 'Assessments') =>
  page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });

/** Adds a reviewer through the API, with a password of their own already chosen. */
async function addReviewer(baseUrl: string) {
  const admin = await staffSession(baseUrl);
  const email = 'rekha.reviewer@suryaloom.example';
  const added = await admin.send('POST', '/api/hr/staff', {
    name: 'Rekha Reviewer',
    email,
    role: 'reviewer',
  });
  if (added.status !== 201) throw new Error(await added.text());
  const { temporaryPassword } = (await added.json()) as { temporaryPassword: string };
  const password = 'a reviewer of assessments';
  const own = await staffSession(baseUrl, { email, password: temporaryPassword });
  const changed = await own.send('POST', '/api/hr/session/password', {
    currentPassword: temporaryPassword,
    newPassword: password,
  });
  if (!changed.ok) throw new Error(await changed.text());
  return { email, password };
}

describe('HR console: assessments and drives', () => {
  it(
    'an admin adds, clones, edits and archives assessments and adds a drive of one; a reviewer only reads and tries them',
    async () => {
      const { server, page } = await servers.openConsole({ section: 'Assessments' });
      await row(page, 'Company test').waitFor();
      expect(await row(page, 'Company test').innerText()).toContain('Default');

      // A new assessment: three questions from the whole bank, MCQs only, 20 s each, above 50 %.
      await page.getByRole('button', { name: 'New assessment' }).click();
      const add = page.getByRole('dialog', { name: 'New assessment' });
      await add.getByLabel('Name').fill(first);
      await add.getByLabel('Rounds').selectOption({ label: 'MCQ test only' });
      // From the whole bank: any category the default draws from is removed.
      const removeCategory = add.getByRole('button', { name: /^Remove category/ });
      while ((await removeCategory.count()) > 0) await removeCategory.first().click();
      await add.getByLabel('Questions per test').fill('3');
      await add.getByLabel('Seconds per question').fill('20');
      await add.getByLabel('Pass mark (%)').fill('50');
      await add.getByRole('button', { name: 'Add assessment' }).click();
      await add.waitFor({ state: 'hidden' });
      await row(page, first).waitFor();
      expect(await row(page, first).innerText()).toMatch(
        /MCQ test only\s+3\s+\(whole bank\)\s+20\s+strictly above 50 %\s+—\s+0\s+0/,
      );

      // Cloned under a new name, then its pass mark raised (an edit says why).
      await page.getByRole('button', { name: `Clone ${first}` }).click();
      const clone = page.getByRole('dialog', { name: `Clone ${first}` });
      await clone.getByLabel('New name').fill(second);
      await clone.getByRole('button', { name: 'Clone assessment' }).click();
      await row(page, second).waitFor();
      await page.getByRole('button', { name: `Edit ${second}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${second}` });
      expect(await edit.getByLabel('Questions per test').inputValue()).toBe('3');
      await edit.getByLabel('Pass mark (%)').fill('70');
      await edit.getByRole('button', { name: 'Save assessment' }).click();
      await edit.getByText('A reason is required.').waitFor();
      await edit.getByLabel('Reason').fill('L2 asks for more');
      await edit.getByRole('button', { name: 'Save assessment' }).click();
      await edit.waitFor({ state: 'hidden' });
      await expect.poll(() => row(page, second).innerText()).toContain('strictly above 70 %');
      expect(await row(page, first).innerText()).toContain('strictly above 50 %');

      // A drive of the clone, its window on India's clock.
      await openSection(page, 'Drives');
      await page.getByRole('button', { name: 'New drive' }).click();
      const newDrive = page.getByRole('dialog', { name: 'New drive' });
      await newDrive.getByLabel('Name').fill(drive);
      await newDrive.getByLabel('Assessment').selectOption({ label: second });
      expect(await newDrive.getByLabel('Time zone').inputValue()).toBe('Asia/Kolkata');
      await newDrive.getByLabel('Window opens').fill('2026-03-10T10:00');
      await newDrive.getByLabel('Window closes', { exact: true }).fill('2026-03-10T18:00');
      await newDrive.getByRole('button', { name: 'Add drive' }).click();
      await newDrive.waitFor({ state: 'hidden' });
      const driveRow = row(page, drive, 'Drives');
      await driveRow.waitFor();
      expect(await driveRow.innerText()).toMatch(
        new RegExp(
          `^${drive}\\s+${second}\\s+10 Mar 2026, 10:00 am\\s+10 Mar 2026, 6:00 pm\\s+Asia/Kolkata\\s+0`,
        ),
      );
      for (const [label, path] of [
        ['Candidates', '/hr/candidates'],
        ['Results', '/hr/results'],
        ['Cohort', '/hr/cohort'],
        ['Live board', '/hr/board'],
      ]) {
        const href = await driveRow
          .getByRole('link', { name: `${label} of ${drive}` })
          .getAttribute('href');
        const url = new URL(href ?? '', server.baseUrl);
        expect([url.pathname, url.searchParams.get('cohort')]).toEqual([path, drive]);
      }
      // An edit says why and sends the window on the drive's clock again.
      await page.getByRole('button', { name: `Edit ${drive}` }).click();
      const editDrive = page.getByRole('dialog', { name: `Edit ${drive}` });
      expect(await editDrive.getByLabel('Window opens').inputValue()).toBe('2026-03-10T10:00');
      await editDrive.getByLabel('Window closes', { exact: true }).fill('2026-03-10T17:00');
      await editDrive.getByLabel('Reason').fill('The hall closes at five');
      await editDrive.getByRole('button', { name: 'Save drive' }).click();
      await editDrive.waitFor({ state: 'hidden' });
      await expect.poll(() => driveRow.innerText()).toContain('10 Mar 2026, 5:00 pm');
      await driveRow.getByRole('link', { name: `Cohort of ${drive}` }).click();
      await page.getByRole('heading', { level: 1, name: 'Cohort' }).waitFor();
      expect(await page.getByLabel('Drive', { exact: true }).inputValue()).toBe(drive);

      // The first archived: badged, restorable, and no longer offered to a new drive.
      await openSection(page, 'Assessments');
      await page.getByRole('button', { name: `Archive ${first}` }).click();
      const archive = page.getByRole('dialog', { name: `Archive ${first}` });
      await archive.getByLabel('Reason').fill('Replaced by L2');
      await archive.getByRole('button', { name: 'Archive assessment' }).click();
      await page.getByRole('button', { name: `Restore ${first}` }).waitFor();
      expect(await row(page, first).innerText()).toContain('Archived');
      expect(await row(page, second).innerText()).toMatch(/\s1\s+0\s/);
      await openSection(page, 'Drives');
      await page.getByRole('button', { name: 'New drive' }).click();
      const offered = await page
        .getByRole('dialog', { name: 'New drive' })
        .getByLabel('Assessment')
        .locator('option')
        .allInnerTexts();
      expect(offered).toContain(second);
      expect(offered).not.toContain(first);
      await page.keyboard.press('Escape');

      // A reviewer reads both lists and may try an assessment, but sees no admin control.
      const reviewer = await servers.pageOn(server.baseUrl);
      await signInToConsole(reviewer, await addReviewer(server.baseUrl));
      await openSection(reviewer, 'Assessments');
      await row(reviewer, second).waitFor();
      const controls = /^(New assessment|Edit|Clone|Archive|Restore|Make default|New drive)/;
      expect(await reviewer.getByRole('button', { name: controls }).count()).toBe(0);
      const assessments = reviewer.getByRole('region', { name: 'Assessments' }).locator('tbody tr');
      expect(await reviewer.getByRole('link', { name: /^Try it/ }).count()).toBe(
        await assessments.count(),
      );
      await openSection(reviewer, 'Drives');
      await reviewer.getByRole('link', { name: `Results of ${drive}` }).waitFor();
      expect(await reviewer.getByRole('button', { name: controls }).count()).toBe(0);
    },
    hrTestTimeoutMs,
  );

  it(
    'runs a preview one question at a time on its own clock and marks it by its own pass mark',
    async () => {
      const { server, page } = await servers.openConsole();
      const admin = await staffSession(server.baseUrl);
      const created = await admin.send('POST', '/api/hr/assessments', {
        name: 'Preview check',
        rounds: 'mcqs',
        questionCount: 3,
        secondsPerQuestion: 30,
        passPercent: 60,
        practicalMinutes: 60,
      });
      expect(created.status).toBe(201);
      const { assessment } = (await created.json()) as { assessment: { id: string } };

      const resultsNow = async () => (await admin.send('GET', '/api/hr/results')).text();
      const resultsBefore = await resultsNow();
      await openSection(page, 'Assessments');
      const href = await row(page, 'Preview check')
        .getByRole('link', { name: 'Try it Preview check' })
        .getAttribute('href');
      // The page's own clock, moved by the test: the countdown and its move at zero.
      await page.clock.install();
      const drawn = page.waitForResponse((r) =>
        r.url().endsWith(`/assessments/${assessment.id}/preview`),
      );
      await page.goto(href ?? '');
      const { questions } = (await (await drawn).json()) as AssessmentPreview;
      expect(questions).toHaveLength(3);
      await page.getByRole('heading', { level: 1, name: 'Assessment preview' }).waitFor();
      await page.getByText('Preview: nothing is recorded and it counts in no statistic.').waitFor();

      await page.getByRole('button', { name: 'Start the preview' }).click();
      const timer = page.getByRole('timer');
      await page.getByRole('heading', { name: 'Question 1 of 3' }).waitFor();
      expect(await timer.innerText()).toBe('0:30');
      const choose = (index: number) => page.getByRole('radio').nth(index).check();
      // 1: right. 2: left to run out (nothing chosen). 3: right, finished by hand.
      await choose(questions[0]?.correctOptionIndex ?? 0);
      await page.clock.fastForward(10_000);
      await expect.poll(() => timer.innerText()).toBe('0:20');
      await page.getByRole('button', { name: 'Next question' }).click();
      await page.getByRole('heading', { name: 'Question 2 of 3' }).waitFor();
      expect(await timer.innerText()).toBe('0:30');
      await page.clock.fastForward(30_000);
      await page.getByRole('heading', { name: 'Question 3 of 3' }).waitFor();
      await choose(questions[2]?.correctOptionIndex ?? 0);
      await page.getByRole('button', { name: 'Finish' }).click();

      await page.getByRole('heading', { name: 'Your score' }).waitFor();
      expect(await page.locator('.hr-preview__score').innerText()).toBe(
        '2 of 3 right (66.7 %): Passed',
      );
      await page.getByText('A candidate of Preview check passes strictly above 60 %.').waitFor();

      // Nothing was recorded: the results are as they were.
      expect(await resultsNow()).toBe(resultsBefore);
    },
    hrTestTimeoutMs,
  );

  it(
    'finds no axe violation in the assessment and drive forms with their errors shown, nor in a preview question',
    async () => {
      const server = await servers.fileServer();
      const page = await servers.axePageOn(server.baseUrl, {
        viewport: { width: 390, height: 800 },
      });
      await signInToConsole(page, demoAdmin);
      const report: Record<string, string[]> = {};
      const check = async (state: string) => {
        const found = await axeViolations(page);
        if (found.length > 0) report[state] = found;
      };

      await openSection(page, 'Assessments');
      await row(page, 'Company test').waitFor();
      await page.getByRole('button', { name: 'Edit Company test' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Company test' });
      await edit.getByRole('button', { name: 'Draw from a category' }).click();
      await edit.getByLabel('Name').fill('');
      await edit.getByRole('button', { name: 'Save assessment' }).click();
      await edit.getByText('Name is required').waitFor();
      await edit.getByText('Choose the category').waitFor();
      await check('assessment form, sent with errors');
      await edit.getByRole('button', { name: 'Cancel' }).click();

      await openSection(page, 'Drives');
      await page.getByRole('button', { name: 'New drive' }).click();
      const add = page.getByRole('dialog', { name: 'New drive' });
      await add.getByLabel('Assessment').selectOption({ label: 'Choose…' });
      await add.getByLabel('Window opens').fill('2026-03-10T18:00');
      await add.getByLabel('Window closes', { exact: true }).fill('2026-03-10T10:00');
      await add.getByRole('button', { name: 'Add drive' }).click();
      await add.getByText('The window must end after it starts').waitFor();
      await add.getByText('Choose an assessment').waitFor();
      await check('drive form, sent with errors');
      await add.getByRole('button', { name: 'Cancel' }).click();

      await openSection(page, 'Assessments');
      await page.getByRole('link', { name: 'Try it Company test' }).click();
      await page.getByRole('button', { name: 'Start the preview' }).click();
      await page.getByRole('heading', { name: /^Question 1 of/ }).waitFor();
      await check('preview question');
      expect(report).toEqual({});
    },
    hrTestTimeoutMs,
  );
});
