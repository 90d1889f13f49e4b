import { readCsvTable, toCsv } from '../../../lib/csv.ts';
import { timeSlices } from '../../../lib/time-slice.ts';
import { optionLetters } from '../../../domain/question-rules.ts';
import { difficulties, type Difficulty } from '../../../../shared/contract/hr.ts';
import {
  maxImportLineChars,
  maxImportRows,
  tooLongRowMessage,
  tooManyRowsMessage,
} from '../import-limits.ts';
import { questionCollector, type ImportDefaults, type ParseResult } from './parsed-question.ts';

export const questionCsvColumns = [
  'category',
  'difficulty',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'option_f',
  'correct',
] as const;

/**
 * The CSV template: `category, difficulty, question, option_a … option_f, correct` (a letter).
 * Options fill from A without gaps; `option_c` … `option_f` may be empty (or left out). At most
 * `maxImportRows` rows, as for candidates. Hands the event loop back as it goes.
 */
export async function parseQuestionCsv(
  text: string,
  defaults: ImportDefaults,
): Promise<ParseResult> {
  const table = await readCsvTable(text, {
    maxRecords: maxImportRows,
    maxRecordChars: maxImportLineChars,
  });
  if ('syntaxError' in table) return { questions: [], errors: [table.syntaxError] };
  const { header, body: rows, bodyCount } = table;
  if (!header)
    return {
      questions: [],
      errors: [{ line: 1, message: 'The file is empty: it needs the header line.' }],
    };
  if (header.tooLong)
    return { questions: [], errors: [{ line: header.line, message: tooLongRowMessage }] };
  if (bodyCount > maxImportRows)
    return {
      questions: [],
      errors: [{ line: header.line, message: tooManyRowsMessage('questions', bodyCount) }],
    };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const unknown = names.filter((n) => !(questionCsvColumns as readonly string[]).includes(n));
  const missing = ['question', 'option_a', 'option_b', 'correct'].filter((n) => !names.includes(n));
  if (unknown.length > 0 || missing.length > 0) {
    const parts = [
      unknown.length > 0
        ? `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`
        : '',
      missing.length > 0
        ? `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`
        : '',
    ];
    return {
      questions: [],
      errors: [
        {
          line: header.line,
          message: `${parts.filter(Boolean).join(' ')} The columns are ${questionCsvColumns.join(', ')}.`,
        },
      ],
    };
  }
  const found = questionCollector();
  const slices = timeSlices();
  for (const row of rows) {
    if (slices.due) await slices.pause();
    const value = (column: string) => {
      const index = names.indexOf(column);
      return index === -1 ? '' : (row.fields[index] ?? '').trim();
    };
    if (row.tooLong) {
      found.error(row.line, tooLongRowMessage);
      continue;
    }
    if (row.fields.length !== names.length) {
      found.error(row.line, `Expected ${names.length} fields, found ${row.fields.length}.`);
      continue;
    }
    const options = optionLetters.map((l) => value(`option_${l.toLowerCase()}`));
    const lastFilled = options.reduce((last, o, i) => (o ? i : last), -1);
    const filled = options.slice(0, lastFilled + 1);
    if (filled.some((o) => o === '')) {
      found.error(row.line, 'Options must be filled from option_a on, without gaps.');
      continue;
    }
    const difficulty = (value('difficulty').toLowerCase() || defaults.difficulty) as Difficulty;
    if (!difficulties.includes(difficulty)) {
      found.error(row.line, 'difficulty must be easy, medium or hard');
      continue;
    }
    const letter = value('correct').toUpperCase();
    const correct = optionLetters.indexOf(letter as (typeof optionLetters)[number]);
    if (correct === -1 || correct >= filled.length) {
      found.error(
        row.line,
        `correct must be the letter of a filled option (A–${optionLetters[Math.max(1, filled.length - 1)]}), found "${letter}".`,
      );
      continue;
    }
    found.question({
      line: row.line,
      category: value('category') || defaults.category,
      difficulty,
      question: value('question'),
      options: filled,
      correctOptionIndex: correct,
    });
  }
  return found.result();
}

export function toQuestionCsv(
  questions: {
    category: string;
    difficulty: string;
    question: string;
    options: string[];
    correctOptionIndex: number;
  }[],
): string {
  return toCsv(
    questionCsvColumns,
    questions.map((q) => [
      q.category,
      q.difficulty,
      q.question,
      ...optionLetters.map((_, i) => q.options[i] ?? ''),
      optionLetters[q.correctOptionIndex],
    ]),
  );
}
