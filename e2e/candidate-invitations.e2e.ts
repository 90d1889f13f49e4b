import type { Page } from 'playwright-core';
import { acknowledgeNoticeIfShown } from './support/candidate.ts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startSmtpTestServer, type ReceivedMail } from '../api/test-support/smtp-test-server.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { hrTestTimeoutMs, openSection } from './support/hr-console.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();
const drive = 'Campus acceptance';
const bounce = 'bounce.twenty@example.com';

/** The one-time ID, password and login link an invitation carries. */
function loginIn(mail: ReceivedMail | undefined) {
  const text = mail?.text ?? '';
  return {
    oneTimeId: /One-time ID: (\S+)/.exec(text)?.[1] ?? '',
    password: /Password: (\S+)/.exec(text)?.[1] ?? '',
    link: /Log in here: (\S+)/.exec(text)?.[1] ?? '',
  };
}

/** The login form, as a candidate meets it: by the invitation's link when given (the ID filled in). */
async function candidateLogin(
  page: Page,
  login: { oneTimeId: string; password: string; link?: string },
): Promise<'refused' | string> {
  // The link is on SITE_URL (the default here, not this test server's port): its path and query.
  await page.goto(
    login.link ? `${new URL(login.link).pathname}${new URL(login.link).search}` : '/login',
  );
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  if (login.link) expect(await page.getByLabel('One-Time ID').inputValue()).toBe(login.oneTimeId);
  else await page.getByLabel('One-Time ID').fill(login.oneTimeId);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const refused = page.locator('.candidate-error--block');
  await Promise.race([refused.waitFor(), page.waitForURL((url) => url.pathname !== '/login')]);
  if (await refused.isVisible()) return 'refused';
  // Where the routing led: on a rule page, the privacy notice read as before a first start.
  const path = new URL(page.url()).pathname;
  await acknowledgeNoticeIfShown(page);
  return path;
}

/** A candidate action from their details dialog: the reason asked, then given. */
async function act(page: Page, name: string, button: string, title: string, submit: string) {
  await page.getByRole('button', { name, exact: true }).click();
  const details = page.getByRole('dialog', { name });
  await details.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Reason').fill('Acceptance test');
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  return details;
}

describe('e-mail to candidates, end to end (issue 37)', () => {
  it(
    'invites an imported drive by e-mail: credentials that log in, a refused address failed, resend, a scheduled reminder, withdrawal',
    async () => {
      const smtp = await startSmtpTestServer();
      smtp.rejectRecipients.add(bounce);
      onTestFinished(() => smtp.close());
      const { server, page } = await servers.openConsole({
        env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '200', MAIL_RATE_PER_SECOND: '50' },
        section: 'Candidates',
      });
      const staff = await staffSession(server.baseUrl);
      const assessments = (await (await staff.send('GET', '/api/hr/assessments')).json()) as {
        items: { id: string; isDefault: boolean }[];
      };
      const now = Date.now();
      const made = await staff.send('POST', '/api/hr/drives', {
        name: drive,
        assessmentId: assessments.items.find((a) => a.isDefault)?.id,
        windowStart: new Date(now - 3600_000).toISOString(),
        windowEnd: new Date(now + 6 * 3600_000).toISOString(),
        timeZone: 'Asia/Kolkata',
      });
      expect(made.status, await made.clone().text()).toBe(201);

      // Twenty candidates and one address the mail server refuses, imported with invitations.
      const addresses = Array.from({ length: 20 }, (_, i) => `campus.${i + 1}@example.com`);
      const csv = [
        'name,email,test_type',
        ...addresses.map((a, i) => `Campus Candidate ${i + 1},${a},mcqs`),
        `Bounce Twenty,${bounce},mcqs`,
      ].join('\n');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import candidates from CSV' });
      await expect
        .poll(() => dialog.getByLabel('Send invitations by e-mail').isChecked())
        .toBe(true);
      await dialog.getByLabel('Cohort (optional)').fill(drive);
      await dialog.getByLabel('Candidates CSV').fill(csv);
      await dialog.getByRole('button', { name: 'Check file' }).click();
      await dialog.getByRole('button', { name: 'Import 21 candidates' }).click();
      await page
        .getByRole('dialog', { name: '21 one-time logins issued' })
        .getByRole('button', { name: 'I have them: close' })
        .click();

      // Twenty e-mails arrive, each with its own one-time ID and password.
      await vi.waitFor(() => expect(smtp.received).toHaveLength(20), { timeout: 30_000 });
      expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual([...addresses].sort());
      const logins = smtp.received.map(loginIn);
      expect(new Set(logins.map((l) => l.oneTimeId)).size).toBe(20);
      expect(new Set(logins.map((l) => l.password)).size).toBe(20);
      expect(smtp.received[0]?.text).toContain('(India Standard Time)');

      // The link and the password from one of them log that candidate in; they start their test.
      const first = smtp.received.find((m) => m.envelopeTo[0] === addresses[0]);
      const starter = loginIn(first);
      const candidatePage = await servers.pageOn(server.baseUrl);
      expect(await candidateLogin(candidatePage, starter)).toBe('/rule-page');
      await candidatePage.getByRole('link', { name: 'Start Test' }).click();
      await candidatePage.getByText('Question: 1 of', { exact: false }).waitFor();

      // The refused address is marked failed, with the server's words.
      await page.getByLabel('E-mail', { exact: true }).selectOption('failed');
      const row = page.getByRole('row', { name: /Bounce Twenty/ });
      await expect.poll(() => row.innerText(), { timeout: 15_000 }).toMatch(/Invitation failed/);
      await page.getByRole('button', { name: 'Bounce Twenty', exact: true }).click();
      const bounced = page.getByRole('dialog', { name: 'Bounce Twenty' });
      await expect.poll(() => bounced.innerText()).toMatch(/550.*mailbox unavailable/);
      await bounced.getByRole('button', { name: 'Close' }).first().click();
      await page.getByLabel('E-mail', { exact: true }).selectOption('');

      // Resend: a new password arrives and works; the old one no longer does.
      const second = loginIn(smtp.received.find((m) => m.envelopeTo[0] === addresses[1]));
      const secondDetails = await act(
        page,
        'Campus Candidate 2',
        'Resend invitation',
        'Resend the invitation',
        'Resend invitation',
      );
      await page
        .getByRole('dialog', { name: 'One-time login issued' })
        .getByRole('button', { name: 'I have them: close' })
        .click();
      await secondDetails.getByRole('button', { name: 'Close' }).first().click();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(21), { timeout: 15_000 });
      const resent = loginIn(smtp.received[20]);
      expect(resent.oneTimeId).toBe(second.oneTimeId);
      expect(resent.password).not.toBe(second.password);
      const secondPage = await servers.pageOn(server.baseUrl);
      expect(await candidateLogin(secondPage, { ...second, link: undefined })).toBe('refused');
      expect(await candidateLogin(secondPage, resent)).toBe('/rule-page');

      // Withdrawn: the third can no longer log in.
      const third = loginIn(smtp.received.find((m) => m.envelopeTo[0] === addresses[2]));
      const details = await act(
        page,
        'Campus Candidate 3',
        'Revoke access',
        'Revoke access',
        'Revoke',
      );
      await details.locator('.hr-badge', { hasText: 'Revoked' }).waitFor();
      await details.getByRole('button', { name: 'Close' }).first().click();
      const thirdPage = await servers.pageOn(server.baseUrl);
      expect(await candidateLogin(thirdPage, third)).toBe('refused');

      // A reminder scheduled for the drive reaches only those who have not started (and are
      // not withdrawn); the refused address is refused again.
      await openSection(page, 'Drives');
      await page.getByRole('button', { name: `Edit ${drive}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${drive}` });
      await edit
        .getByLabel('Remind those who have not started, hours before the window closes')
        .fill('24');
      await edit.getByLabel('Reason').fill('Remind the stragglers');
      await edit.getByRole('button', { name: 'Save drive' }).click();
      await expect.poll(() => edit.isVisible()).toBe(false);
      const reminded = () =>
        smtp.received
          .filter((m) => /^Reminder:/.test(m.headers.get('subject') ?? ''))
          .flatMap((m) => m.envelopeTo);
      const expected = addresses.filter((a) => a !== addresses[0] && a !== addresses[2]);
      await vi.waitFor(() => expect(reminded()).toHaveLength(expected.length), {
        timeout: 30_000,
      });
      expect(reminded().sort()).toEqual(expected.sort());
      expect(
        smtp.received
          .filter((m) => /^Reminder:/.test(m.headers.get('subject') ?? ''))
          .every((m) => !/Password:/.test(m.text)),
      ).toBe(true);
    },
    hrTestTimeoutMs,
  );
});
