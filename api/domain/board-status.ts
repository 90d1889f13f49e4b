import type { BoardStatus } from '../../shared/contract/hr-board.ts';
import { clientEventTypes } from '../../shared/contract/interview.ts';
import { classifyArrival, type TimingRules } from './answer-timing.ts';

/**
 * The live board's status rule: where a candidate stands, from what the server knows and its
 * clock. A device cannot say it is offline, so silence is the signal: the test page says it is
 * there every few seconds (`presenceIntervalMs`), and silence past `silentMs` means the server
 * cannot hear it; for a page that never said so (an older one), silence past the question's
 * deadline plus the grace. The same facts and time always give the same status.
 */

/** Events only a candidate's own request writes (HR's and the sweeper's are left out). */
export const deviceEventTypes = [
  'started',
  'resumed',
  'answered',
  'timed-out',
  'synced-late',
  // Before answers were kept: an answer that arrived too late, refused (old attempts only).
  'late-answer-ignored',
  'late-answer-kept',
  'window-taken-over',
  // The page's presence call came from another network address than the last one heard.
  'network-changed',
  'submit-after-close',
  // A browser event of a type this server does not know, logged as reported.
  'client-event',
  // What the browser reports seeing (the contract's list).
  ...clientEventTypes,
] as const;

/** An answer that arrived after it was given on the device: it was sent from the device's buffer. */
export const bufferedArrivalTypes = ['synced-late', 'late-answer-kept'] as const;

/** How long "sending from its buffer" shows after such an answer arrived. */
export const syncingShownMs = 30_000;

/**
 * How long a test page may go unheard before the board calls it offline: two missed presence
 * calls (`presenceIntervalMs`, 5 s) and two seconds for a slow network, so one late call on a
 * poor line never shows a present candidate as offline.
 */
export const deviceSilentMs = 12_000;

export interface BoardRules extends TimingRules {
  syncingMs: number;
  silentMs: number;
}

export interface BoardFacts {
  revoked: boolean;
  /** The current MCQ attempt (a retired one is not current). */
  mcq: {
    submittedAt: Date | null;
    submitReason: string | null;
    /** The current question's deadline. */
    deadlineAt: Date;
    /** The attempt's latest event of `deviceEventTypes` (or a final submit the client sent). */
    lastDeviceEvent: { type: string; at: Date } | null;
    /** When its test page last said it is there; null (or absent) when it never has. */
    presenceSeenAt?: Date | null;
  } | null;
  practical: { submittedAt: Date | null } | null;
}

export interface BoardStanding {
  status: BoardStatus;
  /**
   * Offline, or silent past the window while still open: since when the server has not heard the
   * device (its page's last word), or, for a page that does not say, when it expected to hear.
   */
  silentSince: Date | null;
}

function closedStatus(reason: string | null): BoardStatus {
  if (reason === 'completed') return 'submitted';
  if (reason === 'connection-lost') return 'connection-lost';
  return 'auto-submitted';
}

/**
 * Revoked first; then the practical round (the later round) when it has started; then the MCQ
 * attempt: closed by its reason; open and past the current question's deadline plus the reconnect
 * window, connection lost (the sweeper closes it so); past the deadline plus the grace, offline;
 * its page unheard for more than `silentMs`, offline; an answer from the device's buffer arrived
 * within `syncingMs`, syncing; else in progress.
 */
export function boardStanding(facts: BoardFacts, now: Date, rules: BoardRules): BoardStanding {
  const standing = (status: BoardStatus, silentSince: Date | null = null) => ({
    status,
    silentSince,
  });
  if (facts.revoked) return standing('revoked');
  if (facts.practical)
    return standing(facts.practical.submittedAt ? 'practical-submitted' : 'practical-in-progress');
  const mcq = facts.mcq;
  if (!mcq) return standing('not-started');
  if (mcq.submittedAt) return standing(closedStatus(mcq.submitReason));
  const silentSince = new Date(mcq.deadlineAt.getTime() + rules.graceMs);
  switch (classifyArrival(now, mcq.deadlineAt, rules)) {
    case 'expired':
      return standing('connection-lost', silentSince);
    case 'late':
      return standing('offline', silentSince);
    case 'on-time': {
      const seen = mcq.presenceSeenAt ?? null;
      if (seen !== null && now.getTime() > seen.getTime() + rules.silentMs)
        return standing('offline', seen);
      const last = mcq.lastDeviceEvent;
      const buffered =
        last !== null &&
        (bufferedArrivalTypes as readonly string[]).includes(last.type) &&
        now.getTime() <= last.at.getTime() + rules.syncingMs;
      return standing(buffered ? 'syncing' : 'in-progress');
    }
  }
}
