import { describe, expect, it } from 'vitest';
import { decisionWordsOf } from './decision-words.ts';

describe("HR's decisions in words", () => {
  it('words each stored kind, and shows an unknown one as it is', () => {
    expect(decisionWordsOf('practical-second-review')).toBe('Practical sent for a second review');
    expect(decisionWordsOf('retake')).toBe('MCQ retake granted');
    expect(decisionWordsOf('something-new')).toBe('something-new');
  });
});
