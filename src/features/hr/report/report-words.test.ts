import { describe, expect, it } from 'vitest';
import { scoreWords } from './report-words.ts';

describe('the report words', () => {
  it('says a score with its share', () => {
    expect(scoreWords(2, 4, 50)).toBe('2 of 4 right (50 %)');
    expect(scoreWords(2, 3, 66.666)).toBe('2 of 3 right (66.7 %)');
  });
});
