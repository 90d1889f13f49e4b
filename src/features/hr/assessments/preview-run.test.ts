import { describe, expect, it } from 'vitest';
import { nextQuestion, remainingMs, selectOption, startRun, tick } from './preview-run.ts';

const t0 = 1_000_000;

describe('a preview run', () => {
  it('gives each question its own seconds, counted from when it is shown', () => {
    const run = startRun(3, 30, t0);
    expect(remainingMs(run, t0 + 10_000)).toBe(20_000);
    const second = nextQuestion(run, t0 + 10_000);
    expect(second.index).toBe(1);
    expect(remainingMs(second, t0 + 10_000)).toBe(30_000);
  });

  it('moves on by itself at zero, keeping the option chosen', () => {
    const run = selectOption(startRun(2, 30, t0), 2);
    expect(tick(run, t0 + 29_999)).toBe(run);
    const moved = tick(run, t0 + 30_000);
    expect(moved.index).toBe(1);
    expect(moved.answers).toEqual([2, null]);
    expect(remainingMs(moved, t0 + 30_000)).toBe(30_000);
  });

  it('clears the answer when the chosen option is chosen again, as the candidate’s page does', () => {
    const run = selectOption(startRun(2, 30, t0), 1);
    expect(run.answers).toEqual([1, null]);
    expect(selectOption(run, 1).answers).toEqual([null, null]);
    expect(selectOption(run, 0).answers).toEqual([0, null]);
  });

  it('loses only the question a late tick finds expired, not the ones after it', () => {
    const moved = tick(startRun(3, 30, t0), t0 + 300_000);
    expect(moved.index).toBe(1);
    expect(moved.finished).toBe(false);
  });

  it('finishes after the last question, on time or by a click, and then ignores choices', () => {
    const last = nextQuestion(startRun(2, 30, t0), t0);
    const timedOut = tick(last, t0 + 30_000);
    expect(timedOut.finished).toBe(true);
    expect(selectOption(timedOut, 1)).toBe(timedOut);
    expect(nextQuestion(selectOption(last, 0), t0 + 5).finished).toBe(true);
  });

  it('is finished at once when the draw has no question', () => {
    expect(startRun(0, 30, t0).finished).toBe(true);
  });
});
