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

  it("notices the page's network address changing while the test goes on, from its presence calls", async () => {
    const { admin, candidate, credentials } = await added('Moving Phone', 'moving@example.com');
    const wifi = interviewClient(h.app(), '203.0.113.7');
    const mobile = interviewClient(h.app(), '198.51.100.23');
    const token = (await wifi.login(credentials.oneTimeId, credentials.password)).body
      .accessToken as string;
    const total = (await wifi.start(token)).body.totalQuestions as number;
    const answer = async (client: typeof wifi, index: number) => {
      h.advance(20_000);
      expect((await client.next(token, index, 1)).status).toBe(200);
    };
    expect((await wifi.presence(token)).status).toBe(200);
    await answer(wifi, 0);
    // The phone leaves the Wi-Fi: the same page goes on over mobile data, without a reload.
    h.advance(5_000);
    expect((await mobile.presence(token)).body).toEqual({ success: true, noted: true });
    // Heard again from where it now is: no second change.
    h.advance(5_000);
    expect((await mobile.presence(token)).status).toBe(200);
    for (let index = 1; index < total; index++) await answer(mobile, index);

    const report = (await admin.get(`/api/hr/candidates/${candidate.id}/report`)).body as {
      flags: { kind: string; sentence: string }[];
      timeline: { type: string; text: string }[];
    };
    expect(report.flags).toEqual([
      {
        kind: 'network-changed',
        sentence:
          'The test was continued from 1 other network address (203.0.113.7 → 198.51.100.23).',
      },
    ]);
    expect(report.timeline.filter((e) => e.type === 'network-changed').map((e) => e.text)).toEqual([
      'The test page was heard from another network address (198.51.100.23, after 203.0.113.7) on question 2.',
    ]);
  });

  it('tells a reload on another network once, by its resume', async () => {
    const { admin, candidate, credentials } = await added('Reloaded Elsewhere', 're@example.com');
    const lab = interviewClient(h.app(), '203.0.113.7');
    const cafe = interviewClient(h.app(), '198.51.100.23');
    const token = (await lab.login(credentials.oneTimeId, credentials.password)).body
      .accessToken as string;
    await lab.start(token);
    await lab.presence(token);
    h.advance(20_000);
    await lab.next(token, 0, 1);
    expect((await cafe.start(token)).status).toBe(200);
    expect((await cafe.presence(token)).status).toBe(200);
    const report = (await admin.get(`/api/hr/candidates/${candidate.id}/report`)).body as {
      flags: { kind: string }[];
      timeline: { type: string; text: string }[];
    };
    expect(report.flags.map((f) => f.kind)).toEqual(['network-changed']);
    expect(report.timeline.map((e) => e.type)).not.toContain('network-changed');
    expect(report.timeline.map((e) => e.text)).toContain(
      'Resumed on question 2 from 198.51.100.23.',
    );
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
