import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../test-support/captured-log.ts';
import { startIntervalJob } from './interval-job.ts';

describe('startIntervalJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on every tick, never twice at once, and survives a failing run', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => {};
    const errors = captureLog();
    const job = startIntervalJob('test', 1000, async () => {
      runs += 1;
      if (runs === 1) throw new Error('boom');
      await new Promise<void>((resolve) => (release = resolve));
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    expect(errors.lines[0]?.error).toContain('boom');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(3000); // run 2 still in progress: no overlap
    expect(runs).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    release();
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
    errors.restore();
  });

  it('lets the run in progress finish when stopped', async () => {
    let finished = false;
    const job = startIntervalJob('slow', 60_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
    });
    void job.runOnce();
    await job.stop();
    expect(finished).toBe(true);
  });
});
