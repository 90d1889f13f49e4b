import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, toCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, keeping each record’s first line', () => {
    const text = '\uFEFFname,note\r\n"Patel, Asha","said ""hi"""\r\n\r\n"two\nlines",x\nlast,y';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['Patel, Asha', 'said "hi"'] },
      { line: 4, fields: ['two\nlines', 'x'] },
      { line: 6, fields: ['last', 'y'] },
    ]);
  });

  it('names the line of a quote that never closes', () => {
    expect(() => parseCsv('a,b\n"open,x\nmore')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a,b\n"open,x\nmore');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(2);
    }
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formulas but not phone numbers', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=SUM(A1)', '+91 98765 43210'],
          ['x,"y"', null],
          ['-cmd|x', 3],
        ],
      ),
    ).toBe('a,b\r\n\'=SUM(A1),+91 98765 43210\r\n"x,""y""",\r\n\'-cmd|x,3\r\n');
  });
});
