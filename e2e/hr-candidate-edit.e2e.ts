import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, openSection, signInToConsole } from './support/hr-console.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

/** The names in the candidates table as it stands. */
const listedNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Candidates', exact: true })
    .locator('tbody tr td:first-child')
    .allInnerTexts();

const addressParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The console on the file's server, signed in as the demo admin, on the candidates list. */
async function candidatesList() {
  const server = await servers.fileServer();
  const page = await servers.pageOn(server.baseUrl);
  await signInToConsole(page, demoAdmin);
  await openSection(page, 'Candidates');
  return { server, page };
}

describe('HR console: editing a candidate, searching and filtering the list', () => {
  it(
    "edits a candidate's name, e-mail, phone, test and cohort with the API's own rules, and saves each",
    async () => {
      const made = await servers.candidate('mcqs');
      const taken = await servers.candidate('mcqs');
      const { server, page } = await candidatesList();
      await page.getByRole('button', { name: made.name }).click();
      const details = page.getByRole('dialog', { name: made.name });
      await details.getByRole('button', { name: 'Edit details' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit the details' });

      // Wrong values are named in the shared contract's words, before anything is sent.
      await edit.getByLabel('Name').fill(' ');
      await edit.getByLabel('E-mail').fill('not an address');
      await edit.getByLabel('Phone (optional)').fill('12');
      // Left first, so the field's own error moves the button before the click, not under it.
      await edit.getByLabel('Phone (optional)').blur();
      await edit.getByText('Phone must be a phone number').waitFor();
      await edit.getByRole('button', { name: 'Save details' }).click();
      for (const words of [
        'Name is required',
        'E-mail must be an e-mail address',
        'Phone must be a phone number',
        'A reason is required.',
      ])
        await edit.getByText(words, { exact: true }).waitFor();

      // Another candidate's e-mail: the server's refusal shows in the dialog, which stays open.
      await edit.getByLabel('Name').fill('Asha Patel-Rao');
      await edit.getByLabel('Phone (optional)').fill('+919812345678');
      await edit.getByLabel('Reason').fill('Married name; moved to the campus drive');
      const takenEmail = await (
        await staffSession(server.baseUrl)
      )
        .send('GET', `/api/hr/candidates/${taken.id}`)
        .then(
          async (res) => ((await res.json()) as { candidate: { email: string } }).candidate.email,
        );
      await edit.getByLabel('E-mail').fill(takenEmail);
      await edit.getByRole('button', { name: 'Save details' }).click();
      await edit
        .getByRole('alert')
        .getByText(`Another candidate has the e-mail ${takenEmail}.`)
        .waitFor();

      await edit.getByLabel('E-mail').fill('Asha.Rao@Example.com');
      await edit.getByLabel('Test').selectOption('both');
      await edit.getByLabel('Drive').fill('Campus drive 24 Nov');
      await edit.getByRole('button', { name: 'Save details' }).click();
      await expect.poll(() => edit.isVisible()).toBe(false);

      // The details show what was saved, and so does the server after a reload.
      const renamed = page.getByRole('dialog', { name: 'Asha Patel-Rao' });
      const facts = renamed.locator('.hr-facts');
      await expect.poll(() => facts.innerText()).toContain('asha.rao@example.com');
      const shown = await facts.innerText();
      for (const value of ['+919812345678', 'MCQ and practical', 'Campus drive 24 Nov'])
        expect(shown).toContain(value);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Candidates' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Asha Patel-Rao' });
      expect(await row.innerText()).toMatch(
        /asha\.rao@example\.com\s+MCQ and practical\s+Campus drive 24 Nov/,
      );

      // Saving with nothing changed is refused in words rather than logged as a change.
      await page.getByRole('button', { name: 'Asha Patel-Rao' }).click();
      await renamed.getByRole('button', { name: 'Edit details' }).click();
      await edit.getByLabel('Reason').fill('Checking');
      await edit.getByRole('button', { name: 'Save details' }).click();
      await edit.getByText('Nothing to save: change a detail first.').waitFor();
      await edit.getByRole('button', { name: 'Cancel' }).click();

      // The audit log has the change with its reason.
      await renamed.getByRole('button', { name: 'Close' }).click();
      await openSection(page, 'Audit log');
      expect(await page.getByRole('region', { name: 'Audit log' }).innerText()).toContain(
        'Married name; moved to the campus drive',
      );
    },
    hrTestTimeoutMs,
  );

  it(
    'a search emptied in the box is gone from the address and the list',
    async () => {
      await servers.candidate('mcqs');
      const { page } = await candidatesList();
      // The rows come with the list's first answer: read them once they are there (the fresh
      // clone's run read the table before it, and found none).
      await expect.poll(async () => (await listedNames(page)).length).toBeGreaterThan(1);
      const everyone = await listedNames(page);
      const search = page.getByLabel('Search name, e-mail, phone or one-time ID');
      await search.fill('nobody is called this');
      await search.press('Enter');
      await expect.poll(() => addressParam(page, 'q')).toBe('nobody is called this');
      await page.getByText('Nothing to show').waitFor();

      // Emptied as the box's clear button or deleting the words does: no Search press needed.
      await search.fill('');
      await expect.poll(() => addressParam(page, 'q')).toBeNull();
      await expect.poll(() => listedNames(page)).toEqual(everyone);
    },
    hrTestTimeoutMs,
  );

  it(
    'filters by a cohort chosen from those that exist, matched without regard to case',
    async () => {
      const server = await servers.fileServer();
      const staff = await staffSession(server.baseUrl);
      const inDrive = [await servers.candidate('mcqs'), await servers.candidate('both')] as const;
      const walkIn = await servers.candidate('mcqs');
      const move = async (id: string, cohort: string) => {
        const res = await staff.send('PATCH', `/api/hr/candidates/${id}`, {
          cohort,
          reason: 'Drive',
        });
        expect(res.status, await res.text()).toBe(200);
      };
      await move(inDrive[0].id, 'Campus Drive 3 Dec');
      await move(inDrive[1].id, 'Campus Drive 3 Dec');
      await move(walkIn.id, 'Walk-in 4 Dec');

      const { page } = await candidatesList();
      const cohort = page.getByLabel('Drive', { exact: true });
      await expect
        .poll(() => cohort.locator('option').allInnerTexts())
        .toEqual(expect.arrayContaining(['Campus Drive 3 Dec', 'Walk-in 4 Dec']));
      expect((await cohort.locator('option').allInnerTexts())[0]).toBe('All drives');
      await cohort.selectOption('Campus Drive 3 Dec');
      const drive = inDrive.map((c) => c.name).sort();
      await expect.poll(async () => (await listedNames(page)).sort()).toEqual(drive);
      expect(addressParam(page, 'cohort')).toBe('Campus Drive 3 Dec');

      // A link typed in another case finds the same candidates and shows the cohort chosen.
      await page.goto('/hr/candidates?cohort=campus%20drive%203%20DEC');
      await expect.poll(async () => (await listedNames(page)).sort()).toEqual(drive);
      await expect.poll(() => cohort.inputValue()).toBe('Campus Drive 3 Dec');
      await cohort.selectOption({ label: 'All drives' });
      await expect.poll(async () => (await listedNames(page)).length).toBeGreaterThan(drive.length);
    },
    hrTestTimeoutMs,
  );
});
