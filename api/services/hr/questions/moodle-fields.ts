import { DomUtils } from 'htmlparser2';
import { difficulties, type Difficulty } from '../../../../shared/contract/hr.ts';
import type { HtmlImage } from './html-to-markdown.ts';
import { childNamed, childrenNamed, textIn, textOf, type XmlElement } from './moodle-xml-dom.ts';
import type { ParsedQuestion } from './parsed-question.ts';

/** The parts of a Moodle XML question the importer reads besides its texts. */

/** A question's own problem: the line error it becomes. */
export class QuestionProblem extends Error {}
export const problem = (message: string): never => {
  throw new QuestionProblem(message);
};

/** `$course$/top/Default for X/JavaScript` → `JavaScript` (`//` is a `/` inside a name). */
export function categoryName(path: string): string | null {
  const parts = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((part) => part.replaceAll('//', '/').trim())
    .filter((part, i) => part !== '' && !/^\$\w+\$$/.test(part) && !(i <= 1 && part === 'top'));
  return parts.at(-1)?.slice(0, 60).trim() || null;
}

/** `difficulty:hard` among the question's tags, if any. */
export function difficultyOf(question: XmlElement): Difficulty | undefined {
  for (const tag of childrenNamed(childNamed(question, 'tags') ?? { children: [] }, 'tag')) {
    const found = /^difficulty:(\w+)$/i.exec(textIn(tag, 'text') || textOf(tag).trim());
    const value = found?.[1]?.toLowerCase();
    if (difficulties.includes(value as Difficulty)) return value as Difficulty;
  }
  return undefined;
}

/** The question's image: its one `@@PLUGINFILE@@` image and the `<file>` holding it. */
export function imageOf(
  field: XmlElement | undefined,
  images: HtmlImage[],
): ParsedQuestion['image'] {
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
export function correctIndex(fractions: number[]): number {
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
