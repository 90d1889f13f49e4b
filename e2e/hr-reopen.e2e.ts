import { describe, expect, it } from 'vitest';
import { reopenReturnMinutes } from '../shared/contract/hr.ts';
import {
  answerAndContinue,
  currentQuestion,
  hideTab,
  loginAs,
  startMcqTest,
} from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, openAttemptReportAs } from './support/hr-console.ts';

const servers = useFreshServers();
const candidateName = 'Demo Candidate (MCQ only)';
// Short clocks, so that reading the rules page outlasts a question's time and the reconnect
// window together within the test; the sweeper looks often, as it would over a long read.
const questionSeconds = 12;
const reconnectSeconds = 2;

describe('HR console: a reopened test', () => {
  it(
    'gives the question its time from when the candidate is back on it, however long they read the rules',
    async () => {
      const { server, context } = await servers.open({
        env: {
          MCQ_QUESTION_SECONDS: String(questionSeconds),
          MCQ_RECONNECT_WINDOW_SECONDS: String(reconnectSeconds),
          SWEEP_INTERVAL_MS: '250',
        },
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
