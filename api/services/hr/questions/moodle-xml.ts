import { DomUtils } from 'htmlparser2';
import { timeSlices } from '../../../lib/time-slice.ts';
import { isElement } from './html-pieces.ts';
import { htmlToMarkdown, type HtmlImage } from './html-to-markdown.ts';
import { escapeMarkdown } from './markdown-escape.ts';
import {
  categoryName,
  correctIndex,
  difficultyOf,
  imageOf,
  problem,
  QuestionProblem,
} from './moodle-fields.ts';
import {
  childNamed,
  childrenNamed,
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

/** One `<question type="multichoice">` as a question to check. */
function readMultichoice(
  question: XmlElement,
  line: number,
  category: string,
  defaults: ImportDefaults,
): ParsedQuestion {
  if (['false', '0'].includes(textOf(childNamed(question, 'single')).trim()))
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
