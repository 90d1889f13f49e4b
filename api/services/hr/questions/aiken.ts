import { optionLetters } from '../../../domain/question-rules.ts';
import {
  keepChecked,
  numberedLines,
  type ImportDefaults,
  type ParseResult,
  type ParsedQuestion,
} from './parsed-question.ts';

const optionLine = /^([A-Za-z])[).]\s+(.*)$/;
const answerLine = /^ANSWER:\s*(\S*)\s*$/i;

/**
 * Moodle's Aiken format: a question line, options `A) text` or `A. text` in order, then
 * `ANSWER: B`. Questions may be separated by blank lines. Every problem is reported with its line;
 * after one, reading starts again at the next question.
 */
export function parseAiken(text: string, defaults: ImportDefaults): ParseResult {
  const result: ParseResult = { questions: [], errors: [] };
  let current: { line: number; question: string[]; options: string[]; broken: boolean } | null =
    null;
  const error = (line: number, message: string) => {
    result.errors.push({ line, message });
    if (current) current.broken = true;
  };
  for (const { line, text: raw } of numberedLines(text)) {
    const text = raw.trim();
    if (text === '') {
      if (current && current.options.length === 0 && !current.broken) continue; // blank line inside a question's text
      if (current && !current.broken && current.options.length > 0)
        error(current.line, 'This question has no ANSWER: line (e.g. "ANSWER: B").');
      if (current?.broken) current = null;
      continue;
    }
    const answer = answerLine.exec(text);
    const option = optionLine.exec(text);
    if (answer) {
      if (!current) {
        error(line, 'ANSWER: without a question before it.');
        continue;
      }
      const q = current;
      current = null;
      if (q.broken) continue;
      const letter = (answer[1] ?? '').toUpperCase();
      const index = optionLetters.indexOf(letter as (typeof optionLetters)[number]);
      if (q.options.length === 0) {
        result.errors.push({ line: q.line, message: 'This question has no options (A) … B) …).' });
        continue;
      }
      if (index === -1 || index >= q.options.length) {
        result.errors.push({
          line,
          message: `ANSWER: ${letter || '(empty)'} is not one of the options A–${optionLetters[q.options.length - 1]}.`,
        });
        continue;
      }
      const parsed: ParsedQuestion = {
        line: q.line,
        category: defaults.category,
        difficulty: defaults.difficulty,
        question: q.question.join('\n'),
        options: q.options,
        correctOptionIndex: index,
      };
      keepChecked(result, parsed);
      continue;
    }
    if (current?.broken) continue;
    if (option && current) {
      const expected = optionLetters[current.options.length];
      if (option[1]?.toUpperCase() !== expected) {
        error(
          line,
          expected
            ? `Expected option ${expected}) here, found ${option[1]}).`
            : 'A question has at most 6 options (A–F).',
        );
        continue;
      }
      current.options.push((option[2] ?? '').trim());
      continue;
    }
    if (current && current.options.length > 0) {
      error(line, 'Expected the next option or the ANSWER: line here.');
      continue;
    }
    if (current) current.question.push(text);
    else current = { line, question: [text], options: [], broken: false };
  }
  if (current && !current.broken)
    result.errors.push({
      line: current.line,
      message: 'This question has no ANSWER: line (e.g. "ANSWER: B").',
    });
  return result;
}

/** The questions in Aiken (category and difficulty are not part of the format). */
export function toAiken(
  questions: { question: string; options: string[]; correctOptionIndex: number }[],
): string {
  return questions
    .map((q) =>
      [
        q.question.replace(/\s*\n\s*/g, ' '),
        ...q.options.map((o, i) => `${optionLetters[i]}) ${o.replace(/\s*\n\s*/g, ' ')}`),
        `ANSWER: ${optionLetters[q.correctOptionIndex]}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
