import { durationWords, formatHoursMinutesSeconds } from '../../../../shared/time-format.ts';
import type { BoardRowView, BoardStatus } from '../../../../shared/contract/hr-board.ts';
import { submitReasonLabel } from '../../../lib/submit-reasons.ts';
import { clockTime } from '../report/report-words.ts';

/** How the live board words a status, its count and a row's detail. */

export const boardStatusWords: Record<BoardStatus, { label: string; tone: string }> = {
  'not-started': { label: 'Not started', tone: '' },
  'in-progress': { label: 'In progress', tone: 'hr-badge--success' },
  syncing: { label: 'Sending from its buffer', tone: 'hr-badge--warning' },
  offline: { label: 'Offline', tone: 'hr-badge--warning' },
  'connection-lost': { label: 'Connection lost', tone: 'hr-badge--danger' },
  submitted: { label: 'Submitted', tone: '' },
  'auto-submitted': { label: 'Auto-submitted', tone: 'hr-badge--danger' },
  'practical-in-progress': { label: 'Practical in progress', tone: 'hr-badge--success' },
  'practical-submitted': { label: 'Practical submitted', tone: '' },
  revoked: { label: 'Revoked', tone: 'hr-badge--danger' },
};

/** "12 s ago", "3 min 20 s ago"; "just now" within a second. */
export function agoWords(iso: string, nowMs: number): string {
  const ms = nowMs - new Date(iso).getTime();
  return ms < 1000 ? 'just now' : `${durationWords(Math.floor(ms / 1000) * 1000)} ago`;
}

/**
 * Why the board calls an open test offline: its page stopped saying it is there (silent since
 * before the question's deadline), or, for a page that never says, the question's time ran out.
 */
function silenceWords(row: BoardRowView, nowMs: number): string {
  const since = row.silentSince;
  const ago = since ? ` (${agoWords(since, nowMs)})` : '';
  if (since && row.mcq && Date.parse(since) < Date.parse(row.mcq.deadlineAt))
    return `the device has not been heard from since ${clockTime(since)}${ago}`;
  return `nothing heard since its time ran out${ago}`;
}

/**
 * What a row says besides its status, at `nowMs` (the server's time as this browser reckons it):
 * the question, how long the device has been silent, how the test ended, the practical's time.
 */
export function boardDetail(row: BoardRowView, nowMs: number): string {
  const mcq = row.mcq;
  switch (row.status) {
    case 'in-progress':
    case 'syncing':
      return mcq ? `Question ${mcq.questionNumber} of ${mcq.questionCount}` : '';
    case 'offline':
      return `${mcq ? `Question ${mcq.questionNumber} of ${mcq.questionCount}; ` : ''}${silenceWords(row, nowMs)}`;
    case 'connection-lost':
      return mcq?.submittedAt
        ? `Closed at ${clockTime(mcq.submittedAt)}`
        : `Silent past the reconnect window, on question ${mcq?.questionNumber ?? '?'}`;
    case 'submitted':
      return mcq?.submittedAt ? `At ${clockTime(mcq.submittedAt)}` : '';
    case 'auto-submitted':
      return mcq
        ? `${submitReasonLabel(mcq.submitReason ?? '')}${mcq.submittedAt ? `, at ${clockTime(mcq.submittedAt)}` : ''}`
        : '';
    case 'practical-in-progress': {
      const left = row.practical ? new Date(row.practical.deadlineAt).getTime() - nowMs : 0;
      return left > 0
        ? `${formatHoursMinutesSeconds(left)} left`
        : 'Time is up; the upload has not arrived';
    }
    case 'practical-submitted': {
      const late = row.practical?.lateBySeconds ?? 0;
      return late > 0 ? `Late by ${durationWords(late * 1000)}` : 'On time';
    }
    default:
      return '';
  }
}

/** "42 candidates: 30 in progress, 2 offline, …" (the statuses with anyone in them). */
export function countsSentence(counts: Record<BoardStatus, number>): string {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const parts = (Object.keys(boardStatusWords) as BoardStatus[])
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${boardStatusWords[status].label.toLowerCase()}`);
  const whole = `${total} candidate${total === 1 ? '' : 's'}`;
  return parts.length > 0 ? `${whole}: ${parts.join(', ')}.` : `${whole}.`;
}
