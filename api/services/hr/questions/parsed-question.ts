import { ValidationError } from 'yup';
import {
  questionSchema,
  type Difficulty,
  type ImportError,
} from '../../../../shared/contract/hr.ts';

/** A question read from an import file, before it is checked. */
export interface ParsedQuestion {
  line: number;
  category: string;
  difficulty: Difficulty;
  question: string;
  options: string[];
  correctOptionIndex: number;
}

export interface ParseResult {
  questions: ParsedQuestion[];
  errors: ImportError[];
}

/** Defaults for what a format does not carry (Aiken has no category or difficulty). */
export interface ImportDefaults {
  category: string;
  difficulty: Difficulty;
}

/** The same rules as a question made in the console (2–6 options, one right, lengths). */
function checkParsed(question: ParsedQuestion): string | null {
  try {
    questionSchema.validateSync(question, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return [
      ...new Set((error.inner.length > 0 ? error.inner : [error]).map((e) => e.message)),
    ].join('; ');
  }
}

/**
 * Keeps a parsed question that passes `checkParsed`, or records why not against its line: how
 * every format's parser ends with each question it reads.
 */
export function keepChecked(result: ParseResult, question: ParsedQuestion): void {
  const problem = checkParsed(question);
  if (problem) result.errors.push({ line: question.line, message: problem });
  else result.questions.push(question);
}

/** Splits text into lines, numbered from 1. */
export function numberedLines(text: string): { line: number; text: string }[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return input.split(/\r\n|\r|\n/).map((t, i) => ({ line: i + 1, text: t }));
}
