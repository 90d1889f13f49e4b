import { describe, expect, it } from 'vitest';
import {
  canReplayFrom,
  earliestCursor,
  formatCursor,
  hadEnded,
  parseCursor,
  type BoardCursor,
} from './board-cursor.ts';

const cursor = (text: string) => parseCursor(text) as BoardCursor;

describe('the live board cursor', () => {
  it('round-trips a snapshot and a time through an event id', () => {
    const c = { xmin: 10n, xmax: 20n, xip: [12n, 15n], atMs: 1_795_000_000_000 };
    expect(formatCursor(c)).toBe('10:20:12,15-1795000000000');
    expect(parseCursor(formatCursor(c))).toEqual(c);
    expect(parseCursor('7:7:-5')).toEqual({ xmin: 7n, xmax: 7n, xip: [], atMs: 5 });
  });

  it('refuses what is not a cursor', () => {
    for (const id of ['', 'x', '10-5', '10:5:-1', '10:20:25-1', '10:20:9-1', '1:2:,-3', undefined])
      expect(parseCursor(id), String(id)).toBeNull();
  });

  it('tells a transaction that had ended from one still in progress or not yet begun', () => {
    const c = cursor('10:20:12,15-0');
    expect([9n, 10n, 11n, 12n, 15n, 19n, 20n].map((tx) => hadEnded(c, tx))).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
  });

  it('replays within the window from a snapshot of this database, not from further back or ahead', () => {
    const now = cursor('30:40:-1000000');
    expect(canReplayFrom(cursor('10:20:-700000'), now, 300_000)).toBe(true);
    expect(canReplayFrom(cursor('10:20:-699999'), now, 300_000)).toBe(false);
    expect(canReplayFrom(cursor('10:41:-1000000'), now, 300_000)).toBe(false);
    expect(canReplayFrom(cursor('10:20:-1006000'), now, 300_000)).toBe(false);
  });

  it('starts a shared poll at the snapshot taken first and the earliest time', () => {
    const first = cursor('10:20:12-500');
    const later = cursor('12:25:-400');
    expect(earliestCursor(later, first)).toEqual({ ...first, atMs: 400 });
    expect(earliestCursor(cursor('10:20:-1'), cursor('10:20:12-2')).xip).toEqual([12n]);
  });
});
