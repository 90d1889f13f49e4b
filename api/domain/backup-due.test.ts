import { describe, expect, it } from 'vitest';
import { backupCheckEveryMs, backupDue } from './backup-due.ts';

const hour = 60 * 60_000;
const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('backupDue', () => {
  it('is due at once when there never was a backup', () => {
    expect(backupDue(now, { success: null, failure: null }, 24 * hour)).toBe(true);
  });

  it('is due an interval after the last good backup', () => {
    expect(backupDue(now, { success: ago(24 * hour - 1), failure: null }, 24 * hour)).toBe(false);
    expect(backupDue(now, { success: ago(24 * hour), failure: null }, 24 * hour)).toBe(true);
  });

  it('tries again an hour after a failure, not at every check', () => {
    const failed = { success: ago(30 * hour), failure: ago(59 * 60_000) };
    expect(backupDue(now, failed, 24 * hour)).toBe(false);
    expect(backupDue(now, { ...failed, failure: ago(hour) }, 24 * hour)).toBe(true);
    // A failure before the last good backup no longer counts.
    expect(backupDue(now, { success: ago(25 * hour), failure: ago(26 * hour) }, 24 * hour)).toBe(
      true,
    );
    // With an interval under an hour, the retry waits one interval.
    expect(backupDue(now, { success: null, failure: ago(20 * 60_000) }, 30 * 60_000)).toBe(false);
    expect(backupDue(now, { success: null, failure: ago(30 * 60_000) }, 30 * 60_000)).toBe(true);
  });

  it('checks at most every 10 minutes', () => {
    expect(backupCheckEveryMs(24 * hour)).toBe(10 * 60_000);
    expect(backupCheckEveryMs(60_000)).toBe(60_000);
  });
});
