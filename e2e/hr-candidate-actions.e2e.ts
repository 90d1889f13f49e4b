import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../api/db/seed/demo-candidates.ts';
import {
  acknowledgeNoticeIfShown,
  answerAndContinue,
  currentQuestion,
} from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { hrTestTimeoutMs, openSection } from './support/hr-console.ts';

const servers = useFreshServers();
const candidateName = 'Demo Candidate (MCQ only)';

/** The candidate's login form, filled and sent; resolves once the page has answered. */
async function candidateLogin(page: Page, password: string): Promise<'refused' | string> {
  await page.goto('/login');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByLabel('One-Time ID').fill('DEMO-MCQ');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const refused = page.locator('.candidate-error--block');
  await Promise.race([refused.waitFor(), page.waitForURL((url) => url.pathname !== '/login')]);
  if (await refused.isVisible()) return 'refused';
  // Where the routing led: on a rule page, the privacy notice read as before a first start.
  const path = new URL(page.url()).pathname;
  await acknowledgeNoticeIfShown(page);
  return path;
}

/** Runs one candidate action from the details dialog, checking first that it needs a reason. */
async function act(page: Page, button: string, dialogName: string, submit: string, reason: string) {
  const details = page.getByRole('dialog', { name: candidateName });
  await details.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await dialog.getByText('A reason is required.').waitFor();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe('HR console: actions on one candidate', () => {
  it(
    'asks a reason for each, and revoke, restore, a password reset and a retake take effect for the candidate',
    async () => {
      const { server, page } = await servers.openConsole({ section: 'Candidates' });
      await page.getByRole('button', { name: candidateName }).click();
      const details = page.getByRole('dialog', { name: candidateName });
      await details.getByText('One-time ID').waitFor();
      const candidate = await servers.pageOn(server.baseUrl);

      // Revoked: the login is refused with the server's words.
      await act(page, 'Revoke access', 'Revoke access', 'Revoke', 'Shared the questions online');
      await details.locator('.hr-badge', { hasText: 'Revoked' }).waitFor();
      expect(await candidateLogin(candidate, demoPassword)).toBe('refused');
      expect(await candidate.locator('.candidate-error--block').innerText()).toContain('withdrawn');

      // Restored, then a new password: the old one stops working, the new one is shown once.
      await act(page, 'Restore access', 'Restore access', 'Restore', 'Cleared after a review');
      await act(page, 'Reset password', 'Reset the password', 'Reset password', 'Lost the e-mail');
      const issued = page.getByRole('dialog', { name: 'One-time login issued' });
      const [, , oneTimeId, password] = await issued.locator('tbody tr td').allInnerTexts();
      expect(oneTimeId).toBe('DEMO-MCQ');
      await issued.getByRole('button', { name: 'I have them: close' }).click();
      expect(await candidateLogin(candidate, demoPassword)).toBe('refused');
      expect(await candidateLogin(candidate, password as string)).toBe('/rule-page');

      // The candidate takes the test; a retake lets them start a fresh one.
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      const { total } = await currentQuestion(candidate);
      for (let i = 0; i < total; i++) await answerAndContinue(candidate, false);
      await candidate.waitForURL((url) => url.pathname === '/test-submitted');
      await details.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: candidateName }).click();
      await details.getByText('One-time ID').waitFor();
      await act(
        page,
        'Grant a retake',
        'Grant a fresh retake',
        'Grant retake',
        'Power cut in the hall',
      );
      expect(await candidateLogin(candidate, password as string)).toBe('/rule-page');
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      await candidate.getByText(`Question: 1 of ${total}`, { exact: true }).waitFor();

      // Every change is in the audit log with its reason.
      await details.getByRole('button', { name: 'Close' }).click();
      await openSection(page, 'Audit log');
      const log = await page.getByRole('region', { name: 'Audit log' }).innerText();
      for (const reason of [
        'Shared the questions online',
        'Cleared after a review',
        'Lost the e-mail',
        'Power cut in the hall',
      ])
        expect(log).toContain(reason);
    },
    hrTestTimeoutMs,
  );
});
