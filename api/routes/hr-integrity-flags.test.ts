import { describe, expect, it } from 'vitest';
import { interviewClient } from '../test-support/interview-client.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * Issue 39, item 15: ten questions answered in three seconds raised no flag. The report now
 * carries flags for a person to judge, each a sentence, and the timeline says what they rest on.
 */
describe(`integrity flags on the attempt report (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-28T09:00:00Z'),
    bank: true,
    staff: adminAndReviewer,
  });

  /** An MCQ candidate HR adds, with their one-time login. */
  async function added(name: string, email: string) {
    const admin = await h.signedIn('admin@example.com');
    const created = await admin.post('/api/hr/candidates', { name, email, testType: 'mcqs' });
    expect(created.status).toBe(201);
    const { candidate, credentials } = created.body as {
      candidate: { id: string };
      credentials: { oneTimeId: string; password: string };
    };
    return { admin, candidate, credentials };
  }

  it('flags answers faster than reading, a copied question and a change of network, in words', async () => {
    const { admin, candidate, credentials } = await added('Quick Fingers', 'quick@example.com');
    const lab = interviewClient(h.app(), '203.0.113.7');
    const cafe = interviewClient(h.app(), '198.51.100.23');
    const token = (await lab.login(credentials.oneTimeId, credentials.password)).body
      .accessToken as string;
    const first = await lab.start(token);
    expect(first.status).toBe(200);
    const total = first.body.totalQuestions as number;
    for (let index = 0; index < 3; index++) {
      h.advance(300);
      expect((await lab.next(token, index, 0)).status).toBe(200);
    }
    // The candidate copies question 4's text; the page says so with its next presence call.
    const copied = await lab.presence(token, {
      events: [{ type: 'copy', at: h.clock.now.getTime(), questionIndex: 3 }],
    });
    expect(copied.status).toBe(200);
    // The page is reloaded on another network and the test goes on, as quickly.
    expect((await cafe.start(token)).status).toBe(200);
    for (let index = 3; index < total; index++) {
      h.advance(300);
      const res = await cafe.next(token, index, 0);
      expect(res.status).toBe(200);
    }

    const report = (await admin.get(`/api/hr/candidates/${candidate.id}/report`)).body as {
      flags: { kind: string; sentence: string }[];
      timeline: { text: string }[];
    };
    expect(report.flags.map((f) => f.kind)).toEqual(['too-fast', 'copied', 'network-changed']);
    expect(report.flags[0]?.sentence).toMatch(
      new RegExp(`^${total} of ${total} answers came faster than the question can be read`),
    );
    expect(report.flags[1]?.sentence).toBe("The question's text was copied once (question 4).");
    expect(report.flags[2]?.sentence).toBe(
      'The test was continued from 1 other network address (203.0.113.7 → 198.51.100.23).',
    );
    const lines = report.timeline.map((e) => e.text);
    expect(lines).toContain('Started the test from 203.0.113.7.');
    expect(lines).toContain('Text was copied while question 4 was on screen.');
    expect(lines).toContain('Resumed on question 4 from 198.51.100.23.');
  });

  it('raises nothing for an attempt taken at a reading pace from one place', async () => {
    const { admin, candidate, credentials } = await added('Steady Reader', 'steady@example.com');
    const lab = interviewClient(h.app(), '203.0.113.7');
    const token = (await lab.login(credentials.oneTimeId, credentials.password)).body
      .accessToken as string;
    const total = (await lab.start(token)).body.totalQuestions as number;
    for (let index = 0; index < total; index++) {
      h.advance(20_000);
      await lab.next(token, index, 1);
    }
    const report = (await admin.get(`/api/hr/candidates/${candidate.id}/report`)).body as {
      flags: unknown[];
    };
    expect(report.flags).toEqual([]);
  });
});
