import { describe, expect, it } from 'vitest';
import { fileNamePart } from './person-archive.ts';

describe('the archive file name', () => {
  it('keeps ASCII letters and digits, drops accents, and falls back for other scripts', () => {
    expect(fileNamePart('Anil Kumar Verma', 'candidate')).toBe('anil-kumar-verma');
    expect(fileNamePart('  Zoë  O’Brien ', 'candidate')).toBe('zoe-o-brien');
    // A header carries Latin-1 only: a name in Devanagari must not reach it.
    expect(fileNamePart('मीरा जोशी', 'candidate')).toBe('candidate');
    expect(fileNamePart('solution (final).zip', 'upload')).toBe('solution-final-zip');
  });
});
