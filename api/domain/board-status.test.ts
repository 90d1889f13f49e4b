import { describe, expect, it } from 'vitest';
import { boardStanding, type BoardFacts } from './board-status.ts';

const rules = { graceMs: 5_000, reconnectWindowMs: 120_000, syncingMs: 30_000, silentMs: 12_000 };
const deadline = new Date('2026-11-24T04:31:00.000Z');
const at = (msAfterDeadline: number) => new Date(deadline.getTime() + msAfterDeadline);

type DeviceEvent = NonNullable<BoardFacts['mcq']>['lastDeviceEvent'];

function open(lastDeviceEvent: DeviceEvent = null): BoardFacts {
  return {
    revoked: false,
    mcq: { submittedAt: null, submitReason: null, deadlineAt: deadline, lastDeviceEvent },
    practical: null,
  };
}

describe('where a candidate stands on the live board', () => {
  it('is in progress until the deadline plus the grace, offline after, connection lost past the window', () => {
    expect(boardStanding(open(), at(5_000), rules)).toEqual({
      status: 'in-progress',
      silentSince: null,
    });
    expect(boardStanding(open(), at(5_001), rules)).toEqual({
      status: 'offline',
      silentSince: at(5_000),
    });
    expect(boardStanding(open(), at(120_000), rules).status).toBe('offline');
    expect(boardStanding(open(), at(120_001), rules)).toEqual({
      status: 'connection-lost',
      silentSince: at(5_000),
    });
  });

  it('shows an answer from the buffer as syncing for 30 s, unless silent past the deadline again', () => {
    const synced = open({ type: 'synced-late', at: at(-50_000) });
    expect(boardStanding(synced, at(-20_000), rules).status).toBe('syncing');
    expect(boardStanding(synced, at(-19_999), rules).status).toBe('in-progress');
    const kept = open({ type: 'late-answer-kept', at: at(0) });
    expect(boardStanding(kept, at(5_000), rules).status).toBe('syncing');
    expect(boardStanding(kept, at(5_001), rules).status).toBe('offline');
    expect(boardStanding(open({ type: 'answered', at: at(-1) }), at(0), rules).status).toBe(
      'in-progress',
    );
  });

  it('names how a closed attempt ended', () => {
    const closed = (submitReason: string): BoardFacts => ({
      ...open(),
      mcq: { submittedAt: at(0), submitReason, deadlineAt: deadline, lastDeviceEvent: null },
    });
    expect(boardStanding(closed('completed'), at(0), rules).status).toBe('submitted');
    expect(boardStanding(closed('connection-lost'), at(0), rules).status).toBe('connection-lost');
    for (const reason of ['time-up', 'tab-hidden', 'focus-lost', 'reload', 'a-new-label'])
      expect(boardStanding(closed(reason), at(0), rules).status, reason).toBe('auto-submitted');
  });

  it('puts revoked first, then the practical round, then the MCQ test, then not started', () => {
    expect(boardStanding({ ...open(), revoked: true }, at(0), rules).status).toBe('revoked');
    expect(
      boardStanding({ ...open(), practical: { submittedAt: null } }, at(0), rules).status,
    ).toBe('practical-in-progress');
    expect(
      boardStanding({ ...open(), practical: { submittedAt: at(0) } }, at(0), rules).status,
    ).toBe('practical-submitted');
    expect(boardStanding({ revoked: false, mcq: null, practical: null }, at(0), rules).status).toBe(
      'not-started',
    );
  });
});
