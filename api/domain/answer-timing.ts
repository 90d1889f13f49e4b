/**
 * When did an answer for the current question arrive, relative to its deadline (server time)?
 *
 * - `on-time`: up to the deadline plus the network grace;
 * - `late`: after that, but no later than the reconnect window after the deadline — accepted and
 *   flagged "synced late" for the proctor (a candidate whose connection dropped loses nothing);
 * - `expired`: after the reconnect window — the attempt is closed with reason "connection lost"
 *   (by the sweeper, or by this request if it gets there first: the outcome is the same).
 *
 * The reconnect window counts from the deadline, or from the server's last refusal of a test call
 * for being too busy when that is later (issue 42): while the server turns calls away, nobody can
 * tell a lost connection from a refused one, so nobody's window runs out during it.
 */
export type AnswerTiming = 'on-time' | 'late' | 'expired';

export interface TimingRules {
  graceMs: number;
  reconnectWindowMs: number;
  /** When the server last refused a test call as too busy (`services/mcq/server-refusals.ts`). */
  lastBusyRefusalAt?: Date | null;
}

export function classifyArrival(now: Date, deadlineAt: Date, rules: TimingRules): AnswerTiming {
  const late = now.getTime() - deadlineAt.getTime();
  if (late <= rules.graceMs) return 'on-time';
  const windowFrom = Math.max(deadlineAt.getTime(), rules.lastBusyRefusalAt?.getTime() ?? 0);
  if (now.getTime() - windowFrom <= rules.reconnectWindowMs) return 'late';
  return 'expired';
}

/** A question's deadline: served-at plus the time per question times the candidate's factor. */
export function deadlineFor(servedAt: Date, secondsPerQuestion: number, timeFactor: number): Date {
  return new Date(servedAt.getTime() + Math.round(secondsPerQuestion * timeFactor * 1000));
}
