import { describe, expect, it } from 'vitest';
import { judgeArrival, lateArrivalDetail, type ArrivingAnswer } from './late-answer-policy.ts';

const rules = { graceMs: 5000, reconnectWindowMs: 120_000 };
const servedAt = new Date('2026-11-23T10:00:00.000Z');
const deadlineAt = new Date('2026-11-23T10:01:00.000Z');
const at = (msAfterDeadline: number) => new Date(deadlineAt.getTime() + msAfterDeadline);
const answer = (over: Partial<ArrivingAnswer>): ArrivingAnswer => ({
  servedAt,
  deadlineAt,
  arrivedAt: at(0),
  givenAfterMs: 57_000,
  attemptOpen: true,
  fromActiveDevice: true,
  ...over,
});

describe('the late-answer policy', () => {
  it('counts an answer that arrives by the deadline plus the grace', () => {
    expect(judgeArrival(answer({ arrivedAt: at(5000) }), rules)).toEqual({
      counts: true,
      syncedLate: false,
    });
  });

  it('counts a late arrival within the reconnect window when the device gave it in time', () => {
    expect(judgeArrival(answer({ arrivedAt: at(90_000), givenAfterMs: 57_000 }), rules)).toEqual({
      counts: true,
      syncedLate: true,
    });
    // The grace applies to the device's account too; a client that does not say is believed.
    expect(
      judgeArrival(answer({ arrivedAt: at(90_000), givenAfterMs: 65_000 }), rules).counts,
    ).toBe(true);
    expect(judgeArrival(answer({ arrivedAt: at(90_000), givenAfterMs: null }), rules).counts).toBe(
      true,
    );
  });

  it('keeps a late arrival the device says was given after the deadline', () => {
    expect(judgeArrival(answer({ arrivedAt: at(90_000), givenAfterMs: 65_001 }), rules)).toEqual({
      counts: false,
      keptBecause: 'given-after-deadline',
    });
  });

  it('keeps what arrives after the reconnect window, after the attempt closed, or from an older window', () => {
    expect(judgeArrival(answer({ arrivedAt: at(120_001) }), rules)).toEqual({
      counts: false,
      keptBecause: 'past-reconnect-window',
    });
    expect(judgeArrival(answer({ attemptOpen: false }), rules)).toEqual({
      counts: false,
      keptBecause: 'attempt-closed',
    });
    expect(judgeArrival(answer({ fromActiveDevice: false }), rules)).toEqual({
      counts: false,
      keptBecause: 'older-window',
    });
  });

  it('gives the same verdict for the same inputs, whatever the order of evaluation', () => {
    const inputs = [0, 5001, 60_000, 120_000, 120_001, 300_000].map((ms) =>
      answer({ arrivedAt: at(ms) }),
    );
    const first = inputs.map((input) => judgeArrival(input, rules));
    const again = [...inputs]
      .reverse()
      .map((input) => judgeArrival(input, rules))
      .reverse();
    expect(again).toEqual(first);
  });

  it('logs both times and the offline gap', () => {
    const late = answer({ arrivedAt: at(200_000), givenAfterMs: 57_000 });
    expect(lateArrivalDetail(late, judgeArrival(late, rules))).toEqual({
      arrivedAt: '2026-11-23T10:04:20.000Z',
      givenAt: '2026-11-23T10:00:57.000Z',
      givenAfterMs: 57_000,
      offlineGapMs: 203_000,
      counted: false,
      keptBecause: 'past-reconnect-window',
    });
  });
});
