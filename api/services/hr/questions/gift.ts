import {
  keepChecked,
  numberedLines,
  type ImportDefaults,
  type ParseResult,
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

/** Drops Moodle's `[html]`/`[markdown]`/`[plain]`/`[moodle]` text-format prefix. */
const withoutFormat = (text: string) => text.replace(/^\s*\[(html|markdown|plain|moodle)\]/i, '');

interface Block {
  line: number;
  text: string;
  category: string;
}

/**
 * Splits the file into question blocks (a blank line ends one), reading `$CATEGORY:` and dropping
 * comments, so a broken question never swallows the next.
 */
function blocksOf(text: string, defaults: ImportDefaults): Block[] {
  const blocks: Block[] = [];
  let category = defaults.category;
  let current: Block | null = null;
  for (const { line, text: raw } of numberedLines(text)) {
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) continue;
    const categoryLine = /^\$CATEGORY:\s*(.*)$/i.exec(trimmed);
    if (categoryLine) {
      if (current) blocks.push(current);
      current = null;
      // Moodle writes paths such as `$course$/top/SQL`: the last part names the category.
      category =
        (categoryLine[1] ?? '').split('/').filter(Boolean).at(-1)?.trim() || defaults.category;
      continue;
    }
    if (trimmed === '') {
      if (current) blocks.push(current);
      current = null;
      continue;
    }
    if (current) current.text += `\n${raw}`;
    else current = { line, text: raw, category };
  }
  if (current) blocks.push(current);
  return blocks;
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
 * GIFT's multiple-choice subset (Moodle): `::title::` (optional), the question, and
 * `{=right ~wrong ~wrong}` on one or several lines; `$CATEGORY:` lines set the category; `//`
 * comments are skipped. Any other question type, feedback (`#`) or weights (`%50%`) is a line error
 * naming what it is, at the question's first line.
 */
export function parseGift(text: string, defaults: ImportDefaults): ParseResult {
  const result: ParseResult = { questions: [], errors: [] };
  for (const block of blocksOf(text, defaults)) {
    const error = (message: string) => result.errors.push({ line: block.line, message });
    let body = protect(block.text.trim());
    const title = /^::(.*?)::/s.exec(body);
    if (title) body = body.slice(title[0].length);
    const open = body.indexOf('{');
    const close = body.indexOf('}', open + 1);
    if (open === -1) {
      error('No answers found: a GIFT question needs {=right ~wrong …}.');
      continue;
    }
    if (close === -1) {
      error('The answers are never closed: a } is missing.');
      continue;
    }
    const answers = body.slice(open + 1, close);
    const before = withoutFormat(body.slice(0, open)).trim();
    const after = body.slice(close + 1).trim();
    const kind = unsupportedKind(answers);
    if (kind) {
      error(kind);
      continue;
    }
    if (/%-?\d+(\.\d+)?%/.test(answers)) {
      error('Weighted answers (%50%) are not supported: one answer is right, the others wrong.');
      continue;
    }
    if (answers.includes('#')) {
      error('Answer feedback (#…) is not supported: remove it.');
      continue;
    }
    const parts = answers
      .split(/(?=[=~])/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.some((p) => !p.startsWith('=') && !p.startsWith('~'))) {
      error('Every answer must start with = (right) or ~ (wrong).');
      continue;
    }
    const right = parts.filter((p) => p.startsWith('='));
    if (right.length !== 1) {
      error(
        right.length === 0
          ? 'No right answer: mark one with =.'
          : 'Several right answers (=) are not supported: mark exactly one.',
      );
      continue;
    }
    const question = after ? `${unprotect(before)} _____ ${unprotect(after)}` : unprotect(before);
    const parsed = {
      line: block.line,
      category: block.category,
      difficulty: defaults.difficulty,
      question,
      options: parts.map((p) => unprotect(p.slice(1))),
      correctOptionIndex: parts.findIndex((p) => p.startsWith('=')),
    };
    keepChecked(result, parsed);
  }
  return result;
}

/** The questions in GIFT, grouped under `$CATEGORY:` lines (difficulty is not part of GIFT). */
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
    out.push(`::Q${n + 1}:: ${escapeGift(q.question)} {\n${answers.join('\n')}\n}\n`);
  });
  return out.join('\n');
}
