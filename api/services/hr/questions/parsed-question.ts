import { ValidationError } from 'yup';
import {
  maxOptions,
  maxQuestionLength,
  questionSchema,
  type Difficulty,
  type ImportError,
} from '../../../../shared/contract/hr.ts';
import { maxImportLineChars, maxImportRows, tooManyRowsMessage } from '../import-limits.ts';

/** A question read from an import file, before it is checked. */
export interface ParsedQuestion {
  line: number;
  category: string;
  difficulty: Difficulty;
  question: string;
  options: string[];
  correctOptionIndex: number;
  /** The question's one image (Moodle XML embeds it), shown under its text. */
  image?: { data: Buffer; alt: string };
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

/**
 * The characters one question may take in a text format (its lines together). The longest the
 * bank holds, 5,000 and six options of 500, fits with every character escaped; past this a
 * question is refused before it is read further, so no question costs more than this to read.
 */
export const maxQuestionChars = 20_000;
export const tooLongQuestionMessage = `This question is longer than ${maxQuestionChars} characters (a question has at most ${maxQuestionLength}, and at most ${maxOptions} options of 500).`;

/** The same rules as a question made in the console (2–6 options, one right, lengths). */
function checkParsed(question: ParsedQuestion): string | null {
  // The schema's `image` names a stored image by id; a file's image is bytes, checked by the
  // import once read (import-images.ts), so it is left out here.
  try {
    questionSchema.validateSync({ ...question, image: undefined }, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return [
      ...new Set((error.inner.length > 0 ? error.inner : [error]).map((e) => e.message)),
    ].join('; ');
  }
}

/**
 * What a parser collects: one entry per question it reads, the question (checked here by
 * `checkParsed`) or the error that stopped it. Past `maxImportRows` entries nothing more is
 * checked or kept, only counted, and the file is refused with the cap's message alone.
 */
export function questionCollector() {
  const kept: ParseResult = { questions: [], errors: [] };
  let read = 0;
  return {
    question(question: ParsedQuestion): void {
      if (++read > maxImportRows) return;
      const problem = checkParsed(question);
      if (problem) kept.errors.push({ line: question.line, message: problem });
      else kept.questions.push(question);
    },
    error(line: number, message: string): void {
      if (++read <= maxImportRows) kept.errors.push({ line, message });
    },
    result(): ParseResult {
      if (read <= maxImportRows) return kept;
      return {
        questions: [],
        errors: [{ line: 1, message: tooManyRowsMessage('questions', read) }],
      };
    },
  };
}

export type QuestionCollector = ReturnType<typeof questionCollector>;

export interface NumberedLine {
  line: number;
  /** The line's text ('' when `tooLong`: a line over the cap is never copied). */
  text: string;
  tooLong: boolean;
}

/** Splits text into lines (CRLF, CR or LF), numbered from 1, one at a time. */
export function* numberedLines(
  text: string,
  maxChars: number = maxImportLineChars,
): Generator<NumberedLine> {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const breaks = /\r\n|\r|\n/g;
  let line = 1;
  let start = 0;
  for (;;) {
    const found = breaks.exec(input);
    const end = found ? found.index : input.length;
    const tooLong = end - start > maxChars;
    yield { line, text: tooLong ? '' : input.slice(start, end), tooLong };
    if (!found) return;
    line++;
    start = breaks.lastIndex;
  }
}
