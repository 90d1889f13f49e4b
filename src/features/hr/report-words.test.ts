import { describe, expect, it } from 'vitest';
import { lengthWords, scoreWords } from './report-words.ts';

describe('the report words', () => {
  it('says a length the way a proctor reads it', () => {
    expect(lengthWords(1_800)).toBe('1.8 s');
    expect(lengthWords(42_400)).toBe('42 s');
    expect(lengthWords(200_000)).toBe('3 min 20 s');
    expect(lengthWords(120_000)).toBe('2 min');
    expect(lengthWords(3_900_000)).toBe('1 h 5 min');
    expect(lengthWords(7_200_000)).toBe('2 h');
  });

  it('says a score with its share', () => {
    expect(scoreWords(2, 4, 50)).toBe('2 of 4 right (50 %)');
    expect(scoreWords(2, 3, 66.666)).toBe('2 of 3 right (66.7 %)');
  });
});
