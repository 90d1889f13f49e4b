import { describe, expect, it } from 'vitest';
import { toCsv as browserCsv } from '../../shared/csv-writer.ts';
import { CsvSyntaxError, parseCsv, readCsvTable, toCsv } from './csv.ts';

const table = (text: string, maxRecordChars = 10_000, maxRecords = 5000) =>
  readCsvTable(text, { maxRecords, maxRecordChars });

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

  it('takes CR line ends, a quote inside an unquoted field, and rows of any length', () => {
    expect(parseCsv('a,b\rc,d"e\r\nf\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd"e'] },
      { line: 3, fields: ['f'] },
    ]);
  });

  it('names the line of a quote that never closes, past blank lines', () => {
    expect(() => parseCsv('a,b\n"open,x\nmore')).toThrow(
      new CsvSyntaxError(2, 'A quoted field is never closed (a " is missing).'),
    );
    try {
      parseCsv('a,b\r\n\r\n  \nc,"open\nmore\n');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(4);
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

  it('writes the same bytes as the console’s writer, so a credentials file is one file', () => {
    const rows = [
      ['Shah, Asha', 'say "hi"', 'two\nlines', 'cr\ronly', '=1+1', '@x', '-5', '+91 1', '', null],
      [undefined, 0, -1e-7, 12n, true, new Date(Date.UTC(2026, 10, 24)), '\t=1', 'ü😀', ' sp '],
      [],
    ];
    expect(toCsv(['h1', 'h,2'], rows)).toBe(browserCsv(['h1', 'h,2'], rows));
  });
});

describe('readCsvTable', () => {
  it('gives a record over the cap back as tooLong, keeping none of it, and reads on', async () => {
    const text = `a,b\n"${'x'.repeat(50)}\n${'y'.repeat(50)}",z\nc,d\n`;
    expect(await table(text, 60)).toEqual({
      header: { line: 1, fields: ['a', 'b'] },
      body: [
        { line: 2, fields: [], tooLong: true },
        { line: 4, fields: ['c', 'd'] },
      ],
      bodyCount: 2,
    });
  });

  it('keeps at most maxRecords records under the header and counts the rest', async () => {
    const text = ['h', ...Array.from({ length: 10 }, (_, i) => `r${i}`)].join('\r\n');
    expect(await table(text, 100, 3)).toEqual({
      header: { line: 1, fields: ['h'] },
      body: [
        { line: 2, fields: ['r0'] },
        { line: 3, fields: ['r1'] },
        { line: 4, fields: ['r2'] },
      ],
      bodyCount: 10,
    });
  });

  it('skips blank lines, spaces only or a quoted blank, in the count too', async () => {
    const read = await table('a,b\nc,d\n\n  \n"  "\n"x",y\nlast', 100, 1);
    expect(read).toMatchObject({ body: [{ line: 2, fields: ['c', 'd'] }], bodyCount: 3 });
  });

  it('reads a 2 MB field of doubled quotes over the cap as one record, in linear time', async () => {
    const text = `"${'""'.repeat(1_000_000)}"\nnext\n`;
    const started = performance.now();
    expect(await table(text)).toEqual({
      header: { line: 1, fields: [], tooLong: true },
      body: [{ line: 2, fields: ['next'] }],
      bodyCount: 1,
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps text whole across its slices, a character of two UTF-16 units included', async () => {
    // After "name\n", the pair straddles the end of the first slice (16,384 characters).
    const name = `${'a'.repeat(16_378)}😀`;
    expect(await table(`name\n${name}\n`, 100_000)).toMatchObject({
      body: [{ line: 2, fields: [name] }],
    });
  });

  it('answers a quote never closed with its line, not a throw', async () => {
    expect(await table('a,b\n\nc,"open\nmore')).toEqual({
      syntaxError: { line: 3, message: 'A quoted field is never closed (a " is missing).' },
    });
  });
});
