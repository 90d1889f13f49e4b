import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actionWordsOf } from '../shared/audit-words.ts';
import { activateByKeyboard, axeViolations, focusState, tabTo } from './support/a11y.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import {
  demoAdmin,
  openSection,
  parseCsv,
  signInToConsole,
  hrTestTimeoutMs,
} from './support/hr-console.ts';

const servers = useFreshServers();

const sections = [
  'Overview',
  'Candidates',
  'Live board',
  'Results',
  'Cohort',
  'Question bank',
  'Assessments',
  'Drives',
  'Practical tasks',
  'Item analysis',
  'Enquiries',
  'Newsletter',
  'Audit log',
  'Staff',
  'Backups',
  'Personal data',
  'Your account',
];

/**
 * A page that axe may inspect (the CSP forbids injected scripts) on the file's server, which the
 * accessibility and keyboard tests share: they add nothing another of them reads.
 */
async function consolePage(viewport = { width: 1280, height: 800 }) {
  const server = await servers.fileServer();
  const page = await servers.axePageOn(server.baseUrl, { viewport });
  return { page, server };
}

/** No sideways scrolling of the page itself (tables scroll inside their own region). */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function addReviewer(page: Page): Promise<string> {
  await openSection(page, 'Staff');
  await page.getByRole('button', { name: 'Add staff account' }).click();
  const add = page.getByRole('dialog', { name: 'Add a staff account' });
  await add.getByLabel('Name').fill('Ravi Reviewer');
  await add.getByLabel('E-mail').fill('ravi.reviewer@suryaloom.example');
  await add.getByLabel('Role').selectOption('reviewer');
  await add.getByRole('button', { name: 'Add account' }).click();
  const shown = page.getByRole('dialog', { name: 'Temporary password' });
  await shown.waitFor();
  const password = (await shown.locator('.hr-secret').textContent()) ?? '';
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'hidden' });
  return password;
}

describe('HR console: roles and sessions', () => {
  it(
    'signs out for good, and shows a reviewer no admin controls',
    async () => {
      const { server, page } = await servers.openConsole();
      const temporary = await addReviewer(page);
      expect(temporary.length).toBeGreaterThanOrEqual(12);

      // The "was added" toast leaves the header's Sign out button free to press.
      const toastBox = await page.locator('.Toastify__toast').first().boundingBox();
      const signOutBox = await page.getByRole('button', { name: 'Sign out' }).boundingBox();
      expect(toastBox && signOutBox).toBeTruthy();
      if (toastBox && signOutBox)
        expect(
          toastBox.y >= signOutBox.y + signOutBox.height ||
            toastBox.y + toastBox.height <= signOutBox.y,
        ).toBe(true);

      // Sign-out ends the session on the server, not only on the screen.
      await page.getByRole('button', { name: 'Sign out' }).click();
      // A failed sign-out says why in an error toast: the test names it rather than timing out
      // blind (CI once waited 30 s here with no trace of what the page showed).
      const signInHeading = page.getByRole('heading', { name: 'Staff sign-in' });
      const errorToast = page.locator('.Toastify__toast--error');
      await signInHeading.or(errorToast).first().waitFor();
      expect(await errorToast.allTextContents()).toEqual([]);
      await signInHeading.waitFor();
      expect((await page.request.get(`${server.baseUrl}/api/hr/session`)).status()).toBe(401);
      await page.reload();
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();

      // The reviewer chooses a password first, then sees the console without admin controls.
      const reviewer = await servers.pageOn(server.baseUrl);
      await reviewer.goto('/hr');
      await reviewer.getByLabel('E-mail').fill('ravi.reviewer@suryaloom.example');
      await reviewer.getByLabel('Password', { exact: true }).fill(temporary);
      await reviewer.getByRole('button', { name: 'Sign in' }).click();
      await reviewer.getByRole('heading', { name: 'Choose your password' }).waitFor();
      await reviewer.getByLabel('Temporary password').fill(temporary);
      await reviewer.getByLabel('New password', { exact: true }).fill('a reviewer passphrase');
      await reviewer.getByLabel('New password again').fill('a reviewer passphrase');
      await reviewer.getByRole('button', { name: 'Change password' }).click();
      const nav = reviewer.getByRole('navigation', { name: 'HR console' });
      await nav.waitFor();
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(
        sections.filter((s) => !['Staff', 'Backups', 'Personal data'].includes(s)),
      );

      const adminOnly = [
        'Add candidate',
        'Import CSV',
        'Add question',
        'Import questions',
        'Save settings',
        'Add a task',
        'Add staff account',
      ];
      const visibleAdminControls = async () => {
        const found: string[] = [];
        for (const name of adminOnly)
          if ((await reviewer.getByRole('button', { name, exact: true }).count()) > 0)
            found.push(name);
        for (const name of [/^Edit/, /^Retire/, /^Restore/])
          if ((await reviewer.getByRole('button', { name }).count()) > 0) found.push(String(name));
        return found;
      };
      for (const section of [
        'Candidates',
        'Question bank',
        'Practical tasks',
        'Assessments',
        'Drives',
      ]) {
        await openSection(reviewer, section);
        await reviewer.locator('table, form, .hr-tasks').first().waitFor();
        expect(await visibleAdminControls(), section).toEqual([]);
      }
      await openSection(reviewer, 'Candidates');
      await reviewer.getByRole('button', { name: 'Demo Candidate (MCQ only)' }).click();
      const details = reviewer.getByRole('dialog', { name: 'Demo Candidate (MCQ only)' });
      await details.getByText('One-time ID').waitFor();
      for (const name of [
        'Reset password',
        'Revoke access',
        'Change time factor',
        'Change test window',
      ])
        expect(await details.getByRole('button', { name }).count(), name).toBe(0);
      await reviewer.keyboard.press('Escape');
      await reviewer.goto('/hr/staff');
      await reviewer.getByText('This needs an admin account.').waitFor();
      // The server agrees: a reviewer's admin call is refused.
      const session = (await (
        await reviewer.request.get(`${server.baseUrl}/api/hr/session`)
      ).json()) as {
        csrfToken: string;
      };
      const refused = await reviewer.request.post(`${server.baseUrl}/api/hr/staff`, {
        headers: { 'X-CSRF-Token': session.csrfToken },
        data: { email: 'x@suryaloom.example', name: 'X', role: 'admin' },
      });
      expect(refused.status()).toBe(403);
    },
    hrTestTimeoutMs,
  );
});

describe('HR console: enquiries and newsletter', () => {
  it(
    'shows each enquiry whole, changes its status, and exports both lists as CSV',
    async () => {
      const { server, context } = await servers.open();
      const message = 'We need a booking app for four clinics.\nBudget: ₹8 lakh, "soon".';
      const sent = await fetch(`${server.baseUrl}/api/contcatUs/create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Meera Joshi',
          email: 'meera@example.com',
          contact: '+919812345678',
          subject: 'Clinic bookings',
          message,
        }),
      });
      expect(sent.ok).toBe(true);
      const subscribed = await fetch(`${server.baseUrl}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'reader@example.com' }),
      });
      expect(subscribed.ok).toBe(true);

      const page = await context.newPage();
      await signInToConsole(page, demoAdmin);
      await openSection(page, 'Enquiries');
      const enquiry = page.getByRole('article', { name: 'Clinic bookings' });
      expect(await enquiry.locator('.hr-message').innerText()).toBe(message);
      await enquiry.getByRole('button', { name: 'Replied' }).click();
      await expect
        .poll(() => enquiry.getByRole('button', { name: 'Replied' }).getAttribute('aria-pressed'))
        .toBe('true');
      const enquiriesCsv = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV' }).click();
      const enquiriesFile = parseCsv(
        await readFile((await (await enquiriesCsv).path()) as string, 'utf8'),
      );
      expect(enquiriesFile).toEqual([
        expect.objectContaining({
          name: 'Meera Joshi',
          subject: 'Clinic bookings',
          status: 'replied',
          message,
        }),
      ]);

      await openSection(page, 'Newsletter');
      await page.getByRole('cell', { name: 'reader@example.com' }).waitFor();
      const subscribersCsv = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV' }).click();
      const subscribers = parseCsv(
        await readFile((await (await subscribersCsv).path()) as string, 'utf8'),
      );
      expect(subscribers.map((row) => row.email)).toEqual(['reader@example.com']);

      // The status change is in the audit log: who, what, and the value before and after.
      await openSection(page, 'Audit log');
      const row = page.getByRole('row').filter({ hasText: 'Enquiry status changed' });
      await row.waitFor();
      expect(await row.innerText()).toContain(demoAdmin.email);
      expect(await row.innerText()).toContain('Status: New → Replied');
    },
    hrTestTimeoutMs,
  );
});

/** The `aria-sort` of each sortable column header of the table named `table`. */
const sortStates = (page: Page, table: string) =>
  page
    .getByRole('region', { name: table })
    .locator('th')
    .evaluateAll((headers) =>
      Object.fromEntries(
        headers
          .filter((th) => th.querySelector('button'))
          .map((th) => [
            th.textContent?.replace(/[▲▼↕]/g, '').trim(),
            th.getAttribute('aria-sort'),
          ]),
      ),
    );

/** Clicks an export link and reads the file the browser downloaded. */
async function downloadCsv(page: Page, link: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: link }).click();
  return parseCsv(await readFile((await (await download).path()) as string, 'utf8'));
}

describe('HR console: lists sort on the server and export what they show', () => {
  it(
    'sorts the staff table from the keyboard (aria-sort follows), filters it and exports it; the audit log and the question bank too',
    async () => {
      const { page } = await servers.openConsole();
      await addReviewer(page);
      // The temporary password's dialog gives focus back to the button that started it all.
      await expect.poll(async () => (await focusState(page)).on).toBe('button "Add staff account"');
      const rowsOf = async () =>
        page
          .getByRole('region', { name: 'Staff accounts' })
          .locator('tbody tr td:first-child')
          .allInnerTexts();
      await expect.poll(rowsOf).toEqual(['Demo Admin', 'Ravi Reviewer']);
      expect(await sortStates(page, 'Staff accounts')).toMatchObject({
        Name: null,
        'E-mail': 'ascending',
      });

      // The header is a button: Tab reaches it, Enter sorts, and focus stays on it.
      await activateByKeyboard(page, (on) => on.startsWith('button "Name'), { maxStops: 40 });
      await expect
        .poll(() => sortStates(page, 'Staff accounts'))
        .toMatchObject({
          Name: 'ascending',
          'E-mail': null,
        });
      await page.keyboard.press('Enter');
      await expect
        .poll(() => sortStates(page, 'Staff accounts'))
        .toMatchObject({
          Name: 'descending',
        });
      await expect.poll(rowsOf).toEqual(['Ravi Reviewer', 'Demo Admin']);
      expect((await focusState(page)).on).toMatch(/^button "Name/);
      expect(new URL(page.url()).search).toBe('?sort=name&order=desc');

      await page.locator('.hr-toolbar').getByLabel('Role').selectOption('reviewer');
      await expect.poll(rowsOf).toEqual(['Ravi Reviewer']);
      const staffFile = await downloadCsv(page, 'Export CSV');
      expect(staffFile).toEqual([
        expect.objectContaining({
          email: 'ravi.reviewer@suryaloom.example',
          name: 'Ravi Reviewer',
          role: 'reviewer',
          status: 'active',
          must_change_password: 'true',
        }),
      ]);
      expect(Object.keys(staffFile[0] ?? {})).not.toContain('password_hash');

      // The audit log sorts by what was done, in the words it shows (not the keys: "Signed in"
      // before "Staff account added"); its export, which keeps the keys, follows that order.
      await openSection(page, 'Audit log');
      await page.getByRole('region', { name: 'Audit log' }).waitFor();
      await page.getByRole('button', { name: 'What' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => sortStates(page, 'Audit log'))
        .toMatchObject({
          What: 'ascending',
          When: null,
        });
      const actions = (await downloadCsv(page, 'Export CSV')).map((row) => row.action ?? '');
      expect(actions.length).toBeGreaterThan(1);
      const words = actions.map((action) => actionWordsOf(action).toLowerCase());
      expect(words).toEqual([...words].sort());

      // The question bank exports only the category it shows.
      await openSection(page, 'Question bank');
      await page.locator('.hr-toolbar').getByLabel('Category').selectOption('JavaScript');
      await expect
        .poll(() => page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))
        .toContain('category=JavaScript');
      const questions = await downloadCsv(page, 'Export CSV');
      expect(questions.length).toBeGreaterThan(0);
      expect(new Set(questions.map((q) => q.category))).toEqual(new Set(['JavaScript']));
    },
    hrTestTimeoutMs,
  );
});

describe('HR console: accessibility (axe, WCAG 2.2 A and AA)', () => {
  for (const [label, viewport] of [
    ['a laptop', { width: 1280, height: 800 }],
    ['a 320 px phone', { width: 320, height: 640 }],
  ] as const) {
    it(
      `finds no violation on any console page or dialog on ${label}, and never scrolls sideways`,
      async () => {
        const { page } = await consolePage(viewport);
        const report: Record<string, string[]> = {};
        const overflowing: string[] = [];
        const check = async (state: string) => {
          const found = await axeViolations(page);
          if (found.length > 0) report[state] = found;
          if (await pageOverflows(page)) overflowing.push(state);
        };
        /** Each form dialog checked with its errors shown: its send button, and one error. */
        const refusals = {
          'Add a candidate': ['Add candidate', 'Name is required'],
          'Change the time factor': ['Save time factor', 'A reason is required.'],
          'Add a question': ['Add question', 'Choose the correct option'],
        } as const;
        /** Sends the open dialog empty, checks the page with its errors shown, and cancels it. */
        const checkRefused = async (name: keyof typeof refusals) => {
          const [send, error] = refusals[name];
          const dialog = page.getByRole('dialog', { name });
          await dialog.getByRole('button', { name: send }).click();
          await dialog.getByText(error).first().waitFor();
          await check(`${name}, sent with errors`);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
        };
        await page.goto('/hr/candidates');
        await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
        await check('sign-in');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByText('E-mail is required').waitFor();
        await check('sign-in with errors');
        await page.getByLabel('E-mail').fill(demoAdmin.email);
        await page.getByLabel('Password', { exact: true }).fill('not the password');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('alert').waitFor();
        await check('sign-in refused');
        await signInToConsole(page, demoAdmin, '/hr');
        for (const section of sections) {
          await openSection(page, section);
          await page.locator('[role="status"]:has-text("Loading")').waitFor({ state: 'detached' });
          await check(section);
        }
        if (viewport.width < 400) {
          await page.getByRole('button', { name: 'Menu' }).click();
          await check('menu open');
          await page.keyboard.press('Escape');
        }

        await openSection(page, 'Candidates');
        await page.getByRole('button', { name: 'Import CSV' }).click();
        const importing = page.getByRole('dialog', { name: 'Import candidates from CSV' });
        await importing
          .getByLabel('Candidates CSV')
          .fill('name,email,test_type\nAsha,not-an-email,mcqs\n');
        await importing.getByRole('button', { name: 'Check file' }).click();
        await importing.getByRole('table', { name: 'Line errors' }).waitFor();
        await check('candidate import with a line error');
        await importing.getByRole('button', { name: 'Close' }).click();
        await page.getByRole('button', { name: 'Add candidate' }).click();
        await checkRefused('Add a candidate');
        await page.getByRole('button', { name: 'Demo Candidate (MCQ only)' }).click();
        const details = page.getByRole('dialog', { name: 'Demo Candidate (MCQ only)' });
        await details.getByText('One-time ID').waitFor();
        await check('candidate details');
        await details.getByRole('button', { name: 'Change time factor' }).click();
        await checkRefused('Change the time factor');
        await details.getByRole('button', { name: 'Close' }).click();

        await openSection(page, 'Question bank');
        await page.getByRole('button', { name: 'Add question' }).click();
        await checkRefused('Add a question');
        await page.getByRole('button', { name: 'Import questions' }).click();
        await check('question import');
        await page
          .getByRole('dialog', { name: 'Import questions' })
          .getByRole('button', { name: 'Close' })
          .click();
        expect(report).toEqual({});
        expect(overflowing).toEqual([]);
      },
      hrTestTimeoutMs,
    );
  }
});

describe('HR console: by keyboard alone', () => {
  it(
    'signs in, adds a candidate, reads their login, gives them extra time with a reason and signs out, with no mouse',
    async () => {
      const { page } = await consolePage();
      await page.goto('/hr');
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      await tabTo(page, (on) => on.startsWith('input'));
      await page.keyboard.type(demoAdmin.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(demoAdmin.password);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      expect((await focusState(page)).on).not.toBe('body');

      await activateByKeyboard(page, (on) => on === 'a "Candidates"');
      await page.getByRole('heading', { level: 1, name: 'Candidates' }).waitFor();
      await activateByKeyboard(page, (on) => on === 'button "Add candidate"');
      const add = page.getByRole('dialog', { name: 'Add a candidate' });
      await add.waitFor();
      // The dialog takes focus: its first field.
      await expect.poll(async () => (await focusState(page)).on).toMatch(/^input/);
      await page.keyboard.type('Kavya Desai');
      await page.keyboard.press('Tab');
      await page.keyboard.type('kavya.desai@example.com');
      // Enter in a field sends the form (the other fields keep their defaults).
      await page.keyboard.press('Enter');
      const issued = page.getByRole('dialog', { name: 'One-time login issued' });
      await issued.waitFor();
      await activateByKeyboard(page, (on) => on.startsWith('button "I have them'));
      await expect.poll(() => issued.isVisible()).toBe(false);
      expect((await focusState(page)).on).not.toBe('body');

      await activateByKeyboard(page, (on) => on === 'button "Kavya Desai"', { maxStops: 80 });
      const details = page.getByRole('dialog', { name: 'Kavya Desai' });
      await details.getByText('One-time ID').waitFor();
      await activateByKeyboard(page, (on) => on === 'button "Change time factor"');
      const dialog = page.getByRole('dialog', { name: 'Change the time factor' });
      await dialog.waitFor();
      await expect.poll(async () => (await focusState(page)).on).toMatch(/^select/);
      await page.keyboard.press('ArrowDown');
      expect(await dialog.getByLabel('Time factor').inputValue()).toBe('1.25');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Extra time granted for a documented accommodation');
      await activateByKeyboard(page, (on) => on === 'button "Save time factor"');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await details.getByText('× 1.25 (+25 %)').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => details.isVisible()).toBe(false);
      expect((await focusState(page)).on).toBe('button "Kavya Desai"');

      await activateByKeyboard(page, (on) => on === 'button "Sign out"', {
        backwards: true,
        maxStops: 80,
      });
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      expect((await focusState(page)).on).not.toBe('body');
    },
    hrTestTimeoutMs,
  );
});
