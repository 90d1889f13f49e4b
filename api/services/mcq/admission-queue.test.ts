import { describe, expect, it } from 'vitest';
import { admissionRules, createAdmissionQueue } from './admission-queue.ts';

const rules = { ...admissionRules, window: 2, maxInFlight: 1 };

describe('the line before the test’s clock', () => {
  it('lets a start straight through while the server has room and nobody waits', () => {
    const line = createAdmissionQueue(rules);
    expect(line.ask('a', 0, true)).toEqual({ admitted: true });
    expect(line.size()).toBe(0);
  });

  it('gives places in arrival order while the server has no room, and admits them in that order', () => {
    const line = createAdmissionQueue(rules);
    expect(line.ask('a', 0, false)).toMatchObject({ admitted: false, place: 1, waitSeconds: null });
    expect(line.ask('b', 0, false)).toMatchObject({ admitted: false, place: 2 });
    expect(line.ask('c', 0, false)).toMatchObject({ admitted: false, place: 3 });
    // Room again: a newcomer goes to the end, and only the first `window` places are admitted.
    expect(line.ask('d', 1000, true)).toMatchObject({ admitted: false, place: 4 });
    expect(line.ask('c', 1000, true)).toMatchObject({ admitted: false, place: 3 });
    expect(line.ask('b', 1000, true)).toEqual({ admitted: true });
    expect(line.ask('a', 1000, true)).toEqual({ admitted: true });
    // Counted afresh, the others move up; the wait follows the pace of admissions.
    expect(line.ask('c', 1600, false)).toMatchObject({ place: 1, waitSeconds: 1 });
    expect(line.ask('d', 1600, false)).toMatchObject({ place: 2, waitSeconds: 1 });
  });

  it('holds an admission, so a retried start is not sent back to the line', () => {
    const line = createAdmissionQueue(rules);
    line.ask('a', 0, false);
    expect(line.ask('a', 500, true)).toEqual({ admitted: true });
    expect(line.ask('a', 30_000, false)).toEqual({ admitted: true });
    expect(line.ask('a', 61_000, false)).toMatchObject({ admitted: false, place: 1 });
  });

  it('gives up the place of a page that stopped asking', () => {
    const line = createAdmissionQueue(rules);
    line.ask('gone', 0, false);
    line.ask('here', 0, false);
    expect(line.ask('here', 20_000, false)).toMatchObject({ place: 2 });
    expect(line.ask('here', 31_000, false)).toMatchObject({ place: 1 });
    expect(line.isWaiting('gone')).toBe(false);
  });

  it('admits no more first starts than it serves at once', async () => {
    const line = createAdmissionQueue(rules);
    expect(line.ask('a', 0, true)).toEqual({ admitted: true });
    let finish = () => {};
    const serving = line.serve(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(line.ask('b', 0, true)).toMatchObject({ admitted: false, place: 1 });
    finish();
    await serving;
    expect(line.ask('b', 0, true)).toEqual({ admitted: true });
  });

  it('asks the far end of a long line again less often than its front', () => {
    const line = createAdmissionQueue({ ...rules, window: 1 });
    for (let i = 0; i < 50; i += 1) line.ask(`c${i}`, 0, false);
    const front = line.ask('c0', 0, false);
    const back = line.ask('c49', 0, false);
    expect(front).toMatchObject({ retryAfterSeconds: 1 });
    expect(back).toMatchObject({ place: 50 });
    if (back.admitted) throw new Error('admitted');
    expect(back.retryAfterSeconds).toBeGreaterThan(1);
    expect(back.retryAfterSeconds).toBeLessThanOrEqual(15);
  });
});
