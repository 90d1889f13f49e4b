import { describe, expect, it } from 'vitest';
import { identicalFilesWords } from './similarity-words.ts';

describe('the similar submissions in words', () => {
  it('counts identical files with the plural right', () => {
    expect(identicalFilesWords(0)).toBe('no identical file');
    expect(identicalFilesWords(1)).toBe('1 identical file');
    expect(identicalFilesWords(3)).toBe('3 identical files');
  });
});
