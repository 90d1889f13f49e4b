import { describe, expect, it } from 'vitest';
import { markPreview } from './preview-marking.ts';

const keys = [0, 1, 2, 3].map((correctOptionIndex) => ({ correctOptionIndex }));

describe('markPreview', () => {
  it('counts the answers that match their key, an unanswered question as wrong', () => {
    expect(markPreview(keys, [0, 1, null, 0], 50)).toEqual({
      right: 2,
      total: 4,
      percent: 50,
      passed: false,
    });
  });

  it('passes strictly above the mark, not on it', () => {
    expect(markPreview(keys, [0, 1, 2, 0], 75).passed).toBe(false);
    expect(markPreview(keys, [0, 1, 2, 0], 74.9).passed).toBe(true);
  });

  it('scores a draw of no questions as 0 %, never a pass', () => {
    expect(markPreview([], [], 0)).toEqual({ right: 0, total: 0, percent: 0, passed: false });
  });
});
