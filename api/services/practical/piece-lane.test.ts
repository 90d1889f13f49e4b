import { describe, expect, it } from 'vitest';
import { createPieceLane, type PieceLaneEffects } from './piece-lane.ts';

/** A controlled clock: writes advance it by what they "take"; rests are recorded and advance it. */
function fakeEffects() {
  const state = { now: 0, rests: [] as number[] };
  const effects: PieceLaneEffects = {
    now: () => state.now,
    rest: (ms) => {
      state.rests.push(ms);
      state.now += ms;
      return Promise.resolve();
    },
  };
  return { state, effects };
}

describe('the piece lane', () => {
  it('writes one piece at a time, in arrival order, for every upload together', async () => {
    const { effects } = fakeEffects();
    const lane = createPieceLane('postgres', effects);
    const log: string[] = [];
    let running = 0;
    const write = (name: string) =>
      lane(async () => {
        running += 1;
        expect(running).toBe(1);
        log.push(`${name} start`);
        await Promise.resolve();
        log.push(`${name} end`);
        running -= 1;
        return name;
      });
    expect(await Promise.all([write('a'), write('b'), write('c')])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('rests after each piece as long as it took on the embedded engine, and not on PostgreSQL', async () => {
    for (const [engine, expected] of [
      ['pglite', [40, 25]],
      ['postgres', []],
    ] as const) {
      const { state, effects } = fakeEffects();
      const lane = createPieceLane(engine, effects);
      await lane(() => Promise.resolve((state.now += 40)));
      await lane(() => Promise.resolve((state.now += 25)));
      expect(state.rests).toEqual(expected);
    }
  });

  it('frees the lane when a write fails', async () => {
    const { effects } = fakeEffects();
    const lane = createPieceLane('pglite', effects);
    await expect(lane(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await lane(() => Promise.resolve('next'))).toBe('next');
  });
});
