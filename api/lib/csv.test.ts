import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvRecords, parseCsv, readCsvTable, toCsv } from './csv.ts';

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

describe('csvRecords and readCsvTable', () => {
  it('gives a record over the cap back as tooLong, keeping none of it, and reads on', () => {
    const text = `a,b\n"${'x'.repeat(50)}\n${'y'.repeat(50)}",z\nc,d\n`;
    const records = [...csvRecords(text, { maxRecordChars: 60 })].filter((r) => r !== null);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: [], tooLong: true },
      { line: 4, fields: ['c', 'd'] },
    ]);
  });

  it('keeps at most maxRecords records under the header and counts the rest', async () => {
    const text = ['h', ...Array.from({ length: 10 }, (_, i) => `r${i}`)].join('\r\n');
    const table = await readCsvTable(text, { maxRecords: 3, maxRecordChars: 100 });
    expect(table).toEqual({
      header: { line: 1, fields: ['h'] },
      body: [
        { line: 2, fields: ['r0'] },
        { line: 3, fields: ['r1'] },
        { line: 4, fields: ['r2'] },
      ],
      bodyCount: 10,
    });
  });

  it('skips a 2 MB field of doubled quotes over the cap in one pass, copying none of it', () => {
    const text = `"${'""'.repeat(1_000_000)}"\nnext\n`;
    const started = performance.now();
    const records = [...csvRecords(text, { maxRecordChars: 10_000 })].filter((r) => r !== null);
    expect(records).toEqual([
      { line: 1, fields: [], tooLong: true },
      { line: 2, fields: ['next'] },
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('csvRecords past keepRecords', () => {
  it('counts the records it does not keep, blank lines still skipped, and keeps none of them', () => {
    const text = 'a,b\nc,d\n\n  \n"  "\n"x",y\nlast';
    const all = parseCsv(text);
    const counted = [...csvRecords(text, { keepRecords: 1 })].filter((r) => r !== null);
    expect(counted).toEqual([
      { line: 1, fields: ['a', 'b'] },
      ...all.slice(1).map((r) => ({ line: r.line, fields: [], uncopied: true })),
    ]);
    expect(counted.map((r) => r.line)).toEqual([1, 2, 6, 7]);
  });
});
