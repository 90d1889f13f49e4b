import type { Attempt } from './attempt-store.ts';
import type { ServedQuestionState } from './attempt-view.ts';

/**
 * What a test call leads to: the question to answer now; an attempt that is closed (`kept`: the
 * answer this call carried was kept for HR, not counted); or, for a window another window has
 * taken over, nothing more (what it sent is kept).
 */
export type AttemptOutcome =
  | { kind: 'question'; state: ServedQuestionState }
  | { kind: 'submitted'; attempt: Attempt; kept?: boolean }
  | { kind: 'taken-over' };

/** The window (device) that drives an attempt: the last to open it. A client that does not say is trusted. */
export function isActiveDevice(attempt: Attempt, deviceId: string | null): boolean {
  return (
    deviceId === null || attempt.activeDeviceId === null || attempt.activeDeviceId === deviceId
  );
}
