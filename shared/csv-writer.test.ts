import { describe, expect, it } from 'vitest';
import { guardFormula, toCsv } from './csv-writer.ts';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv(['v'], [['Shah, Asha'], ['say "hi"'], ['two\nlines']])).toBe(
      'v\r\n"Shah, Asha"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
  });

  it('writes empty fields for null and undefined, and a date as ISO 8601', () => {
    expect(
      toCsv(['a', 'b', 'c', 'd'], [[null, undefined, 0, new Date(Date.UTC(2026, 10, 24))]]),
    ).toBe('a,b,c,d\r\n,,0,2026-11-24T00:00:00.000Z\r\n');
  });
});

describe('guardFormula', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const formula of [
      '=HYPERLINK("http://evil.example","Click")',
      '@SUM(A1)',
      '+cmd|x',
      '-2+3+cmd|x',
      '\t=1',
      '\r=1',
    ])
      expect(guardFormula(formula)).toBe(`'${formula}`);
  });

  it('leaves numbers, phone numbers and ordinary text alone', () => {
    for (const plain of ['+91 98765 43210', '-5', '(0261) 123-4567', 'Shah, Asha', 'a=b', ''])
      expect(guardFormula(plain)).toBe(plain);
  });
});
