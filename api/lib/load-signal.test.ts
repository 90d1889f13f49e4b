import { describe, expect, it, vi } from 'vitest';
import { eventLoopDelay, worstOf } from './load-signal.ts';

function blockFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the load signals', () => {
  it('report a blocked event loop while it is blocked and for a second after, then let it go', async () => {
    const delay = eventLoopDelay(20);
    try {
      await vi.waitFor(() => expect(delay.delayMs()).toBeLessThan(50), { timeout: 5000 });
      blockFor(300);
      // Read in the same turn, before any timer ran: the block is already seen.
      expect(delay.delayMs()).toBeGreaterThanOrEqual(250);
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(delay.delayMs()).toBeGreaterThanOrEqual(250);
      await vi.waitFor(() => expect(delay.delayMs()).toBeLessThan(50), { timeout: 5000 });
    } finally {
      delay.stop();
    }
  });

  it('take the worst of several', () => {
    expect(worstOf({ delayMs: () => 3 }, { delayMs: () => 700 }).delayMs()).toBe(700);
    expect(worstOf().delayMs()).toBe(0);
  });
});
