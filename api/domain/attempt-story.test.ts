import { describe, expect, it } from 'vitest';
import { buildTimeline, endingSentence, type StoredEvent } from './attempt-story.ts';

const zone = 'Asia/Kolkata';

describe('endingSentence', () => {
  // 06:33:07 UTC is 12:03:07 in India (UTC+05:30).
  const at = new Date('2026-11-23T06:33:07Z');
  it('states why and when the attempt ended, and on which question', () => {
    expect(
      endingSentence({ submitReason: 'tab-hidden', submittedAt: at, questionIndex: 6 }, zone),
    ).toBe('Ended because the tab was hidden at 12:03:07, on question 7.');
    expect(
      endingSentence({ submitReason: 'time-up', submittedAt: at, questionIndex: 9 }, zone),
    ).toBe('Ended because the time for the last question ran out at 12:03:07, on question 10.');
    expect(
      endingSentence({ submitReason: 'connection-lost', submittedAt: at, questionIndex: 2 }, 'UTC'),
    ).toBe(
      'Ended because the connection was lost past the reconnect window at 06:33:07, on question 3.',
    );
    expect(
      endingSentence({ submitReason: 'completed', submittedAt: at, questionIndex: null }, zone),
    ).toBe('Ended because the candidate answered the last question at 12:03:07.');
  });
  it('quotes a reason it does not know, and says when the test is still open', () => {
    expect(
      endingSentence({ submitReason: 'pip-mode', submittedAt: at, questionIndex: 0 }, zone),
    ).toBe('Ended because the browser reported "pip-mode" at 12:03:07, on question 1.');
    expect(endingSentence({ submitReason: null, submittedAt: null, questionIndex: 3 }, zone)).toBe(
      'Not ended yet: the test is open, on question 4.',
    );
  });
});

describe('buildTimeline', () => {
  const t = (s: number) => new Date(Date.UTC(2026, 10, 23, 6, 30, s));
  const events: StoredEvent[] = [
    { id: 1, at: t(0), type: 'started', questionIndex: null, detail: null },
    { id: 2, at: t(0), type: 'served', questionIndex: 0, detail: { deadlineAt: 'x' } },
    // The device reported a blur of 1.8 s by its own clock; the server logged both at submit.
    {
      id: 3,
      at: t(50),
      type: 'focus-lost',
      questionIndex: 0,
      detail: { clientAt: Date.UTC(2026, 10, 23, 6, 30, 10, 200) },
    },
    {
      id: 4,
      at: t(50),
      type: 'focus-regained',
      questionIndex: 0,
      detail: { clientAt: Date.UTC(2026, 10, 23, 6, 30, 12, 0) },
    },
    { id: 5, at: t(20), type: 'answered', questionIndex: 0, detail: { selectedOptionIndex: 2 } },
    { id: 6, at: t(20), type: 'synced-late', questionIndex: 0, detail: { offlineGapMs: 200_000 } },
    {
      id: 7,
      at: t(57),
      type: 'submitted',
      questionIndex: 0,
      detail: { reason: 'completed', source: 'client' },
    },
  ];

  it('gives every event both times, its length and a sentence', () => {
    const timeline = buildTimeline(events, zone);
    expect(timeline.map((e) => [e.id, e.durationMs, e.text])).toEqual([
      [1, null, 'Started the test.'],
      [2, 20_000, 'Shown question 1; settled after 20 s.'],
      [3, 1_800, 'The test window lost focus for 1.8 s.'],
      [4, null, 'The test window had focus again.'],
      [5, null, 'Answered question 1 with option C (as shown).'],
      [
        6,
        200_000,
        'The answer to question 1 reached the server late but counts: offline gap of 3 min 20 s.',
      ],
      [7, null, "The candidate's browser ended the test at 12:00:57 (completed)."],
    ]);
    expect(timeline[2]).toMatchObject({
      at: '2026-11-23T06:30:50.000Z',
      clientAt: '2026-11-23T06:30:10.200Z',
      questionNumber: 1,
    });
    expect(timeline[0]?.clientAt).toBeNull();
  });

  /** The timeline's sentence for one event of `type` logged at `at` (UTC). */
  const sentence =
    (type: string, at: Date, questionIndex: number | null) => (detail: Record<string, unknown>) =>
      buildTimeline([{ id: 1, at, type, questionIndex, detail }], zone)[0]?.text;

  it("says whether the candidate's browser or the server ended the test", () => {
    const ended = sentence('submitted', new Date(Date.UTC(2026, 10, 23, 6, 31, 0)), 3);
    expect(ended({ reason: 'connection-lost', source: 'server' })).toBe(
      'The server ended the test at 12:01:00 (connection-lost).',
    );
    expect(ended({ reason: 'tab-hidden', source: 'client' })).toBe(
      "The candidate's browser ended the test at 12:01:00 (tab-hidden).",
    );
    // An event logged before the source was kept.
    expect(ended({ reason: 'reload' })).toBe('The test ended at 12:01:00 (reload).');
  });

  it('says how long a reopened question has and by when the candidate must be back', () => {
    const reopened = sentence('reopened', new Date(Date.UTC(2026, 10, 23, 3, 39, 26)), 2);
    expect(reopened({ secondsLeft: 40, returnBy: '2026-11-23T04:09:26.000Z' })).toBe(
      'HR reopened the test on question 3: 40 s for it, starting when the candidate is back (by 09:39:26).',
    );
    // A reopen logged before the time started at the candidate's return.
    expect(reopened({ secondsLeft: 40 })).toBe('HR reopened the test on question 3.');
  });

  it('says where the test page was heard from when its network address changed', () => {
    const moved = sentence('network-changed', t(30), 4);
    expect(moved({ network: '198.51.100.23', previous: '203.0.113.7' })).toBe(
      'The test page was heard from another network address (198.51.100.23, after 203.0.113.7) on question 5.',
    );
  });
});
