import { DomUtils } from 'htmlparser2';
import { difficulties, type Difficulty } from '../../../../shared/contract/hr.ts';
import { timeSlices } from '../../../lib/time-slice.ts';
import { htmlToMarkdown, type HtmlImage } from './html-to-markdown.ts';
import { escapeMarkdown } from './markdown-escape.ts';
import {
  childNamed,
  childrenNamed,
  isElement,
  lineFinder,
  readXml,
  textIn,
  textOf,
  tooDeepMessage,
  type XmlElement,
} from './moodle-xml-dom.ts';
import { unsupportedMoodleType } from './moodle-types.ts';
import {
  questionCollector,
  type ImportDefaults,
  type ParseResult,
  type ParsedQuestion,
} from './parsed-question.ts';

/**
 * The characters one `<question>` may take: the base64 of a 1 MB image (1.4 million) and its
 * text. Past it the question is a line error and is not read further.
 */
export const maxQuestionXmlChars = 1_500_000;

/** A question's own problem: the line error it becomes. */
class QuestionProblem extends Error {}
const problem = (message: string): never => {
  throw new QuestionProblem(message);
};

/** The text of a Moodle text field (`<questiontext format="…"><text>`) in our Markdown. */
function markdownOf(field: XmlElement | undefined): { markdown: string; images: HtmlImage[] } {
  const text = textOf(childNamed(field ?? { children: [] }, 'text'));
  const format = (field && DomUtils.getAttributeValue(field, 'format')) ?? 'html';
  if (format === 'markdown') return { markdown: text.trim(), images: [] };
  if (format === 'plain_text') return { markdown: escapeMarkdown(text.trim()), images: [] };
  // moodle_auto_format is HTML whose line ends are line breaks; anything else is read as HTML.
  const html = format === 'moodle_auto_format' ? text.replace(/\r\n?|\n/g, '<br>') : text;
  const converted = htmlToMarkdown(html);
  if (converted.problem) problem(converted.problem);
  return converted;
}

/** `$course$/top/Default for X/JavaScript` → `JavaScript` (`//` is a `/` inside a name). */
function categoryName(path: string): string | null {
  const parts = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((part) => part.replaceAll('//', '/').trim())
    .filter((part, i) => part !== '' && !/^\$\w+\$$/.test(part) && !(i <= 1 && part === 'top'));
  return parts.at(-1)?.slice(0, 60).trim() || null;
}

/** `difficulty:hard` among the question's tags, if any. */
function difficultyOf(question: XmlElement): Difficulty | undefined {
  for (const tag of childrenNamed(childNamed(question, 'tags') ?? { children: [] }, 'tag')) {
    const found = /^difficulty:(\w+)$/i.exec(textIn(tag, 'text') || textOf(tag).trim());
    const value = found?.[1]?.toLowerCase();
    if (difficulties.includes(value as Difficulty)) return value as Difficulty;
  }
  return undefined;
}

/** The question's image: its one `@@PLUGINFILE@@` image and the `<file>` holding it. */
function imageOf(field: XmlElement | undefined, images: HtmlImage[]): ParsedQuestion['image'] {
  if (images.length === 0) return undefined;
  const names = images.map((img) => img.src.replace(/^@@PLUGINFILE@@\//, ''));
  if (images.length > 1)
    problem(
      `This question's text has ${images.length} images (${names.join(', ')}); a question has one image, shown under its text.`,
    );
  const [image] = images;
  const [name = ''] = names;
  if (!image?.src.startsWith('@@PLUGINFILE@@/'))
    problem(
      `The image ${image?.src} is not inside the file: only images embedded in it (@@PLUGINFILE@@) can be imported.`,
    );
  const file = childrenNamed(field ?? { children: [] }, 'file').find(
    (f) => DomUtils.getAttributeValue(f, 'name') === safeDecode(name),
  );
  if (!file)
    problem(
      `The image ${name} is not in the file (no <file name="${name}"> in the question text).`,
    );
  if (!image?.alt)
    problem(`The image ${name} has no alternative text (alt); a question's image needs one.`);
  const data = Buffer.from(textOf(file).replace(/\s+/g, ''), 'base64');
  if (data.length === 0) problem(`The image ${name} is empty.`);
  return { data, alt: image?.alt ?? '' };
}

const safeDecode = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** The right answer: exactly one at fraction 100, the others 0 or less. */
function correctIndex(fractions: number[]): number {
  const right = fractions.flatMap((f, i) => (Math.abs(f - 100) < 1e-6 ? [i] : []));
  const partial = fractions.filter((f) => f > 0 && Math.abs(f - 100) >= 1e-6);
  if (partial.length > 0)
    problem(
      `Partial credit (fraction="${partial.join('", "')}") is not supported: one answer is right (fraction="100"), the others 0 or less.`,
    );
  if (right.length === 0) problem('No answer is right: one answer needs fraction="100".');
  if (right.length > 1)
    problem(`${right.length} answers are right (fraction="100"): mark exactly one.`);
  return right[0] ?? 0;
}

/** One `<question type="multichoice">` as a question to check. */
function readMultichoice(
  question: XmlElement,
  line: number,
  category: string,
  defaults: ImportDefaults,
): ParsedQuestion {
  if (textOf(childNamed(question, 'single')).trim() === 'false')
    problem(
      'Multiple-answer questions (<single>false</single>) are not supported: one answer is right, the others wrong.',
    );
  const field = childNamed(question, 'questiontext');
  const text = markdownOf(field);
  const answers = childrenNamed(question, 'answer');
  const options = answers.map((answer, i) => {
    const option = markdownOf(answer);
    if (option.images.length > 0)
      problem(
        `Answer ${i + 1} holds an image (${option.images[0]?.src}); only the question's text may have one, shown under it.`,
      );
    return option.markdown;
  });
  const fractions = answers.map((a) => Number(DomUtils.getAttributeValue(a, 'fraction') ?? '0'));
  const image = imageOf(field, text.images);
  return {
    line,
    category,
    difficulty: difficultyOf(question) ?? defaults.difficulty,
    question: text.markdown,
    options,
    correctOptionIndex: correctIndex(fractions),
    ...(image && { image }),
  };
}

/**
 * Moodle XML (Moodle's "Export questions → Moodle XML format"): its multiple-choice questions
 * with one right answer, in the category the last `<question type="category">` before them
 * names, their text in any of Moodle's formats (HTML converted to our Markdown subset), and the
 * one image embedded in a question's text. Any other question type, partial credit or a second
 * image is a line error at the question's `<question` line. Hands the event loop back as it goes.
 */
export async function parseMoodleXml(text: string, defaults: ImportDefaults): Promise<ParseResult> {
  const found = questionCollector();
  const slices = timeSlices();
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lineOf = lineFinder(input);
  const read = await readXml(input, slices);
  if (read.tooDeepAt !== undefined) {
    found.error(lineOf(read.tooDeepAt), tooDeepMessage);
    return found.result();
  }
  const quiz = read.root.find((n): n is XmlElement => isElement(n) && n.name === 'quiz');
  if (!quiz) {
    found.error(1, 'This is not Moodle XML: it has no <quiz> element.');
    return found.result();
  }
  let category = defaults.category;
  for (const question of childrenNamed(quiz, 'question')) {
    if (slices.due) await slices.pause();
    const line = lineOf(question.startIndex ?? 0);
    const type = DomUtils.getAttributeValue(question, 'type') ?? '';
    try {
      if ((question.endIndex ?? 0) - (question.startIndex ?? 0) > maxQuestionXmlChars)
        problem(
          `This question is longer than ${maxQuestionXmlChars} characters (an image of 1 MB and its text fit).`,
        );
      if (type === 'category') {
        category = categoryName(textIn(question, 'category')) ?? category;
        continue;
      }
      const unsupported = unsupportedMoodleType(type);
      if (unsupported) problem(unsupported);
      found.question(readMultichoice(question, line, category, defaults));
    } catch (error) {
      if (!(error instanceof QuestionProblem)) throw error;
      found.error(line, error.message);
    }
  }
  return found.result();
}
