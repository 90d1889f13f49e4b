import type { HrTestType } from './hr.ts';

/**
 * The live board's contract (docs/hr-api.md, "Live board"): `GET /api/hr/board` answers a
 * snapshot, `GET /api/hr/board/stream` the same snapshot and then the changes as server-sent
 * events. Shared by the server and the console.
 */

/**
 * Where a candidate stands on the board, in the order the counts are shown. `offline`: in the MCQ
 * test and past the current question's deadline plus the grace with nothing heard; `syncing`: an
 * answer given while offline has just arrived from the device's buffer; `connection-lost`: closed
 * for it, or silent past the reconnect window (the sweeper is about to close it).
 */
export const boardStatuses = [
  'not-started',
  'in-progress',
  'syncing',
  'offline',
  'connection-lost',
  'submitted',
  'auto-submitted',
  'practical-in-progress',
  'practical-submitted',
  'revoked',
] as const;
export type BoardStatus = (typeof boardStatuses)[number];

/** A day of the office's calendar (India), as `day=` takes it. */
export const boardDayPattern = /^\d{4}-\d{2}-\d{2}$/;
// The cohort's limit is the candidates' contract's: the board filters by the same labels.
export { maxCohortLength } from './hr.ts';

export interface BoardFilter {
  cohort: string | null;
  day: string | null;
}

export interface BoardRowView {
  candidateId: string;
  name: string;
  oneTimeId: string;
  testType: HrTestType;
  cohort: string | null;
  status: BoardStatus;
  /** The last time the server heard from the candidate's device (a test call); null: never. */
  lastHeardAt: string | null;
  /** Offline or connection lost while open: when the server expected to hear (deadline + grace). */
  silentSince: string | null;
  /** The current MCQ attempt; null before the first start (or for a practical-only candidate). */
  mcq: {
    /** The question being answered, from 1. */
    questionNumber: number;
    questionCount: number;
    /** The current question's deadline (server time). */
    deadlineAt: string;
    startedAt: string;
    submittedAt: string | null;
    submitReason: string | null;
  } | null;
  /** The practical round; null before it starts. */
  practical: {
    startedAt: string;
    deadlineAt: string;
    /** At `serverTime` of the answer or event that carried the row; never below 0. */
    secondsLeft: number;
    submittedAt: string | null;
    lateBySeconds: number | null;
  } | null;
}

export type BoardCounts = Record<BoardStatus, number>;

/** `GET /api/hr/board`, and the stream's `snapshot` event. */
export interface BoardSnapshotView {
  filter: BoardFilter;
  serverTime: string;
  /** The stream's position at this snapshot: send it as `Last-Event-ID` to continue from here. */
  cursor: string;
  rows: BoardRowView[];
  counts: BoardCounts;
  /** Every cohort that has candidates, for the console's choice. */
  cohorts: string[];
}

/** The stream's `rows` event: these candidates changed (replace them), these left the board. */
export interface BoardChangesView {
  serverTime: string;
  rows: BoardRowView[];
  removed: string[];
}

/** The event names of `GET /api/hr/board/stream`. */
export const boardStreamEvents = {
  snapshot: 'snapshot',
  rows: 'rows',
  sessionEnded: 'session-ended',
} as const;

/** How many candidates are in each status (every status listed, zeros included). */
export function countByStatus(rows: Iterable<{ status: BoardStatus }>): BoardCounts {
  const counts = Object.fromEntries(boardStatuses.map((s) => [s, 0])) as BoardCounts;
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
