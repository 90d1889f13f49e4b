import { optionLetters } from '../../../domain/question-rules.ts';
import { timeSlices } from '../../../lib/time-slice.ts';
import { tooLongLineMessage } from '../import-limits.ts';
import {
  maxQuestionChars,
  numberedLines,
  questionCollector,
  tooLongQuestionMessage,
  type ImportDefaults,
  type ParseResult,
} from './parsed-question.ts';

// Lines are trimmed first: no trailing `\s*` for a long run of spaces to backtrack through, and
// `s` so that no line separator inside an option makes `.*` give back what it took.
const optionLine = /^([A-Za-z])[).]\s+(.*)$/s;
const answerLine = /^ANSWER:\s*(\S*)$/i;

interface Reading {
  line: number;
  question: string[];
  chars: number;
  options: string[];
  broken: boolean;
}

/**
 * Moodle's Aiken format: a question line, options `A) text` or `A. text` in order, then
 * `ANSWER: B`. Questions may be separated by blank lines. Every problem is reported with its line
 * (a seventh option, a line over the cap, a question longer than any can be included); after
 * one, reading starts again at the next question. Hands the event loop back as it goes.
 */
export async function parseAiken(text: string, defaults: ImportDefaults): Promise<ParseResult> {
  const found = questionCollector();
  const slices = timeSlices();
  let current: Reading | null = null;
  const error = (line: number, message: string) => {
    found.error(line, message);
    if (current) current.broken = true;
  };
  for (const { line, text: raw, tooLong } of numberedLines(text)) {
    if (slices.due) await slices.pause();
    if (tooLong) {
      if (!current?.broken) error(line, tooLongLineMessage);
      current ??= { line, question: [], chars: 0, options: [], broken: true };
      continue;
    }
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
      const q: Reading = current;
      current = null;
      if (q.broken) continue;
      const letter = (answer[1] ?? '').toUpperCase();
      const index = optionLetters.indexOf(letter as (typeof optionLetters)[number]);
      if (q.options.length === 0) {
        found.error(q.line, 'This question has no options (A) … B) …).');
        continue;
      }
      if (index === -1 || index >= q.options.length) {
        found.error(
          line,
          `ANSWER: ${letter || '(empty)'} is not one of the options A–${optionLetters[q.options.length - 1]}.`,
        );
        continue;
      }
      found.question({
        line: q.line,
        category: defaults.category,
        difficulty: defaults.difficulty,
        question: q.question.join('\n'),
        options: q.options,
        correctOptionIndex: index,
      });
      continue;
    }
    if (current?.broken) continue;
    if (current && (current.chars += text.length) > maxQuestionChars) {
      error(current.line, tooLongQuestionMessage);
      continue;
    }
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
    else current = { line, question: [text], chars: text.length, options: [], broken: false };
  }
  if (current && !current.broken)
    found.error(current.line, 'This question has no ANSWER: line (e.g. "ANSWER: B").');
  return found.result();
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
