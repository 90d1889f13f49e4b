import { describe, expect, it } from 'vitest';
import { outsideWindowMessage } from './test-window.ts';

const window = {
  windowStart: new Date('2026-11-24T04:30:00Z'),
  windowEnd: new Date('2026-11-24T08:30:00Z'),
};

describe('the test window', () => {
  it('is open from its start to just before its end, and open-ended sides never refuse', () => {
    expect(outsideWindowMessage(window, new Date('2026-11-24T04:30:00Z'))).toBeNull();
    expect(outsideWindowMessage(window, new Date('2026-11-24T08:29:59Z'))).toBeNull();
    expect(outsideWindowMessage({ windowStart: null, windowEnd: null }, new Date(0))).toBeNull();
  });

  it('says when the test opens, or when it closed, in UTC', () => {
    expect(outsideWindowMessage(window, new Date('2026-11-24T04:29:59Z'))).toBe(
      'Your test has not opened yet. It opens on 24 Nov 2026, 04:30 UTC; please log in then.',
    );
    expect(outsideWindowMessage(window, new Date('2026-11-24T08:30:00Z'))).toBe(
      'Your test window closed on 24 Nov 2026, 08:30 UTC. Please contact HR if you need a new one.',
    );
  });
});
