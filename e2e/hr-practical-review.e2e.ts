import { describe, expect, it } from 'vitest';
import { hashPassword } from '../api/lib/password.ts';
import { makeZip } from '../api/test-support/zips.ts';
import { axeViolations } from './support/a11y.ts';
import { loginAs, uploadSolution } from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { hrTestTimeoutMs, openAttemptReportAs } from './support/hr-console.ts';

const servers = useFreshServers();
const reviewer = { email: 'rita.reviewer@suryaloom.example', password: 'a reviewer passphrase' };
const candidateName = 'Demo Candidate (practical only)';

/** A reviewer account straight in the data directory, its password chosen already. */
async function reviewerSql(): Promise<string> {
  const hash = await hashPassword(reviewer.password, 'generated');
  return `insert into staff_accounts (email, name, role, password_hash, created_at)
          values ('${reviewer.email}', 'Rita Reviewer', 'reviewer', '${hash}', now())`;
}

describe('HR console: the practical review', () => {
  it(
    'a reviewer opens a submission, reads its file tree, scores it, passes it, then reopens the round for a new upload',
    async () => {
      const { server, context } = await servers.open({ prepareSql: await reviewerSql() });
      const candidate = await context.newPage();
      await loginAs(candidate, 'DEMO-PRACTICAL', '/rule-page-practical');
      await candidate.getByRole('button', { name: 'Start Test' }).click();
      await candidate.waitForURL((url) => url.pathname === '/practical-round');
      const zip = await makeZip({
        'task-list/README.md': '# Task list\n\nRun it with npm start.',
        'task-list/src/app.js':
          'export function addTask(tasks, title) { return [...tasks, title]; }',
        'task-list/node_modules/left-pad/index.js': 'module.exports = leftPad;',
      });
      await uploadSolution(candidate, 'task list.zip', zip);

      const hr = await servers.axePageOn(server.baseUrl);
      await openAttemptReportAs(hr, reviewer, candidateName);
      const practical = hr.getByRole('region', { name: 'Practical round' });
      await practical.waitFor();

      // The tree: the top folder open, node_modules flagged and closed, src opened by the reviewer.
      const tree = practical.getByRole('list', { name: 'Files in the archive' });
      expect(await tree.innerText()).toMatch(/task-list\/\s+3 files/);
      expect(await tree.getByText('node_modules', { exact: true }).count()).toBe(1);
      const src = tree.locator('summary', { hasText: 'src/' });
      expect(await tree.getByText('app.js').isVisible()).toBe(false);
      await src.click();
      await tree.getByText('app.js').waitFor();
      expect(await tree.getByText('README.md').isVisible()).toBe(true);

      // Score it with the rubric.
      await practical.getByRole('button', { name: 'Score this submission' }).click();
      const score = hr.getByRole('dialog', { name: 'Score the practical submission' });
      await score.getByLabel('Correctness').selectOption('3');
      await score.getByLabel('Code quality').selectOption('2');
      await score.getByLabel('Completeness').selectOption('4');
      await score.getByLabel('Documentation').selectOption('2');
      await score.getByLabel('Notes').fill('Runs; the README says how.');
      await score.getByRole('button', { name: 'Save the score' }).click();
      const scores = practical.getByRole('region', { name: 'Rubric scores' });
      await scores.getByText('11 / 16').waitFor();
      expect(await scores.innerText()).toContain('Rita Reviewer');
      expect(await practical.getByRole('button', { name: 'Revise my score' }).count()).toBe(1);

      // Decide, with a reason.
      await practical.getByRole('button', { name: 'Pass the practical' }).click();
      const pass = hr.getByRole('dialog', { name: 'Pass the practical round' });
      await pass.getByLabel('Reason').fill('Meets the rubric; clean and documented');
      await pass.getByRole('button', { name: 'Pass the practical' }).click();
      await practical.getByText(/Practical decision: passed by rita\.reviewer@/).waitFor();
      expect(await practical.innerText()).toContain('Meets the rubric; clean and documented');
      expect(await hr.locator('.hr-report-decisions').innerText()).toContain('Practical passed');

      // Alone in its cohort and day: nothing listed as similar.
      await practical
        .getByText('No submission of the same cohort or day is listed as similar.')
        .waitFor();
      expect(await axeViolations(hr)).toEqual([]);

      // It was the wrong project: the reviewer reopens the round, with a reason. The submission
      // is kept as history and the round is under way again.
      await practical.getByRole('button', { name: 'Reopen practical' }).click();
      const reopen = hr.getByRole('dialog', { name: 'Reopen the practical round' });
      await reopen.getByLabel('Reason').fill('Uploaded the wrong project');
      await reopen.getByRole('button', { name: 'Reopen practical', exact: true }).click();
      await practical.getByText(/^Under way, due /).waitFor();
      const retired = practical.getByRole('region', { name: 'Retired submissions' });
      expect(await retired.innerText()).toMatch(/task list\.zip[\s\S]*Uploaded the wrong project/);
      expect(await axeViolations(hr)).toEqual([]);

      // The candidate logs in again, finds the round under way, and uploads the right one.
      await loginAs(candidate, 'DEMO-PRACTICAL', '/practical-round');
      await uploadSolution(
        candidate,
        'right project.zip',
        await makeZip({ 'right/README.md': '# The right one' }),
      );
      await hr.reload();
      await practical.getByText(/right project\.zip/).waitFor();
      expect(await retired.innerText()).toContain('task list.zip');
    },
    hrTestTimeoutMs,
  );
});
