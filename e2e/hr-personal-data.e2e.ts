import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoMcqBank } from '../api/db/seed/demo-mcq-bank.ts';
import { makeZip } from '../api/test-support/zips.ts';
import { axeViolations } from './support/a11y.ts';
import { loginThroughApi } from './support/candidate-api.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, openSection, signInToConsole } from './support/hr-console.ts';
import { takeTestThroughApi } from './support/hr-results.ts';
import { staffSession, type StaffSession } from './support/staff-session.ts';
import { zipEntries } from './support/zip-entries.ts';

const servers = useFreshServers();

/** The Personal data section on the file's server, as the demo admin, in a page axe can check. */
async function personalDataPage() {
  const server = await servers.fileServer();
  const page = await servers.axePageOn(server.baseUrl);
  await signInToConsole(page, demoAdmin);
  await openSection(page, 'Personal data');
  return { server, page };
}

async function find(page: Page, words: string) {
  await page.getByLabel('Name, e-mail, phone or one-time ID').fill(words);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

/** Clicks an export link and returns the downloaded zip's name and files. */
async function exported(page: Page, linkName: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: linkName }).click();
  const download = await downloading;
  const files = await zipEntries(await readFile((await download.path()) as string));
  return { name: download.suggestedFilename(), files, text: (n: string) => String(files.get(n)) };
}

/**
 * A candidate HR adds for the practical round alone, who uploads `zip` through the API as the
 * round's page would, having read the privacy notice.
 */
async function candidateWhoUploaded(
  baseUrl: string,
  staff: StaffSession,
  name: string,
  zip: Buffer,
) {
  const created = await staff.send('POST', '/api/hr/candidates', {
    name,
    email: `${randomUUID()}@example.com`,
    testType: 'practical',
  });
  expect(created.status).toBe(201);
  const { candidate, credentials } = (await created.json()) as {
    candidate: { id: string };
    credentials: { oneTimeId: string; password: string };
  };
  const bearer = { authorization: `Bearer ${await loginThroughApi(baseUrl, credentials)}` };
  const started = await fetch(`${baseUrl}/api/interview/test/practical`, {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json' },
    body: JSON.stringify({ practical_start_time: '2026-11-29 10:00:00' }),
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const form = new FormData();
  form.append(
    'zipFile',
    new Blob([new Uint8Array(zip)], { type: 'application/zip' }),
    'my-solution.zip',
  );
  const sent = await fetch(`${baseUrl}/api/interview/upload-practical-test-zip`, {
    method: 'POST',
    headers: bearer,
    body: form,
  });
  expect(sent.status, await sent.clone().text()).toBeLessThan(300);
  return candidate.id;
}

describe('HR console: personal data (issue 40)', () => {
  it(
    "an admin exports a candidate's data, then erases it with a reason; the register and the report show it",
    async () => {
      const name = 'Meera Joshi-Kapoor';
      const email = 'meera.joshi.kapoor@example.com';
      const server = await servers.fileServer();
      const staff = await staffSession(server.baseUrl);
      const candidateId = await takeTestThroughApi(server.baseUrl, staff, { name, right: 4 });
      const { page } = await personalDataPage();

      await find(page, 'x');
      await page.getByText('Type at least 2 characters').waitFor();
      await find(page, email);
      const candidates = page.getByRole('region', { name: 'Candidates found' });
      const row = candidates.getByRole('row').filter({ hasText: email });
      await row.getByText('Held').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The export: a zip a person can read, with their answers, and the same as JSON.
      const archive = await exported(page, `Export data of ${name}`);
      expect(archive.name).toMatch(/^personal-data-meera-joshi-kapoor-\d{4}-\d\d-\d\d\.zip$/);
      expect([...archive.files.keys()]).toEqual(
        expect.arrayContaining(['README.txt', 'personal-data.txt', 'personal-data.json']),
      );
      expect(archive.text('README.txt')).toContain('about the candidate Meera Joshi-Kapoor');
      const text = archive.text('personal-data.txt');
      expect(text).toContain(`full_name: ${name}`);
      expect(text).toContain(`email: ${email}`);
      expect(text.match(/ {3}Your answer: [A-D] \((right|not right)\)/g)).toHaveLength(10);
      const asked = demoMcqBank.filter((q) => text.includes(q.question.split('\n')[0] ?? '—'));
      expect(asked.length).toBeGreaterThanOrEqual(10);
      const json = JSON.parse(archive.text('personal-data.json')) as {
        candidate: { id: string; full_name: string };
        attempts: { answers: unknown[]; right_count: number }[];
      };
      expect(json.candidate).toMatchObject({ id: candidateId, full_name: name });
      expect(json.attempts.map((a) => [a.answers.length, a.right_count])).toEqual([[10, 4]]);

      // Correcting a candidate is the Candidates page's edit: the link finds them there.
      await row.getByRole('link', { name: `Correct… ${name}` }).click();
      await page.getByRole('heading', { level: 1, name: 'Candidates' }).waitFor();
      await page.getByRole('button', { name }).waitFor();
      await page.goBack();
      await row.getByText('Held').waitFor();

      // The dialog says what goes and what stays; Cancel leaves them as they were.
      await row.getByRole('button', { name: `Erase… ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Erase the personal data of ${name}` });
      const said = await dialog.innerText();
      for (const words of [
        'their name, e-mail, phone and one-time ID',
        'network addresses',
        'practical upload',
        'e-mails sent to them',
        'their answers, times and scores, which count in the question statistics, naming no one',
        'This cannot be undone.',
        'Backups taken before now still hold the data until they age out',
      ])
        expect(said).toContain(words);
      expect(await axeViolations(page)).toEqual([]);
      // The reason has focus and is empty: pressing Cancel must not show its error (which moved
      // the button from under the pointer, and the click missed).
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('Held').waitFor();
      const unchanged = await staff.send('GET', `/api/hr/candidates/${candidateId}`);
      expect(((await unchanged.json()) as { candidate: { email: string } }).candidate.email).toBe(
        email,
      );

      // A reason is required; then the erasure, a toast, and the search shows them erased.
      await row.getByRole('button', { name: `Erase… ${name}` }).click();
      await dialog.getByRole('button', { name: 'Erase for good' }).click();
      await dialog.getByText('A reason is required.').waitFor();
      const reason = `Asked to be forgotten (e-mail of 29 November, ${randomUUID().slice(0, 8)})`;
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Erase for good' }).click();
      await page.getByText(`The personal data of ${name} was erased.`).waitFor();
      const erasedRow = candidates.getByRole('row').filter({ hasText: 'Erased candidate' });
      await erasedRow.getByText(/^Erased on /).waitFor();
      expect(await erasedRow.getByRole('button').count()).toBe(0);
      expect(await erasedRow.getByRole('link', { name: /Export data/ }).count()).toBe(0);
      await find(page, email);
      await page.getByText('No candidate matches.').waitFor();

      // The register has it, by this admin, with the reason; its link opens the attempt report.
      const register = page.getByRole('region', { name: 'Register of erasures' });
      const entry = register.getByRole('row').filter({ hasText: reason });
      await entry.waitFor();
      const entryText = await entry.innerText();
      expect(entryText).toContain('A candidate');
      expect(entryText).toContain(demoAdmin.email);
      expect(entryText).toMatch(/candidates: 1 row/);
      await entry.getByRole('link', { name: `${candidateId} (attempt report)` }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Attempt report: Erased candidate' })
        .waitFor();
      await page.getByText('Verifies', { exact: true }).waitFor();
      await page.getByText(/An erasure removed the personal details of \d+ of them/).waitFor();
    },
    hrTestTimeoutMs,
  );

  it(
    "a candidate's export holds their upload as they sent it",
    async () => {
      const server = await servers.fileServer();
      const staff = await staffSession(server.baseUrl);
      const name = 'Arjun Uploader';
      const zip = await makeZip({ 'arjun/README.md': 'My solution, by Arjun' });
      await candidateWhoUploaded(server.baseUrl, staff, name, zip);
      const { page } = await personalDataPage();
      await find(page, name);
      await page.getByRole('region', { name: 'Candidates found' }).getByText('Held').waitFor();
      const archive = await exported(page, `Export data of ${name}`);
      expect(archive.text('README.txt')).toContain('upload/');
      const uploads = [...archive.files.keys()].filter((n) => n.startsWith('upload/'));
      expect(uploads).toEqual(['upload/1-my-solution.zip']);
      expect(archive.files.get('upload/1-my-solution.zip')?.equals(zip)).toBe(true);
      expect(archive.text('personal-data.txt')).toContain('my-solution.zip');
    },
    hrTestTimeoutMs,
  );

  it(
    "exports and erases an enquirer's enquiries by address",
    async () => {
      const server = await servers.fileServer();
      const email = `enquirer-${randomUUID().slice(0, 8)}@example.org`;
      const sent = await fetch(`${server.baseUrl}/api/contcatUs/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({
          name: 'Kiran Desai',
          email,
          contact: '+919876543210',
          subject: 'A mobile app for our clinic',
          message: 'We would like a quote for an appointment app.',
          website: '',
        }),
      });
      expect(sent.status).toBe(201);
      const { page } = await personalDataPage();
      await find(page, email);
      const row = page
        .getByRole('region', { name: 'Enquirers found' })
        .getByRole('row')
        .filter({ hasText: email });
      await row.getByText('A mobile app for our clinic').waitFor();

      const archive = await exported(page, `Export data of ${email}`);
      expect(archive.text('personal-data.txt')).toContain('Kiran Desai');
      expect(archive.text('personal-data.txt')).toContain('A mobile app for our clinic');

      await row.getByRole('button', { name: `Erase… ${email}` }).click();
      const dialog = page.getByRole('dialog', { name: /^Erase the personal data of / });
      await dialog.getByText(/every enquiry from this address/).waitFor();
      await dialog.getByLabel('Reason').fill('Asked by phone to be forgotten');
      await dialog.getByRole('button', { name: 'Erase for good' }).click();
      await page.getByText('No enquirer matches.').waitFor();
      const entry = page
        .getByRole('region', { name: 'Register of erasures' })
        .getByRole('row')
        .filter({ hasText: 'Asked by phone to be forgotten' });
      expect(await entry.innerText()).toContain('An enquirer: 1 enquiry');
    },
    hrTestTimeoutMs,
  );

  it(
    "corrects a subscriber's address, and runs the retention job from the page",
    async () => {
      const server = await servers.fileServer();
      const stamp = randomUUID().slice(0, 8);
      const typo = `priya-${stamp}@gmial.com`;
      const right = `priya-${stamp}@gmail.com`;
      const subscribed = await fetch(`${server.baseUrl}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: typo }),
      });
      expect(subscribed.status).toBe(201);
      const { page } = await personalDataPage();
      await find(page, typo);
      const subscribers = page.getByRole('region', { name: 'Subscribers found' });
      await subscribers.getByRole('button', { name: `Correct… ${typo}` }).click();
      const dialog = page.getByRole('dialog', { name: `Correct the address ${typo}` });
      await dialog.getByLabel('E-mail').fill('not an address');
      await dialog.getByLabel('Reason').fill('She wrote to say the address has a typo');
      await dialog.getByRole('button', { name: 'Save the correction' }).click();
      await dialog.getByText('The e-mail must be a valid e-mail address').waitFor();
      await dialog.getByLabel('E-mail').fill(right);
      await dialog.getByRole('button', { name: 'Save the correction' }).click();
      await page.getByText(`The address was corrected to ${right}.`).waitFor();
      // The search follows the corrected address, which the old one no longer finds.
      await subscribers.getByRole('cell', { name: right, exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('q')).toBe(right);

      await page.getByRole('button', { name: 'Run the retention job now' }).click();
      await page.getByText(/^The retention job ran: /).waitFor();
    },
    hrTestTimeoutMs,
  );
});
