import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/a11y.ts';
import { answerAndContinue, currentQuestion } from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, signInToConsole } from './support/hr-console.ts';

const servers = useFreshServers();
const candidateName = 'Demo Candidate (MCQ only)';

describe('HR console: the live board', () => {
  it(
    'updates while a candidate answers, says when its stream is reconnecting, and catches up',
    async () => {
      // The reviewer's browser reaches the server through a line the test can cut; the
      // candidate's reaches it directly.
      const { server, line } = await servers.openBehindCuttableLine();
      const hr = await servers.axePageOn(line.baseUrl);
      await signInToConsole(hr, demoAdmin, '/hr/board');
      await hr.getByRole('heading', { level: 1, name: 'Live board' }).waitFor();
      await hr.getByText('Live: changes appear as they happen.').waitFor();
      const row = hr.getByRole('row', { name: new RegExp(candidateName.replace(/[()]/g, '\\$&')) });
      // Not on today's board yet: no test window, nothing started.
      expect(await row.count()).toBe(0);

      const candidate = await servers.candidateOn(server.baseUrl, 'DEMO-MCQ', '/rule-page');
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      await currentQuestion(candidate);
      // Started today: the candidate joins today's board, without a reload.
      await expect.poll(() => row.innerText()).toMatch(/In progress[\s\S]*Question 1 of 10/);
      await answerAndContinue(candidate, true);
      await expect.poll(() => row.innerText()).toContain('Question 2 of 10');
      const counts = hr.getByRole('list', { name: 'Candidates by status' });
      expect(await counts.getByRole('button', { name: '1 In progress' }).count()).toBe(1);
      expect(await axeViolations(hr)).toEqual([]);
      // On a 320 px phone too, and the page never scrolls sideways (the table scrolls inside).
      await hr.setViewportSize({ width: 320, height: 640 });
      expect(await axeViolations(hr)).toEqual([]);
      expect(
        await hr.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      await hr.setViewportSize({ width: 1280, height: 800 });

      // The reviewer's connection drops; the candidate goes on meanwhile.
      line.cut();
      await hr.getByText(/Reconnecting/).waitFor();
      await answerAndContinue(candidate, false);
      line.restore();
      await hr.getByText('Live: changes appear as they happen.').waitFor({ timeout: 60_000 });
      await expect.poll(() => row.innerText()).toContain('Question 3 of 10');

      // The candidate finishes: the board says so, and counts it.
      for (let n = 3; n <= 10; n++) await answerAndContinue(candidate, true);
      await candidate.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
      await expect.poll(() => row.innerText()).toContain('Submitted');
      await counts.getByRole('button', { name: '1 Submitted' }).click();
      expect(await hr.getByRole('row').count()).toBe(2);

      // Each row opens the candidate's attempt report.
      await row.getByRole('link', { name: candidateName }).click();
      await hr
        .getByRole('heading', { level: 1, name: `Attempt report: ${candidateName}` })
        .waitFor();
    },
    hrTestTimeoutMs,
  );
});
