import { describe, expect, it } from 'vitest';
import type { BoardRowView, BoardSnapshotView } from '../../../../shared/contract/hr-board.ts';
import { boardReducer, countsOf, initialBoardState, sortedRows } from './board-state.ts';
import { boardDetail, countsSentence } from './board-words.ts';

const row = (candidateId: string, name: string, status: BoardRowView['status']): BoardRowView => ({
  candidateId,
  name,
  oneTimeId: `ID-${candidateId}`,
  testType: 'mcqs',
  cohort: 'drive',
  status,
  lastHeardAt: null,
  silentSince: null,
  mcq: null,
  practical: null,
});

const snapshot: BoardSnapshotView = {
  filter: { cohort: 'drive', day: null },
  serverTime: '2026-11-24T04:30:10.000Z',
  cursor: '1:1:-1',
  rows: [row('b', 'Bina', 'in-progress'), row('a', 'Asha', 'not-started')],
  counts: countsOf(new Map()),
  cohorts: ['drive'],
};

describe('the live board in the browser', () => {
  it('takes a snapshot, then replaces changed rows and drops removed ones', () => {
    const receivedAt = Date.parse('2026-11-24T04:30:00.000Z');
    let state = boardReducer(initialBoardState, { type: 'snapshot', snapshot, receivedAt });
    expect(state).toMatchObject({ loaded: true, connection: 'live', serverOffsetMs: 10_000 });
    expect(sortedRows(state.rows).map((r) => r.name)).toEqual(['Asha', 'Bina']);
    state = boardReducer(state, { type: 'connection', connection: 'reconnecting' });
    state = boardReducer(state, {
      type: 'changes',
      changes: {
        serverTime: snapshot.serverTime,
        rows: [row('a', 'Asha', 'submitted'), row('c', 'Chetan', 'in-progress')],
        removed: ['b'],
      },
      receivedAt,
    });
    expect(state.connection).toBe('live');
    expect(sortedRows(state.rows).map((r) => `${r.name} ${r.status}`)).toEqual([
      'Asha submitted',
      'Chetan in-progress',
    ]);
    expect(countsOf(state.rows)).toMatchObject({
      submitted: 1,
      'in-progress': 1,
      'not-started': 0,
    });
  });

  it('words the counts and a row in progress, offline and in the practical round', () => {
    expect(countsSentence(countsOf(new Map([['a', row('a', 'Asha', 'offline')]])))).toBe(
      '1 candidate: 1 offline.',
    );
    const mcq = {
      questionNumber: 3,
      questionCount: 10,
      deadlineAt: '2026-11-24T04:31:00.000Z',
      startedAt: '2026-11-24T04:29:00.000Z',
      submittedAt: null,
      submitReason: null,
    };
    const now = Date.parse('2026-11-24T04:32:05.000Z');
    expect(boardDetail({ ...row('a', 'Asha', 'in-progress'), mcq }, now)).toBe('Question 3 of 10');
    expect(
      boardDetail(
        { ...row('a', 'Asha', 'offline'), mcq, silentSince: '2026-11-24T04:31:05.000Z' },
        now,
      ),
    ).toBe('Question 3 of 10; nothing heard since its time ran out (1 min ago)');
    // Its page stopped saying it is there, well before the question's deadline.
    expect(
      boardDetail(
        { ...row('a', 'Asha', 'offline'), mcq, silentSince: '2026-11-24T04:30:40.000Z' },
        Date.parse('2026-11-24T04:30:55.000Z'),
      ),
    ).toMatch(/^Question 3 of 10; the device has not been heard from since .+ \(15 s ago\)$/);
    const practical = {
      startedAt: '2026-11-24T04:00:00.000Z',
      deadlineAt: '2026-11-24T06:00:00.000Z',
      secondsLeft: 0,
      submittedAt: null,
      lateBySeconds: null,
    };
    expect(boardDetail({ ...row('a', 'Asha', 'practical-in-progress'), practical }, now)).toBe(
      '01:27:55 left',
    );
  });
});
