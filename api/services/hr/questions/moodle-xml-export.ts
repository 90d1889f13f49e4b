import type { Difficulty } from '../../../../shared/contract/hr.ts';
import { parseMarkdown } from '../../../../shared/rich-text/parse-markdown.ts';
import { plainText } from '../../../../shared/rich-text/plain-text.ts';
import { escapeHtml, markdownToHtml } from './markdown-to-html.ts';

/** What the export needs of a question (a `QuestionView` has it all). */
export interface ExportableQuestion {
  category: string;
  difficulty: Difficulty;
  question: string;
  options: string[];
  correctOptionIndex: number;
  image?: { id: string; alt: string; mime: string } | null;
}

export type ReadImage = (imageId: string) => Promise<{ data: Buffer; mime: string }>;

// XML escapes the same characters HTML does.
const escapeXml = escapeHtml;

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const text = (value: string) => `<text>${escapeXml(value)}</text>`;
const emptyField = (name: string) =>
  `    <${name} format="html">\n      <text></text>\n    </${name}>`;

/** Moodle's category question; `/` inside a name is written `//`, as Moodle does. */
const categoryQuestion = (name: string) => `<!-- question: 0  -->
  <question type="category">
    <category>
      ${text(`$course$/top/${name.replaceAll('/', '//')}`)}
    </category>
    <info format="html">
      <text></text>
    </info>
    <idnumber></idnumber>
  </question>
`;

/** The plain words of a question, for Moodle's `<name>` (the first 60 characters). */
const nameOf = (markdown: string) =>
  parseMarkdown(markdown)
    .map((block) => plainText([block]))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);

/**
 * The question text: our Markdown as Moodle's markdown format, or, with an image, as HTML with
 * the image after it and embedded as a `<file>` (Moodle finds `@@PLUGINFILE@@` only in HTML).
 * The image's name is its place in the export (`image-3.png`): nothing about the answer.
 */
async function questionText(
  q: ExportableQuestion,
  n: number,
  readImage: ReadImage,
): Promise<string> {
  if (!q.image)
    return `    <questiontext format="markdown">\n      ${text(q.question)}\n    </questiontext>`;
  const { data, mime } = await readImage(q.image.id);
  const name = `image-${n}.${extensions[mime] ?? 'png'}`;
  const html = `${markdownToHtml(q.question)}<p><img src="@@PLUGINFILE@@/${name}" alt="${escapeXml(q.image.alt)}"></p>`;
  return `    <questiontext format="html">
      ${text(html)}
      <file name="${name}" path="/" encoding="base64">${data.toString('base64')}</file>
    </questiontext>`;
}

const answer = (
  option: string,
  right: boolean,
) => `    <answer fraction="${right ? 100 : 0}" format="markdown">
      ${text(option)}
      <feedback format="html">
        <text></text>
      </feedback>
    </answer>`;

async function multichoice(
  q: ExportableQuestion,
  n: number,
  readImage: ReadImage,
): Promise<string> {
  return `<!-- question: ${n}  -->
  <question type="multichoice">
    <name>
      ${text(nameOf(q.question) || `Question ${n}`)}
    </name>
${await questionText(q, n, readImage)}
${emptyField('generalfeedback')}
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <single>true</single>
    <shuffleanswers>false</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <showstandardinstruction>0</showstandardinstruction>
${emptyField('correctfeedback')}
${emptyField('partiallycorrectfeedback')}
${emptyField('incorrectfeedback')}
${q.options.map((o, i) => answer(o, i === q.correctOptionIndex)).join('\n')}
    <tags>
      <tag>${text(`difficulty:${q.difficulty}`)}</tag>
    </tags>
  </question>
`;
}

/**
 * The questions as Moodle XML, as Moodle writes it: a category question before each category's
 * questions, each question multiple choice with one right answer (fraction 100, the others 0),
 * its options in our order (`shuffleanswers` off: an option such as "all of the above" relies
 * on it), and its difficulty as the tag `difficulty:…` (Moodle has no difficulty of its own).
 */
export async function toMoodleXml(
  questions: ExportableQuestion[],
  readImage: ReadImage,
): Promise<string> {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n'];
  let category: string | null = null;
  for (const [i, q] of questions.entries()) {
    if (q.category !== category) {
      category = q.category;
      out.push(categoryQuestion(category), '\n');
    }
    out.push(await multichoice(q, i + 1, readImage), '\n');
  }
  out.push('</quiz>\n');
  return out.join('');
}
