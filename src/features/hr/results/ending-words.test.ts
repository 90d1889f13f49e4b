import { describe, expect, it } from 'vitest';
import { endingLabel, percentWords } from './ending-words.ts';

describe('ending words', () => {
  it('names the known endings and quotes a label it does not know', () => {
    expect(endingLabel('tab-hidden')).toBe('Tab hidden');
    expect(endingLabel('connection-lost')).toBe('Connection lost');
    expect(endingLabel('popup-blocked')).toBe('“popup-blocked”');
  });

  it('rounds a score to a tenth of a point', () => {
    expect(percentWords(80)).toBe('80 %');
    expect(percentWords(200 / 3)).toBe('66.7 %');
  });
});
