import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startSmtpTestServer } from '../api/test-support/smtp-test-server.ts';
import { demoPassword } from '../api/db/seed/demo-candidates.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { hrTestTimeoutMs, openSection } from './support/hr-console.ts';

const servers = useFreshServers();

/** The queue's line over the candidates list, as it reads now. */
const queueLine = (page: Page) => page.getByRole('status', { name: 'E-mail queue' }).innerText();

/** The names and "Last e-mail" cells of the candidates table as it stands. */
async function listedMail(page: Page): Promise<Record<string, string>> {
  const region = page.getByRole('region', { name: 'Candidates', exact: true });
  const headers = await region.locator('thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === 'Last e-mail');
  const rows = await region.locator('tbody tr').all();
  const listed: Record<string, string> = {};
  for (const row of rows) {
    const cells = await row.locator('td').allInnerTexts();
    listed[(cells[0] ?? '').trim()] = (cells[column] ?? '').trim();
  }
  return listed;
}

/** Two candidates with addresses from a pasted CSV, imported without invitations. */
async function importUninvited(page: Page) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import candidates from CSV' });
  const invite = dialog.getByLabel('Send invitations by e-mail');
  // Mail goes out from this server: the invitations are offered, checked.
  await expect.poll(() => invite.isChecked()).toBe(true);
  await invite.uncheck();
  await dialog
    .getByLabel('Candidates CSV')
    .fill('name,email\nAsha Rao,asha.rao@example.com\nVikram Iyer,vikram.iyer@example.com\n');
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await dialog.getByRole('button', { name: 'Import 2 candidates' }).click();
  const issued = page.getByRole('dialog', { name: '2 one-time logins issued' });
  // The import's dialog has closed; the credentials' closes on the person's word.
  await issued.getByRole('button', { name: 'I have them: close' }).click();
}

describe('HR console: e-mail to candidates', () => {
  it(
    "shows the queue, invites a new candidate, lists and filters by the last e-mail, reminds a chosen page after its dry run, and tells a withdrawn candidate; the candidate's history says what went",
    async () => {
      const smtp = await startSmtpTestServer();
      // After the app's server has stopped (afterEach): its pooled connection would hold a close.
      onTestFinished(() => smtp.close());
      const { page } = await servers.openConsole({
        env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '200' },
        section: 'Candidates',
      });
      await expect
        .poll(() => queueLine(page))
        .toMatch(/^E-mail: 0 queued · 0 sent in 24 h · 0 failed · 5 a second$/);

      // Added with the invitation checked (mail is on): it leaves and the list says so.
      await page.getByRole('button', { name: 'Add candidate' }).click();
      const add = page.getByRole('dialog', { name: 'Add a candidate' });
      expect(await add.getByLabel('Send invitation e-mail(s)').isChecked()).toBe(true);
      await add.getByLabel('Name').fill('Meera Nair');
      await add.getByLabel('E-mail', { exact: true }).fill('meera.nair@example.com');
      await add.getByRole('button', { name: 'Add candidate' }).click();
      await page
        .getByRole('dialog', { name: 'One-time login issued' })
        .getByRole('button', { name: 'I have them: close' })
        .click();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000 });
      expect(smtp.received[0]?.envelopeTo).toEqual(['meera.nair@example.com']);
      await expect.poll(() => queueLine(page), { timeout: 15_000 }).toMatch(/1 sent in 24 h/);

      await importUninvited(page);
      await page.getByLabel('E-mail', { exact: true }).selectOption('sent');
      await expect.poll(() => listedMail(page)).toEqual({ 'Meera Nair': 'Invitation sent' });
      expect(new URL(page.url()).searchParams.get('mail')).toBe('sent');

      // Never e-mailed: the two imported and the three demo candidates (no address).
      await page.getByLabel('E-mail', { exact: true }).selectOption('none');
      await expect.poll(async () => Object.keys(await listedMail(page)).length).toBe(5);
      expect(Object.values(await listedMail(page))).toEqual(['—', '—', '—', '—', '—']);

      // The page chosen whole; a reminder's dry run says who it reaches and who not, and why.
      await page.getByLabel('Select every candidate on this page').check();
      const bar = page.getByRole('region', { name: 'Selected candidates' });
      await bar.getByText('5 candidates selected.').waitFor();
      await bar.getByRole('button', { name: 'Remind' }).click();
      const remind = page.getByRole('dialog', { name: 'Remind' });
      await remind
        .getByText('2 will be reminded; 3 left alone: 3 no e-mail address.', { exact: true })
        .waitFor();
      expect(smtp.received).toHaveLength(1);
      const confirm = remind.getByRole('button', { name: 'Remind: 2 candidates' });
      await confirm.click();
      await remind.getByText('A reason is required.').waitFor();
      await remind.getByLabel('Reason').fill('The window closes tomorrow');
      await confirm.click();
      await expect.poll(() => remind.isVisible()).toBe(false);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(3), { timeout: 15_000 });
      expect(
        smtp.received
          .slice(1)
          .flatMap((m) => m.envelopeTo)
          .sort(),
      ).toEqual(['asha.rao@example.com', 'vikram.iyer@example.com']);

      // Reminded, they are no longer "never e-mailed"; the list says what they were sent.
      await expect.poll(async () => Object.keys(await listedMail(page)).length).toBe(3);
      await page.getByLabel('E-mail', { exact: true }).selectOption('');
      await expect
        .poll(async () => (await listedMail(page))['Asha Rao'], { timeout: 15_000 })
        .toMatch(/^Reminder (queued|sent)$/);

      // The candidate's own page: the history, and a withdrawal told by e-mail.
      await page.getByRole('button', { name: 'Meera Nair' }).click();
      const details = page.getByRole('dialog', { name: 'Meera Nair' });
      const history = details.getByRole('region', { name: 'E-mails to the candidate' });
      expect(await history.locator('tbody tr').first().innerText()).toMatch(
        /^Invitation\s+meera\.nair@example\.com\s+Sent\s+1\s+—/,
      );
      await details.getByRole('button', { name: 'Revoke access' }).click();
      const revoke = page.getByRole('dialog', { name: 'Revoke access' });
      await revoke.getByLabel('Tell them by e-mail').check();
      await revoke.getByLabel('Reason').fill('The role was filled');
      await revoke.getByRole('button', { name: 'Revoke', exact: true }).click();
      await expect
        .poll(() => history.locator('tbody tr').first().locator('td').first().innerText())
        .toBe('Withdrawal');
      await vi.waitFor(() => expect(smtp.received).toHaveLength(4), { timeout: 15_000 });
      expect(smtp.received[3]?.envelopeTo).toEqual(['meera.nair@example.com']);
    },
    hrTestTimeoutMs,
  );

  it(
    'says mail is off without SMTP; the template editor refuses an unknown placeholder under the body, previews the e-mail, saves it and goes back to the default',
    async () => {
      // The queue's answer is held back: the buttons under its line must not move when it comes
      // (a click aimed at "Import CSV" in that instant once landed on the line instead).
      const { page } = await servers.openConsole();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/hr/mail', async (route) => {
        await held;
        await route.continue();
      });
      await openSection(page, 'Candidates');
      const importButton = page.getByRole('button', { name: 'Import CSV' });
      expect(await queueLine(page)).toBe('E-mail: reading the queue…');
      const before = await importButton.boundingBox();
      release();
      await expect
        .poll(() => queueLine(page))
        .toBe('E-mail: off (SMTP not configured) — 0 waiting');
      expect(await importButton.boundingBox()).toEqual(before);
      await page.getByRole('button', { name: 'Add candidate' }).click();
      const add = page.getByRole('dialog', { name: 'Add a candidate' });
      expect(await add.getByLabel('Send invitation e-mail(s)').isChecked()).toBe(false);
      await add
        .getByText(
          'Mail is off on this server: invitations would wait in the outbox until SMTP is configured.',
        )
        .waitFor();
      await add.getByRole('button', { name: 'Cancel' }).click();

      await openSection(page, 'Assessments');
      await page
        .getByRole('button', { name: /^E-mails / })
        .first()
        .click();
      const editor = page.getByRole('dialog', { name: /^E-mails of / });
      await editor.getByLabel('Kind of e-mail').selectOption('reminder');
      const body = editor.getByLabel('Body');
      await expect.poll(() => body.inputValue()).not.toBe('');

      // An unknown placeholder is named under the body, and nothing is previewed.
      await body.fill('Dear {{candidate_nmae}}, your test closes {{window_closes}}.');
      await editor.getByRole('button', { name: 'Preview' }).click();
      await editor.getByText('Unknown placeholder {{candidate_nmae}}.', { exact: false }).waitFor();
      expect(await body.getAttribute('aria-invalid')).toBe('true');
      expect(await editor.getByRole('region', { name: 'Preview' }).count()).toBe(0);

      // Corrected: the preview fills it in with the sample candidate, its HTML in a sandbox.
      await body.fill('Dear {{candidate_name}}, your test closes {{window_closes}}.');
      await editor.getByRole('button', { name: 'Preview' }).click();
      const preview = editor.getByRole('region', { name: 'Preview' });
      await preview.waitFor();
      expect(await preview.locator('pre').innerText()).toMatch(/^Dear Priya .*, your test closes/);
      const frame = preview.locator('iframe');
      expect(await frame.getAttribute('sandbox')).toBe('');
      expect(await frame.getAttribute('srcdoc')).toContain('Priya');

      // Saved as the assessment's own, with a reason; then back to the company default.
      const kind = editor.getByLabel('Kind of e-mail');
      await editor.getByRole('button', { name: 'Save template' }).click();
      await editor.getByText('A reason is required.').waitFor();
      await editor.getByLabel('Reason').fill('Shorter reminder for the campus');
      await editor.getByRole('button', { name: 'Save template' }).click();
      await expect.poll(() => kind.locator('option:checked').innerText()).toBe('Reminder (own)');
      expect(await body.inputValue()).toBe(
        'Dear {{candidate_name}}, your test closes {{window_closes}}.',
      );
      await editor.getByLabel('Reason').fill('The default says it better');
      await editor.getByRole('button', { name: 'Back to the company default' }).click();
      await expect.poll(() => kind.locator('option:checked').innerText()).toBe('Reminder');
      expect(await body.inputValue()).not.toContain('your test closes');
    },
    hrTestTimeoutMs,
  );

  it(
    "fills in the one-time ID from the invitation's link and puts the cursor in the password",
    async () => {
      const page = await (await servers.onFileServer()).newPage();
      await page.goto('/login?id=DEMO-MCQ');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect.poll(() => page.getByLabel('One-Time ID').inputValue()).toBe('DEMO-MCQ');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('password');
      await page.keyboard.type(demoPassword);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/rule-page');
    },
    hrTestTimeoutMs,
  );

  it(
    'offers every candidate the filter matches beyond the page, and a bulk resend hands over the new logins once',
    async () => {
      const smtp = await startSmtpTestServer();
      onTestFinished(() => smtp.close());
      const { page } = await servers.openConsole({
        env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '200', MAIL_RATE_PER_SECOND: '50' },
        section: 'Candidates',
      });
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import candidates from CSV' });
      // The box follows the mail settings once they load (checked: mail is on); unchecked before
      // that, it would turn checked under the click and the import would invite (seen in CI).
      const invite = dialog.getByLabel('Send invitations by e-mail');
      await expect.poll(() => invite.isChecked()).toBe(true);
      await invite.uncheck();
      await dialog.getByLabel('Cohort (optional)').fill('Mail drive');
      const people = Array.from({ length: 27 }, (_, i) => `Person ${i + 1},p${i + 1}@example.com`);
      await dialog.getByLabel('Candidates CSV').fill(`name,email\n${people.join('\n')}\n`);
      await dialog.getByRole('button', { name: 'Check file' }).click();
      await dialog.getByRole('button', { name: 'Import 27 candidates' }).click();
      await page
        .getByRole('dialog', { name: '27 one-time logins issued' })
        .getByRole('button', { name: 'I have them: close' })
        .click();

      // A page of 25 of the drive's 27 chosen; then every match, which the server counts.
      await page.getByLabel('Drive').selectOption('Mail drive');
      await expect.poll(async () => Object.keys(await listedMail(page)).length).toBe(25);
      await page.getByLabel('Select every candidate on this page').check();
      const bar = page.getByRole('region', { name: 'Selected candidates' });
      await bar
        .getByRole('button', { name: 'Select all 27 candidates matching this filter' })
        .click();
      await bar.getByText('All 27 candidates matching this filter are selected.').waitFor();

      await bar.getByRole('button', { name: 'Resend invitation' }).click();
      const resend = page.getByRole('dialog', { name: 'Resend invitation' });
      await resend.getByText('27 will be sent a new invitation.', { exact: true }).waitFor();
      await resend.getByLabel('Reason').fill('The first invitations were never sent');
      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/hr/candidates/bulk')) requests.push(r.postData() ?? '');
      });
      await resend.getByRole('button', { name: 'Resend invitation: 27 candidates' }).click();
      const issued = page.getByRole('dialog', { name: '27 one-time logins issued' });
      await issued.waitFor();
      expect(JSON.parse(requests[0] ?? '{}')).toMatchObject({
        action: 'resend',
        all: true,
        filter: { cohort: 'Mail drive' },
        dryRun: false,
        expectTotal: 27,
      });
      const [name, email, , password] = await issued
        .locator('tbody tr')
        .first()
        .locator('td')
        .allInnerTexts();
      expect(name).toMatch(/^Person \d+$/);
      expect(password).toMatch(/\w/);
      await issued.getByRole('button', { name: 'I have them: close' }).click();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(27), { timeout: 20_000 });
      const invitation = smtp.received.find((m) => m.envelopeTo.includes(email as string));
      expect(invitation?.text).toContain(password);
    },
    hrTestTimeoutMs,
  );
});
