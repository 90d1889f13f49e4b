import { describe, expect, it } from 'vitest';
import { keptSettingsWords, scoreWords } from './report-words.ts';

describe('the report words', () => {
  it('says a score with its share', () => {
    expect(scoreWords(2, 4, 50)).toBe('2 of 4 right (50 %)');
    expect(scoreWords(2, 3, 66.666)).toBe('2 of 3 right (66.7 %)');
  });
});

describe('the settings an attempt kept', () => {
  it('says the seconds and the pass mark the test was started with', () => {
    expect(keptSettingsWords({ secondsPerQuestion: 20, passPercent: 60 })).toBe(
      '20 s a question, pass mark 60 % (what this test was started with)',
    );
  });

  it('says when a test is older than kept settings', () => {
    expect(keptSettingsWords({ secondsPerQuestion: null, passPercent: null })).toMatch(
      /^Those in force/,
    );
  });
});
