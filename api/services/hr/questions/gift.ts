import { maxOptions } from '../../../../shared/contract/hr.ts';
import { timeSlices } from '../../../lib/time-slice.ts';
import { tooLongLineMessage } from '../import-limits.ts';
import { giftBlank, giftMarkdown, GiftTextProblem, splitFormat } from './gift-text.ts';
import {
  maxQuestionChars,
  numberedLines,
  questionCollector,
  tooLongQuestionMessage,
  type ImportDefaults,
  type ParseResult,
  type QuestionCollector,
} from './parsed-question.ts';

// GIFT's special characters; `\x` writes one literally.
const specials = /[~=#{}:\\]/g;
const escapeGift = (text: string) =>
  text.replace(specials, (ch) => `\\${ch}`).replace(/\n/g, '\\n');

// An escaped special character stands in as a private-use character while the structure is read
// (so `\{` is never taken for the answers' brace), and is turned back afterwards.
const escapable = '~=#{}:\\';
const stand = (ch: string) => String.fromCharCode(0xe000 + escapable.indexOf(ch));

function protect(text: string): string {
  return text.replace(/\\([~=#{}:\\n])/g, (_, ch: string) => (ch === 'n' ? '\n' : stand(ch)));
}
function unprotect(text: string): string {
  return text
    .replace(/[\ue000-\ue006]/g, (ch) => escapable[ch.charCodeAt(0) - 0xe000] ?? '')
    .trim();
}

interface Block {
  line: number;
  text: string;
  category: string;
  /** Why the block is refused before it is read: a line or the whole question too long. */
  problem: { line: number; message: string } | null;
}

/** Adds a line to a block, unless that would make it longer than any question can be. */
function extend(block: Block, raw: string): void {
  if (block.problem) return;
  if (block.text.length + raw.length >= maxQuestionChars)
    block.problem = { line: block.line, message: tooLongQuestionMessage };
  else block.text += `\n${raw}`;
}

/** What kind of GIFT question an answer block is, when it is not multiple choice. */
function unsupportedKind(answers: string): string | null {
  const body = answers.trim();
  if (body === '') return 'Essay questions are not supported (only multiple choice).';
  if (/^(T|F|TRUE|FALSE)(\s*#.*)?$/i.test(body))
    return 'True/false questions are not supported (only multiple choice).';
  if (body.startsWith('#')) return 'Numerical questions are not supported (only multiple choice).';
  if (body.includes('->')) return 'Matching questions are not supported (only multiple choice).';
  if (!body.includes('~'))
    return 'Short-answer questions are not supported (only multiple choice: one =right and 1–5 ~wrong answers).';
  return null;
}

/**
 * The answers, `=right` or `~wrong` each, in order: at most `limit + 1` of them (enough to tell
 * that there are too many, however many there are); `null` when text comes before the first.
 */
function answerParts(answers: string, limit: number): string[] | null {
  const marker = /[=~]/g;
  let at = answers.search(marker);
  if ((at === -1 ? answers : answers.slice(0, at)).trim() !== '') return null;
  const parts: string[] = [];
  while (at !== -1 && parts.length <= limit) {
    marker.lastIndex = at + 1;
    const next = marker.exec(answers)?.index ?? -1;
    parts.push(answers.slice(at, next === -1 ? undefined : next).trim());
    at = next;
  }
  return parts;
}

/** Reads one question block: the question, or the one error that stops it. */
function readBlock(block: Block, found: QuestionCollector, defaults: ImportDefaults): void {
  const error = (message: string) => found.error(block.line, message);
  if (block.problem) return found.error(block.problem.line, block.problem.message);
  let body = protect(block.text.trim());
  const title = /^::(.*?)::/s.exec(body);
  if (title) body = body.slice(title[0].length);
  const open = body.indexOf('{');
  const close = body.indexOf('}', open + 1);
  if (open === -1) return error('No answers found: a GIFT question needs {=right ~wrong …}.');
  if (close === -1) return error('The answers are never closed: a } is missing.');
  const answers = body.slice(open + 1, close);
  const { format, text: before } = splitFormat(body.slice(0, open));
  const after = body.slice(close + 1).trim();
  const kind = unsupportedKind(answers);
  if (kind) return error(kind);
  if (/%-?\d+(\.\d+)?%/.test(answers))
    return error(
      'Weighted answers (%50%) are not supported: one answer is right, the others wrong.',
    );
  if (answers.includes('#')) return error('Answer feedback (#…) is not supported: remove it.');
  const parts = answerParts(answers, maxOptions);
  if (!parts) return error('Every answer must start with = (right) or ~ (wrong).');
  if (parts.length > maxOptions)
    return error(`A question has at most ${maxOptions} options (one =right and up to 5 ~wrong).`);
  const right = parts.filter((p) => p.startsWith('='));
  if (right.length !== 1)
    return error(
      right.length === 0
        ? 'No right answer: mark one with =.'
        : 'Several right answers (=) are not supported: mark exactly one.',
    );
  try {
    const markdown = (text: string) => giftMarkdown(unprotect(text), format);
    found.question({
      line: block.line,
      category: block.category,
      difficulty: defaults.difficulty,
      question: after ? `${markdown(before)} ${giftBlank} ${markdown(after)}` : markdown(before),
      options: parts.map((p) => markdown(p.slice(1))),
      correctOptionIndex: parts.findIndex((p) => p.startsWith('=')),
    });
  } catch (problem) {
    if (!(problem instanceof GiftTextProblem)) throw problem;
    error(problem.message);
  }
}

/**
 * GIFT's multiple-choice subset (Moodle): `::title::` (optional), the question, and
 * `{=right ~wrong ~wrong}` on one or several lines; `$CATEGORY:` lines set the category; `//`
 * comments are skipped. A blank line ends a question, so a broken one never swallows the next.
 * A `[markdown]`, `[html]`, `[plain]` or `[moodle]` prefix says how to read the texts (gift-text.ts).
 * Any other question type, feedback (`#`) or weights (`%50%`) is a line error naming what it is,
 * at the question's first line; so are more than six answers, a line over the cap (at that line)
 * and a question longer than any can be. Hands the event loop back as it goes.
 */
export async function parseGift(text: string, defaults: ImportDefaults): Promise<ParseResult> {
  const found = questionCollector();
  const slices = timeSlices();
  let category = defaults.category;
  let block: Block | null = null;
  const endBlock = () => {
    if (block) readBlock(block, found, defaults);
    block = null;
  };
  for (const { line, text: raw, tooLong } of numberedLines(text)) {
    if (slices.due) await slices.pause();
    if (tooLong) {
      block ??= { line, text: '', category, problem: null };
      block.problem ??= { line, message: tooLongLineMessage };
      continue;
    }
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) continue;
    const categoryLine = /^\$CATEGORY:\s*(.*)$/is.exec(trimmed);
    if (categoryLine) {
      endBlock();
      // Moodle writes paths such as `$course$/top/SQL`: the last part names the category.
      category =
        (categoryLine[1] ?? '').split('/').filter(Boolean).at(-1)?.trim() || defaults.category;
      continue;
    }
    if (trimmed === '') endBlock();
    else if (block) extend(block, raw);
    else block = { line, text: raw, category, problem: null };
  }
  endBlock();
  return found.result();
}

/**
 * The questions in GIFT, grouped under `$CATEGORY:` lines (difficulty is not part of GIFT), their
 * texts marked `[markdown]`.
 */
export function toGift(
  questions: {
    category: string;
    question: string;
    options: string[];
    correctOptionIndex: number;
  }[],
): string {
  const out: string[] = [];
  let category: string | null = null;
  questions.forEach((q, n) => {
    if (q.category !== category) {
      category = q.category;
      out.push(`$CATEGORY: ${q.category.replace(/\n/g, ' ')}\n`);
    }
    const answers = q.options.map(
      (o, i) => `  ${i === q.correctOptionIndex ? '=' : '~'}${escapeGift(o)}`,
    );
    // Our texts are Markdown: `[markdown]` says so to Moodle, and to this import.
    out.push(`::Q${n + 1}:: [markdown]${escapeGift(q.question)} {\n${answers.join('\n')}\n}\n`);
  });
  return out.join('\n');
}
