import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/a11y.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, openSection, signInToConsole } from './support/hr-console.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

/** A reviewer added through the API, with a password of their own already chosen. */
async function addReviewer(baseUrl: string) {
  const admin = await staffSession(baseUrl);
  const email = 'arjun.reviewer@suryaloom.example';
  const added = await admin.send('POST', '/api/hr/staff', {
    name: 'Arjun Reviewer',
    email,
    role: 'reviewer',
  });
  if (added.status !== 201) throw new Error(await added.text());
  const { temporaryPassword } = (await added.json()) as { temporaryPassword: string };
  const password = 'a reviewer who reads reports';
  const own = await staffSession(baseUrl, { email, password: temporaryPassword });
  const changed = await own.send('POST', '/api/hr/session/password', {
    currentPassword: temporaryPassword,
    newPassword: password,
  });
  if (!changed.ok) throw new Error(await changed.text());
  return { email, password };
}

describe('HR console: the access log and the breach view', () => {
  it(
    'an admin finds a reviewer’s read of a report in the access log and in the breach view for today',
    async () => {
      const server = await servers.fileServer();
      const reviewer = await addReviewer(server.baseUrl);
      const { id, name: candidateName } = await servers.candidate('mcqs');
      // The reviewer opens the candidate's report (the address the candidate's details link to).
      const reviewerPage = await servers.pageOn(server.baseUrl);
      await signInToConsole(reviewerPage, reviewer, `/hr/report?candidate=${id}`);
      await reviewerPage
        .getByRole('heading', { level: 1, name: `Attempt report: ${candidateName}` })
        .waitFor();
      // The section is an admin's: a reviewer's navigation does not offer it.
      expect(
        await reviewerPage.getByRole('link', { name: 'Access log', exact: true }).count(),
      ).toBe(0);

      const page = await servers.axePageOn(server.baseUrl);
      await signInToConsole(page, demoAdmin);
      await openSection(page, 'Access log');
      await page.getByTestId('log-chain').first().waitFor();
      const chains = await page.getByTestId('log-chain').allInnerTexts();
      expect(chains).toEqual([
        expect.stringMatching(/^The audit log verifies: /),
        expect.stringMatching(/^The access log verifies: /),
      ]);

      const log = page.getByRole('region', { name: 'Access log' });
      const read = log.getByRole('row').filter({ hasText: reviewer.email });
      await read.waitFor();
      expect(await read.innerText()).toContain('Attempt report');
      expect(await read.innerText()).toContain(candidateName);
      // Filtered to the reviewer's account, their read is all there is.
      await page.getByRole('combobox', { name: 'Who' }).selectOption({ label: reviewer.email });
      await expect.poll(() => log.locator('tbody tr').count()).toBe(1);
      expect(await log.locator('tbody tr').innerText()).toContain(candidateName);

      // Today is the form's range: the people listed are those read today, the reviewer's one.
      await page.getByRole('button', { name: 'List the people' }).click();
      const people = page.getByRole('region', {
        name: 'People whose data was read or exported',
      });
      const person = people.getByRole('row').filter({ hasText: candidateName });
      await person.waitFor();
      expect(await person.innerText()).toContain(reviewer.email);
      expect(await person.innerText()).toContain('Attempt report');
      expect(await axeViolations(page)).toEqual([]);
    },
    hrTestTimeoutMs,
  );
});
