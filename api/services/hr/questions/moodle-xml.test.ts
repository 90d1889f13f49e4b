import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseMoodleXml } from './moodle-xml.ts';

const defaults = { category: 'general', difficulty: 'medium' as const };
const fixture = () =>
  readFile(new URL('./fixtures/moodle-4.x-export.xml', import.meta.url), 'utf8');
const png = () => readFile(new URL('./fixtures/tiny.png', import.meta.url));

/** A Moodle XML file of these questions. */
const quiz = (...questions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`;
const multichoice = (text: string, answers: string, extra = '') => `  <question type="multichoice">
    <questiontext format="html"><text><![CDATA[${text}]]></text>${extra}</questiontext>
    <single>true</single>
${answers}
  </question>`;
const answer = (fraction: number, text: string) =>
  `    <answer fraction="${fraction}" format="html"><text><![CDATA[${text}]]></text></answer>`;
const twoAnswers = answer(100, 'yes') + '\n' + answer(0, 'no');

describe('parseMoodleXml on a file exported by Moodle 4.x', () => {
  it('reads the multiple-choice questions in their categories, code and formats kept', async () => {
    const { questions } = await parseMoodleXml(await fixture(), defaults);
    expect(questions.map((q) => [q.line, q.category, q.difficulty])).toEqual([
      [15, 'JavaScript', 'medium'],
      [66, 'JavaScript', 'hard'],
      [156, 'Async', 'medium'],
      [250, 'SQL', 'medium'],
    ]);
    const [closure, , promise, sql] = questions;
    expect(closure?.question).toBe(
      'What does this print?\n\n```javascript\nfor (var i = 0; i < 3; i++) {\n  setTimeout(() => console.log(i), 0);\n}\n```\n\nAssume a **browser** and *no* strict mode.',
    );
    expect(closure?.options).toEqual([
      '`0 1 2`',
      '`3 3 3`',
      'Nothing: it throws a `ReferenceError`',
    ]);
    expect(closure?.correctOptionIndex).toBe(1);
    expect(promise?.question).toBe(
      'What does `Promise.all([])` resolve to?\n\n* it resolves **at once**\n* with an *empty* array',
    );
    expect(promise?.options).toEqual([
      '[] (an empty array)',
      'undefined',
      'It never resolves: \\*pending\\* forever',
    ]);
    expect(sql?.question).toBe(
      'Table `t` has 3 rows; column `a` is `NULL` in one.\n\n```sql\nSELECT COUNT(*), COUNT(a) FROM t;\n```\n\nWhat does it return?',
    );
    expect(sql?.options).toEqual(['3, 2', '3, 3', '2, 2']);
  });

  it('takes the embedded image with its alternative text, out of the question text', async () => {
    const { questions } = await parseMoodleXml(await fixture(), defaults);
    const diagram = questions[1];
    expect(diagram?.question).toBe('Which queue does the diagram show being drained first?');
    expect(diagram?.image?.alt).toBe('Call stack, microtask queue and task queue, with arrows');
    expect(diagram?.image?.data.equals(await png())).toBe(true);
  });

  it('reports the true/false and essay questions at their <question> lines', async () => {
    const { errors } = await parseMoodleXml(await fixture(), defaults);
    expect(errors).toEqual([
      {
        line: 127,
        message:
          'True/false questions are not supported (only multiple choice with one right answer).',
      },
      {
        line: 207,
        message: 'Essay questions are not supported (only multiple choice with one right answer).',
      },
    ]);
  });
});

describe('parseMoodleXml line errors', () => {
  it('refuses partial credit, no right answer and two right answers', async () => {
    const { errors } = await parseMoodleXml(
      quiz(
        multichoice('a', answer(50, 'x') + answer(50, 'y')),
        multichoice('b', answer(0, 'x') + answer(0, 'y')),
        multichoice('c', answer(100, 'x') + answer(100, 'y')),
      ),
      defaults,
    );
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [
        3,
        'Partial credit (fraction="50", "50") is not supported: one answer is right (fraction="100"), the others 0 or less.',
      ],
      [8, 'No answer is right: one answer needs fraction="100".'],
      [13, '2 answers are right (fraction="100"): mark exactly one.'],
    ]);
  });

  it('refuses several right answers, Cloze and unknown types by name', async () => {
    const { errors } = await parseMoodleXml(
      quiz(
        '<question type="multichoice"><single>false</single></question>',
        '<question type="multianswer"></question>',
        '<question type="coderunner"></question>',
      ),
      defaults,
    );
    expect(errors.map((e) => e.message)).toEqual([
      'Multiple-answer questions (<single>false</single>) are not supported: one answer is right, the others wrong.',
      'Embedded answers (Cloze) questions are not supported (only multiple choice with one right answer).',
      '"coderunner" questions are not supported (only multiple choice with one right answer).',
    ]);
  });

  it('refuses an image without alt, a second image, a missing file and an image in an answer', async () => {
    const file = (name: string) =>
      `<file name="${name}" path="/" encoding="base64">iVBORw0KGgo=</file>`;
    const img = (name: string, alt = 'A chart') =>
      `<img src="@@PLUGINFILE@@/${name}" alt="${alt}">`;
    const { errors } = await parseMoodleXml(
      quiz(
        multichoice(`Q ${img('a.png', '')}`, twoAnswers, file('a.png')),
        multichoice(`Q ${img('a.png')}${img('b.png')}`, twoAnswers, file('a.png') + file('b.png')),
        multichoice(`Q ${img('gone.png')}`, twoAnswers),
        multichoice('Q', answer(100, img('c.png')) + answer(0, 'no')),
        multichoice('Q <img src="https://example.com/x.png" alt="x">', twoAnswers),
      ),
      defaults,
    );
    expect(errors.map((e) => e.message)).toEqual([
      "The image a.png has no alternative text (alt); a question's image needs one.",
      "This question's text has 2 images (a.png, b.png); a question has one image, shown under its text.",
      'The image gone.png is not in the file (no <file name="gone.png"> in the question text).',
      "Answer 1 holds an image (@@PLUGINFILE@@/c.png); only the question's text may have one, shown under it.",
      'The image https://example.com/x.png is not inside the file: only images embedded in it (@@PLUGINFILE@@) can be imported.',
    ]);
  });

  it('runs the usual checks (2–6 options) and uses the defaults before any category', async () => {
    const { questions, errors } = await parseMoodleXml(
      quiz(multichoice('Only one', answer(100, 'x')), multichoice('Fine', twoAnswers)),
      defaults,
    );
    expect(errors).toEqual([{ line: 3, message: 'A question needs 2 to 6 options' }]);
    expect(questions.map((q) => q.category)).toEqual(['general']);
  });

  it('refuses a file that is not Moodle XML, and nesting no Moodle file has, in linear time', async () => {
    expect((await parseMoodleXml('Just text', defaults)).errors).toEqual([
      { line: 1, message: 'This is not Moodle XML: it has no <quiz> element.' },
    ]);
    const deep = `<quiz>\n${'<a>'.repeat(200_000)}`;
    const started = performance.now();
    const { errors } = await parseMoodleXml(deep, defaults);
    expect(errors.map((e) => e.line)).toEqual([2]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
