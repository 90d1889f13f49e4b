import { createHash, randomBytes } from 'node:crypto';
import { loginThroughApi, startThroughApi } from './support/candidate-api.ts';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../api/test-support/zips.ts';
import { axeViolations } from './support/a11y.ts';
import { reopenReturnMinutes } from '../shared/contract/hr.ts';
import {
  answerAndContinue,
  currentQuestion,
  hideTab,
  loginAs,
  startMcqTest,
  uploadSolution,
} from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, openAttemptReportAs } from './support/hr-console.ts';

const servers = useFreshServers();
const candidateName = 'Demo Candidate (MCQ only)';
// Short clocks, so that reading the rules page outlasts a question's time and the reconnect
// window together within the test; the sweeper looks often, as it would over a long read.
const questionSeconds = 12;
const reconnectSeconds = 2;

describe('HR console: the attempt report', () => {
  it(
    'explains an auto-submit by a hidden tab in words; the reviewer reopens it and the candidate finishes',
    async () => {
      const server = await servers.fileServer();
      const candidate = await servers.candidateOn(server.baseUrl, 'DEMO-MCQ', '/rule-page');
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      await answerAndContinue(candidate, true);
      // On question 2, the tab is hidden: the test is auto-submitted.
      await hideTab(candidate);
      await candidate.getByRole('heading', { name: 'Test Submitted!' }).waitFor();

      const hr = await servers.axePageOn(server.baseUrl);
      await openAttemptReportAs(hr, demoAdmin, candidateName);
      await hr
        .getByRole('heading', { level: 1, name: `Attempt report: ${candidateName}` })
        .waitFor();
      const facts = hr.locator('.hr-report > .hr-facts');
      await expect
        .poll(() => facts.innerText())
        .toMatch(/Ended because the tab was hidden at \d{1,2}:\d{2}:\d{2}, on question 2\./);
      expect(await facts.innerText()).toContain('1 of 10 right (10 %)');
      // The settings the test was started with, which a later edit does not change.
      expect(await facts.innerText()).toMatch(/Settings kept\s+60 s a question, pass mark 75 %/);
      await facts.getByText('Verifies').waitFor();
      const timeline = hr.getByRole('region', { name: 'Timeline', exact: true });
      expect(await timeline.innerText()).toMatch(/hidden/i);
      const answers = hr.getByRole('region', { name: 'Answers', exact: true });
      expect((await answers.locator('tbody tr').first().innerText()).split('\t')).toContain(
        'Right',
      );
      expect(await axeViolations(hr)).toEqual([]);

      // The reviewer reopens the test with the time question 2 had left.
      await hr.getByRole('button', { name: 'Reopen attempt' }).click();
      const reopen = hr.getByRole('dialog', { name: 'Reopen the MCQ attempt' });
      await reopen.getByLabel('Reason').fill('The candidate pressed a key that hid the browser');
      await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
      await expect
        .poll(() => facts.innerText())
        .toContain('Not ended yet: the test is open, on question 2.');
      await hr
        .getByRole('region', { name: 'Timeline', exact: true })
        .getByText(/reopened/i)
        .first()
        .waitFor();
      expect(await hr.locator('.hr-report-decisions').innerText()).toContain(
        'The candidate pressed a key that hid the browser',
      );

      // The candidate logs in again and goes on from question 2 to the end.
      await loginAs(candidate, 'DEMO-MCQ', '/rule-page');
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      const resumed = await currentQuestion(candidate);
      expect(resumed.number).toBe(2);
      for (let i = resumed.number; i <= resumed.total; i++)
        await answerAndContinue(candidate, true);
      await candidate.getByRole('heading', { name: 'Test Submitted!' }).waitFor();

      await hr.reload();
      await expect
        .poll(() => facts.innerText())
        .toMatch(/Ended because the candidate answered the last question at .*, on question 10\./);
      expect(await facts.innerText()).toContain('10 of 10 right (100 %)');

      // A verdict on the finished attempt, with its reason, and the report prints clean.
      await hr.getByRole('button', { name: 'Accept the attempt' }).click();
      const accept = hr.getByRole('dialog', { name: 'Accept the attempt' });
      await accept.getByLabel('Reason').fill('Reopened after an accidental key press; clean');
      await accept.getByRole('button', { name: 'Accept the attempt' }).click();
      await hr.getByText('Decision: accepted').waitFor();
      await hr.emulateMedia({ media: 'print' });
      expect(
        await hr.getByRole('navigation', { name: 'HR console' }).isVisible(),
        'the console navigation is left out of the printed page',
      ).toBe(false);
      expect(await hr.getByRole('button', { name: 'Print the report' }).isVisible()).toBe(false);
      await hr.emulateMedia({ media: 'screen' });
    },
    hrTestTimeoutMs,
  );

  it(
    'shows at once that a granted retake retired the attempt, with its reason, then the fresh attempt once started',
    async () => {
      const server = await servers.fileServer();
      const made = await servers.candidate('mcqs');
      // The candidate's test through the API: started, then ended by a hidden tab.
      const startTest = async () => {
        const accessToken = await loginThroughApi(server.baseUrl, made);
        const start = await startThroughApi(server.baseUrl, accessToken);
        expect(start.status, await start.text()).toBe(200);
        return accessToken;
      };
      const token = await startTest();
      const ended = await fetch(`${server.baseUrl}/api/interview/test/auto-submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ candidateId: made.id, reason: 'tab-hidden', answers: [] }),
      });
      expect(ended.status, await ended.text()).toBe(200);

      const hr = await servers.pageOn(server.baseUrl);
      await openAttemptReportAs(hr, demoAdmin, made.name);
      const report = hr.locator('.hr-report');
      const facts = hr.locator('.hr-report > .hr-facts');
      await expect.poll(() => facts.innerText()).toMatch(/Ended because the tab was hidden/);
      expect(await report.getByText(/Retired/).count()).toBe(0);

      await hr.getByRole('button', { name: 'Grant a retake' }).click();
      const retake = hr.getByRole('dialog', { name: 'Grant a fresh retake' });
      await retake.getByLabel('Reason').fill('Power cut in the hall');
      await retake.getByRole('button', { name: 'Grant retake', exact: true }).click();
      // Without a reload: the report says the attempt no longer counts, and why.
      const standing = report.getByRole('status').filter({ hasText: 'a retake was granted' });
      await standing.waitFor();
      expect(await standing.innerText()).toMatch(
        /Retired .+: a retake was granted\. Reason: Power cut in the hall\.[\s\S]*no longer counts/,
      );
      expect(await hr.getByRole('button', { name: 'Accept the attempt' }).count()).toBe(0);
      expect(await hr.getByRole('button', { name: 'Grant a retake' }).count()).toBe(0);

      // The candidate starts again: the report tells the fresh attempt, not the retired one.
      await startTest();
      await hr.reload();
      const fresh = report
        .getByRole('status')
        .filter({ hasText: 'A fresh attempt after a retake' });
      await fresh.waitFor();
      expect(await fresh.innerText()).toContain('1 earlier attempt was retired');
      await expect
        .poll(() => facts.innerText())
        .toContain('Not ended yet: the test is open, on question 1.');
      expect(await report.getByText(/Retired .+: a retake was granted/).count()).toBe(0);
    },
    hrTestTimeoutMs,
  );

  it(
    'downloads a practical submission byte for byte as the candidate uploaded it',
    async () => {
      const server = await servers.fileServer();
      const candidate = await servers.candidateOn(
        server.baseUrl,
        'DEMO-PRACTICAL',
        '/rule-page-practical',
      );
      await candidate.getByRole('button', { name: 'Start Test' }).click();
      await candidate.waitForURL((url) => url.pathname === '/practical-round');
      // Over two stored pieces of 1 MiB, so their order matters.
      const zip = await makeZip({
        'tasks/index.js': 'console.log("tasks")',
        'tasks/assets.bin': randomBytes(2_500_000),
      });
      await uploadSolution(candidate, 'task list.zip', zip);

      const hr = await servers.pageOn(server.baseUrl);
      await openAttemptReportAs(hr, demoAdmin, 'Demo Candidate (practical only)');
      const practical = hr.getByRole('region', { name: 'Practical round' });
      await practical.waitFor();
      const sha256 = createHash('sha256').update(zip).digest('hex');
      expect(await practical.innerText()).toContain(sha256);
      const tree = practical.getByRole('list', { name: 'Files in the archive' });
      expect(await tree.innerText()).toMatch(/tasks\/[\s\S]*assets\.bin/);
      const [download] = await Promise.all([
        hr.waitForEvent('download'),
        practical.getByRole('link', { name: 'Download the zip' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('DEMO-PRACTICAL-task_list.zip');
      const saved = await readFile((await download.path()) ?? '');
      expect(createHash('sha256').update(saved).digest('hex')).toBe(sha256);
    },
    hrTestTimeoutMs,
  );

  it(
    'gives the question its time from when the candidate is back on it, however long they read the rules',
    async () => {
      const { server, context } = await servers.open({
        env: {
          MCQ_RECONNECT_WINDOW_SECONDS: String(reconnectSeconds),
          SWEEP_INTERVAL_MS: '250',
        },
        // The question's time is the default assessment's (the environment only makes the first).
        prepareSql: `update assessments set seconds_per_question = ${questionSeconds} where is_default`,
      });
      const candidate = await context.newPage();
      await startMcqTest(candidate, 'DEMO-MCQ');
      await answerAndContinue(candidate, true);
      // On question 2, the tab is hidden: the test is auto-submitted with most of its time left.
      await hideTab(candidate);
      await candidate.getByRole('heading', { name: 'Test Submitted!' }).waitFor();

      const hr = await servers.pageOn(server.baseUrl);
      await openAttemptReportAs(hr, demoAdmin, candidateName);
      await hr.getByRole('button', { name: 'Reopen attempt' }).click();
      const reopen = hr.getByRole('dialog', { name: 'Reopen the MCQ attempt' });
      // The dialog says how long the candidate has to come back, and when the time starts.
      expect(await reopen.innerText()).toContain(
        `counted from when the candidate is back on it. They have ${reopenReturnMinutes} minutes to come back`,
      );
      await reopen.getByLabel('Reason').fill('The tab was switched by accident');
      await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
      await reopen.waitFor({ state: 'hidden' });
      const reopenedAt = Date.now();
      await hr
        .getByRole('region', { name: 'Timeline', exact: true })
        .getByText(/starting when the candidate is back/)
        .waitFor();

      // The candidate logs in again and reads the rules page for longer than the question's time
      // and the reconnect window together. Time passing is the case under test: there is no
      // condition to wait for instead.
      await loginAs(candidate, 'DEMO-MCQ', '/rule-page');
      const readUntil = reopenedAt + (questionSeconds + reconnectSeconds + 2) * 1000;
      await candidate.waitForTimeout(Math.max(0, readUntil - Date.now()));
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      const resumed = await currentQuestion(candidate);
      expect(resumed.number).toBe(2);
      await answerAndContinue(candidate, true);
      expect((await currentQuestion(candidate)).number).toBe(3);
    },
    hrTestTimeoutMs,
  );
});
