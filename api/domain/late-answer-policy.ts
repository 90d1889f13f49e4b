import { classifyArrival, type TimingRules } from './answer-timing.ts';

/**
 * The late-answer policy: the one place that decides whether an answer that reaches the server
 * counts. Deterministic: the same times and the same device account always give the same verdict,
 * so the same events always give the same score. Nothing that arrives is thrown away: an answer
 * that does not count is kept (`late_answers`) with both times and flagged for HR, who may accept
 * it. docs/decisions.md, "The late-answer policy", states the rule in words.
 *
 * An answer counts when:
 * - the attempt is still open and the answer comes from the window that drives it, and
 * - it arrives by the deadline plus the network grace, or, later but within the reconnect window,
 *   the device says it was given by the deadline plus the grace (its own monotonic clock, counted
 *   from when the question appeared on it; a client that does not say is believed, as before).
 *
 * Otherwise it is kept, because: the attempt had closed (`attempt-closed`); it arrived after the
 * reconnect window (`past-reconnect-window`, and the attempt closes "connection lost" as the
 * sweeper would have); the device says it was given after the deadline (`given-after-deadline`);
 * or a newer window had taken the test over (`older-window`).
 */

export const keptReasons = [
  'attempt-closed',
  'past-reconnect-window',
  'given-after-deadline',
  'older-window',
] as const;
export type KeptReason = (typeof keptReasons)[number];

/** A kept answer waits for HR (`kept`) until HR accepts it into the score (`accepted`). */
export const lateAnswerStatuses = ['kept', 'accepted'] as const;
export type LateAnswerStatus = (typeof lateAnswerStatuses)[number];

export interface ArrivingAnswer {
  /** When the question was served and its deadline, by the server's clock. */
  servedAt: Date;
  deadlineAt: Date;
  arrivedAt: Date;
  /** The device's account: ms after the question appeared on it; null when it does not say. */
  givenAfterMs: number | null;
  attemptOpen: boolean;
  fromActiveDevice: boolean;
}

export type Verdict =
  { counts: true; syncedLate: boolean } | { counts: false; keptBecause: KeptReason };

export function judgeArrival(answer: ArrivingAnswer, rules: TimingRules): Verdict {
  if (!answer.attemptOpen) return { counts: false, keptBecause: 'attempt-closed' };
  if (!answer.fromActiveDevice) return { counts: false, keptBecause: 'older-window' };
  const timing = classifyArrival(answer.arrivedAt, answer.deadlineAt, rules);
  if (timing === 'on-time') return { counts: true, syncedLate: false };
  if (timing === 'expired') return { counts: false, keptBecause: 'past-reconnect-window' };
  const allowedMs = answer.deadlineAt.getTime() - answer.servedAt.getTime() + rules.graceMs;
  if (answer.givenAfterMs !== null && answer.givenAfterMs > allowedMs) {
    return { counts: false, keptBecause: 'given-after-deadline' };
  }
  return { counts: true, syncedLate: true };
}

/** What the attempt's log says of a late arrival: both times and the gap between them. */
export function lateArrivalDetail(answer: ArrivingAnswer, verdict: Verdict) {
  const givenAt =
    answer.givenAfterMs === null ? null : new Date(answer.servedAt.getTime() + answer.givenAfterMs);
  return {
    arrivedAt: answer.arrivedAt.toISOString(),
    givenAt: givenAt?.toISOString() ?? null,
    givenAfterMs: answer.givenAfterMs,
    offlineGapMs: givenAt ? answer.arrivedAt.getTime() - givenAt.getTime() : null,
    counted: verdict.counts,
    ...(verdict.counts ? {} : { keptBecause: verdict.keptBecause }),
  };
}
