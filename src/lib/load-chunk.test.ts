import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, onlineTries } from './load-chunk.ts';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits offline for as long as it takes, then loads the chunk when the connection returns', async () => {
    setOnline(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const loaded = loadChunk(load);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);

    setOnline(true);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after 1, 2, 4 and 8 s while online, then gives up with the last error', async () => {
    setOnline(true);
    const gone = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(gone);
    const loaded = loadChunk(load);
    const outcome = loaded.catch((error: unknown) => error);
    const calls: number[] = [];
    for (const wait of [0, 1000, 2000, 4000, 8000]) {
      await vi.advanceTimersByTimeAsync(wait);
      calls.push(load.mock.calls.length);
    }
    expect(calls).toEqual([1, 2, 3, 4, 5]);
    expect(onlineTries).toBe(5);
    expect(await outcome).toBe(gone);
  });

  it('loads on the first try without waiting', async () => {
    setOnline(true);
    await expect(loadChunk(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
