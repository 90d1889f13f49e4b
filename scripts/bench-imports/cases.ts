/**
 * The worst import files `bench-imports.ts` sends, each just under the 2 MB body limit: for every
 * importer, a file at the row cap with the longest fields that pass (previewed and imported),
 * rows that nearly pass, lines and questions over their caps, more rows than the cap, and the
 * shapes that once cost more than their size (a million GIFT answers, doubled quotes, spaces for
 * a regular expression to backtrack through).
 */
import { maxImportBytes } from '../../api/http/import-body.ts';

export interface ImportCase {
  name: string;
  path: string;
  build: () => string;
}

/** A small good file for the importer of `path`, previewed once first to warm the process up. */
export function warmUpFile(path: string): string {
  if (path.includes('candidates')) return `${candidateHeader}${candidateRow(0)}`;
  if (path.includes('format=aiken')) return aikenQuestion(0);
  if (path.includes('format=gift')) return giftQuestion(0);
  if (path.includes('format=moodle')) return moodleFile(moodleQuestion(0));
  return `${questionHeader}${csvQuestion(0)}`;
}

const limit = maxImportBytes - 1024;

/** `head` then `item(i)` for i = 0, 1, … while the file stays under the limit (and `max` items). */
function fill(head: string, item: (i: number) => string, max = Infinity): string {
  const parts = [head];
  let size = head.length;
  for (let i = 0; i < max; i++) {
    const next = item(i);
    if (size + next.length > limit) break;
    parts.push(next);
    size += next.length;
  }
  return parts.join('');
}

const text = (n: number, seed: number) =>
  `${seed} ${'lorem ipsum dolor sit amet, "quoted" '.repeat(Math.ceil(n / 36))}`.slice(0, n);
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

const candidateHeader = 'name,email,phone,test_type,time_factor,window_start,window_end\n';
const questionHeader =
  'category,difficulty,question,option_a,option_b,option_c,option_d,option_e,option_f,correct\n';

// 2 MB over 5,000 rows: each row may take about 400 bytes.
const candidateRow = (i: number) =>
  `${quoted(text(90, i))},${`c${i}.${'x'.repeat(200)}@example.com`},+91 98765 ${String(i).padStart(5, '0')},both,1.25,2026-11-24T09:00:00+05:30,2026-11-24T13:00:00+05:30\n`;
const nearCandidateRow = (i: number) =>
  `${quoted(text(101, i))},not-an-email-${'y'.repeat(150)}${i},phone?${i},all,3,2026-13-45T99:00,yesterday\n`;
const aikenQuestion = (i: number) =>
  `${text(150, i)}\nA) ${text(30, i)}\nB) ${text(30, i)}\nC) ${text(30, i)}\nD) ${text(30, i)}\nE) ${text(30, i)}\nF) ${text(30, i)}\nANSWER: F\n\n`;
const giftQuestion = (i: number) =>
  `::Q${i}:: ${text(140, i)} \\{escaped\\} {\n=${text(30, i)}\n~${text(30, i)}\n~${text(30, i)}\n~${text(30, i)}\n~${text(30, i)}\n~${text(30, i)}\n}\n\n`;
const csvQuestion = (i: number) =>
  `${quoted(text(40, i))},hard,${quoted(text(150, i))},${Array.from({ length: 6 }, (_, k) => quoted(text(28, i + k))).join(',')},F\n`;

const moodleFile = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${body}</quiz>\n`;
const moodleAnswer = (fraction: number, i: number) =>
  `<answer fraction="${fraction}" format="html"><text><![CDATA[<p><code>${text(20, i)}</code></p>]]></text></answer>`;
// About 400 bytes: 5,000 of them fill the 2 MB.
const moodleQuestion = (i: number) =>
  `<question type="multichoice"><questiontext format="html"><text><![CDATA[<p><b>${text(90, i)}</b></p><pre><code class="language-js">x</code></pre>]]></text></questiontext><single>true</single>${moodleAnswer(100, i)}${moodleAnswer(0, i + 1)}</question>\n`;

const candidates = '/api/hr/candidates/import';
const questions = (format: string) => `/api/hr/questions/import?format=${format}`;

export const importCases: ImportCase[] = [
  // Candidates CSV
  ...['?dryRun=1', ''].map((query) => ({
    name: `candidates-cap${query ? '-dry' : ''}`,
    path: `${candidates}${query}`,
    build: () => fill(candidateHeader, candidateRow, 5000),
  })),
  {
    name: 'candidates-near-valid',
    path: `${candidates}?dryRun=1`,
    build: () => fill(candidateHeader, nearCandidateRow, 5000),
  },
  {
    name: 'candidates-over-cap',
    path: candidates,
    build: () => fill(candidateHeader, (i) => `n,${i}@x.io,,mcqs,,,\n`),
  },
  {
    name: 'candidates-long-rows',
    path: candidates,
    build: () => fill(candidateHeader, (i) => `${quoted(`"${i}`.repeat(5000))},a@b.io,,mcqs,,,\n`),
  },
  {
    name: 'candidates-one-field',
    path: candidates,
    build: () => `${candidateHeader}"${'""'.repeat(limit / 2 - 100)}",a@b.io,,mcqs,,,\n`,
  },
  // Aiken
  ...['&dryRun=1', ''].map((query) => ({
    name: `aiken-cap${query ? '-dry' : ''}`,
    path: `${questions('aiken')}${query}`,
    build: () => fill('', aikenQuestion, 5000),
  })),
  {
    name: 'aiken-over-cap',
    path: questions('aiken'),
    build: () => fill('', (i) => `Q${i}\nA) a\nB) b\nANSWER: A\n`),
  },
  {
    name: 'aiken-many-options',
    path: questions('aiken'),
    build: () => fill('Q?\nA) a\nB) b\nC) c\nD) d\nE) e\nF) f\n', () => 'G) g\n'),
  },
  {
    name: 'aiken-near-valid',
    path: `${questions('aiken')}&dryRun=1`,
    // Seven options and an answer past them: every question fails, each with one error.
    build: () =>
      fill('', (i) => `${aikenQuestion(i).replace('ANSWER: F', 'G) seventh\nANSWER: Z')}`, 5000),
  },
  {
    name: 'aiken-backtracking',
    path: questions('aiken'),
    build: () => fill('', () => `Q?\nA) a\nB) b\nANSWER:${' '.repeat(9_990)}x y\n\n`),
  },
  // GIFT
  ...['&dryRun=1', ''].map((query) => ({
    name: `gift-cap${query ? '-dry' : ''}`,
    path: `${questions('gift')}${query}`,
    build: () => fill('$CATEGORY: $course$/top/Bench\n\n', giftQuestion, 5000),
  })),
  ...['&dryRun=1', ''].map((query) => ({
    name: `gift-empty-answers${query ? '-dry' : ''}`,
    path: `${questions('gift')}${query}`,
    build: () => `${fill('Too many? {=right\n', () => '~\n')}}\n`,
  })),
  {
    name: 'gift-answer-lines',
    path: questions('gift'),
    build: () => fill('', (i) => `Q${i}? {=a ${'~ '.repeat(4_990)}}\n\n`),
  },
  {
    name: 'gift-near-valid',
    path: `${questions('gift')}&dryRun=1`,
    // Seven answers each: one "at most 6 options" error a question.
    build: () => fill('', (i) => giftQuestion(i).replace('\n}', `\n~${text(30, i)}\n}`), 5000),
  },
  {
    name: 'gift-over-cap',
    path: questions('gift'),
    build: () => fill('', (i) => `Q${i}{=a~b}\n\n`),
  },
  // Moodle XML
  ...['&dryRun=1', ''].map((query) => ({
    name: `moodle-cap${query ? '-dry' : ''}`,
    path: `${questions('moodle')}${query}`,
    build: () => `${fill('<?xml version="1.0"?>\n<quiz>\n', moodleQuestion, 5000)}</quiz>\n`,
  })),
  {
    // htmlparser2's open elements cost the depth each: refused at 50 levels.
    name: 'moodle-deep-xml',
    path: questions('moodle'),
    build: () => fill('<quiz>\n', () => '<a>'),
  },
  {
    // Question texts of 4,990 nested tags each, just under the cap a text may hold.
    name: 'moodle-deep-html',
    path: `${questions('moodle')}&dryRun=1`,
    build: () =>
      `${fill('<quiz>\n', (i) => moodleQuestion(i).replace('<b>', '<b>'.repeat(4_990)))}</quiz>\n`,
  },
  {
    name: 'moodle-one-long-question',
    path: questions('moodle'),
    build: () =>
      moodleFile(fill('<question type="multichoice"><questiontext><text>', () => 'long ')),
  },
  // Question CSV
  ...['&dryRun=1', ''].map((query) => ({
    name: `question-csv-cap${query ? '-dry' : ''}`,
    path: `${questions('csv')}${query}`,
    build: () => fill(questionHeader, csvQuestion, 5000),
  })),
  {
    name: 'question-csv-near-valid',
    path: `${questions('csv')}&dryRun=1`,
    build: () =>
      fill(
        questionHeader,
        // A category too long, a blank question: checked, and refused with both reasons.
        (i) =>
          `${quoted(text(61, i))},hard,${quoted(' ')},${Array.from({ length: 6 }, (_, k) => quoted(text(40, i + k))).join(',')},F\n`,
        5000,
      ),
  },
  {
    name: 'question-csv-over-cap',
    path: questions('csv'),
    build: () => fill(questionHeader, (i) => `c,easy,q${i},a,b,,,,,A\n`),
  },
  {
    name: 'question-csv-unclosed',
    path: questions('csv'),
    build: () => fill(`${questionHeader}c,easy,"`, () => 'never closed, '),
  },
];
