import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { defaultPrivacySettings } from '../shared/contract/hr-privacy.ts';
import { axeViolations } from './support/a11y.ts';
import { loginAs, noticeShown } from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { gotoHydrated } from './support/public-routes.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

// The company's own grievance contact, set by an admin before any candidate reads the notice.
const settings = {
  ...defaultPrivacySettings,
  grievanceOfficer: 'Meera Shah, Grievance Officer',
  grievanceEmail: 'grievance@suryaloom.example',
  grievancePhone: '+91 261 400 2799',
};

/** What the candidate's page asks the server with its own token (the stored login). */
function asCandidate(page: Page, path: string, method = 'GET') {
  return page.evaluate(
    async ({ path, method }) => {
      const token = JSON.parse(localStorage.getItem('accessToken') ?? '""') as string;
      const res = await fetch(path, { method, headers: { Authorization: `Bearer ${token}` } });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { path, method },
  );
}

describe('the privacy notice', () => {
  it('is read and accepted before the first start, names the company’s contact, and is recorded with the attempt', async () => {
    const server = await servers.fileServer();
    const admin = await staffSession(server.baseUrl);
    const saved = await admin.send('PUT', '/api/hr/privacy/settings', {
      ...settings,
      reason: 'Grievance officer appointed',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const candidate = await servers.candidate('mcqs');
    const page = await servers.axePageOn(server.baseUrl);
    await loginAs(page, candidate, '/rule-page', { acknowledgeNotice: false });
    const notice = page.getByRole('region', { name: 'Your personal data' });
    await notice.waitFor();
    for (const words of [
      'What we collect',
      'The network (IP) address your device connects from',
      'when the tab is hidden',
      'no automatic verdict',
      'For 6 months after the last decision of your recruitment drive',
      'To ask, write to Meera Shah, Grievance Officer, grievance@suryaloom.example, +91 261 400 2799.',
    ])
      await notice.getByText(words, { exact: false }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // No start before the notice is accepted: not on the page, not through the API.
    expect(await page.getByRole('link', { name: 'Start Test' }).count()).toBe(0);
    const refused = await asCandidate(page, '/api/interview/test/start');
    expect(refused).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'Please read and accept the privacy notice before you start.',
      },
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('alert')
      .getByText('Please tick “I have read this notice” first.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Start Test' }).count()).toBe(0);

    await page.getByLabel('I have read this notice').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const rules = page.getByRole('heading', { name: 'MCQ Test Rules' });
    await rules.waitFor();
    // Focus follows to the rules that replaced the notice.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('MCQ Test Rules');
    const status = (await asCandidate(page, '/api/interview/status')).body as {
      data: { notice: { version: string; acknowledgedVersion: string } };
    };
    const { version } = status.data.notice;
    expect(version).toMatch(/^2026-11-29\.[0-9a-f]{8}$/);
    expect(status.data.notice.acknowledgedVersion).toBe(version);

    // A second visit (another browser, the same login) goes straight to the rules.
    const again = await servers.axePageOn(server.baseUrl);
    await loginAs(again, candidate, '/rule-page', { acknowledgeNotice: false });
    expect(await noticeShown(again)).toBe(false);
    await again.getByRole('link', { name: 'Start Test' }).click();
    await again.getByText(/^Question: 1 of \d+$/).waitFor();

    // HR's report names the notice the attempt was started under.
    const report = await admin.send('GET', `/api/hr/candidates/${candidate.id}/report`);
    const { attempt } = (await report.json()) as { attempt: { noticeVersion: string } };
    expect(attempt.noticeVersion).toBe(version);
  });

  it('is one line under the public forms, linking to /privacy, which tells the company’s contact', async () => {
    const server = await servers.fileServer();
    const page = await servers.axePageOn(server.baseUrl);
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Project Enquiry' });
    await form.getByText('We keep your message for 12 months to answer it.').waitFor();
    // The footer's newsletter form says how long an address is kept.
    await page
      .getByRole('contentinfo')
      .getByText('We keep your address until you unsubscribe, then for 30 days.')
      .waitFor();

    await form.getByRole('link', { name: 'How we handle your data' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await page.getByRole('heading', { level: 1, name: 'How we handle your data' }).waitFor();
    // The prerendered defaults give way to the settings in force (the first test set them, or
    // this one runs alone: the defaults are what the server then says too).
    const contact = page.getByRole('region', { name: 'Whom to write to' });
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/privacy/notice');
        const { data } = (await res.json()) as { data: { grievance: { email: string } } };
        return (await contact.textContent())?.includes(data.grievance.email);
      })
      .toBe(true);
    await page.getByRole('heading', { name: 'Candidates taking our recruitment test' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Prerendered: the page reads whole before any script.
    const html = await (await page.request.get('/privacy')).text();
    expect(html).toContain('How we handle your data');
    expect(html).toContain(defaultPrivacySettings.grievanceEmail);
  });

  it('is the admin’s to change in the console, with a reason, and the public page follows', async () => {
    const { server, page } = await servers.openConsole({ section: 'Personal data' });
    const form = page.getByRole('region', { name: 'Privacy settings' });
    const email = form.getByLabel('E-mail');
    expect(await email.inputValue()).toBe(defaultPrivacySettings.grievanceEmail);
    await email.fill('dpo@suryaloom.example');
    await form.getByRole('button', { name: 'Save privacy settings' }).click();
    // The reason is asked for, as with every change.
    await form.getByText('A reason is required.').waitFor();
    await form.getByLabel('Reason for the change').fill('New grievance address');
    await form.getByRole('button', { name: 'Save privacy settings' }).click();
    await page.locator('.Toastify').getByText('Privacy settings saved.').waitFor();

    const res = await fetch(`${server.baseUrl}/api/privacy/notice`);
    const { data } = (await res.json()) as { data: { grievance: { email: string } } };
    expect(data.grievance.email).toBe('dpo@suryaloom.example');
    const audit = await (
      await staffSession(server.baseUrl)
    ).send('GET', '/api/hr/audit?action=privacy-settings.updated');
    expect(await audit.text()).toContain('New grievance address');
  });
});
