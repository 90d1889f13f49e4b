import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-text.ts';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv(['v'], [['Shah, Asha'], ['say "hi"'], ['two\nlines']])).toBe(
      'v\r\n"Shah, Asha"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
  });

  it('writes empty fields for null and undefined', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, 0]])).toBe('a,b,c\r\n,,0\r\n');
  });

  it('writes a value exactly as given, even one a spreadsheet would read as a formula', () => {
    expect(toCsv(['password'], [['=x+-@1']])).toBe('password\r\n=x+-@1\r\n');
  });
});
