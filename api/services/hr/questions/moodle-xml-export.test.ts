import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-to-html.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import { toMoodleXml, type ExportableQuestion } from './moodle-xml-export.ts';
import { parseMoodleXml } from './moodle-xml.ts';

const defaults = { category: 'general', difficulty: 'medium' as const };
const png = () => readFile(new URL('./fixtures/tiny.png', import.meta.url));

const bank: ExportableQuestion[] = [
  {
    category: 'JavaScript',
    difficulty: 'hard',
    question:
      'What does this print?\n\n```js\nconst a = [1, 2];\nconsole.log(a.map((x) => x * 2));\n```\n\nPick **one**.',
    options: ['`[2, 4]`', '`[1, 2]`', 'It throws a `TypeError` <script>', '2 \\* 2 & *stars*'],
    correctOptionIndex: 0,
  },
  {
    category: 'JavaScript',
    difficulty: 'easy',
    question:
      'Which queue drains first?\n\n- the *microtask* queue\n- the task queue\n  1. nested\n  2. list',
    options: ['Microtasks', 'Tasks'],
    correctOptionIndex: 1,
    image: { id: 'img-1', alt: 'Call stack & "queues"', mime: 'image/png' },
  },
  {
    category: 'SQL/Postgres',
    difficulty: 'medium',
    question: 'Line one\nline two with `` a`b `` code',
    options: ['1\\. not a list', '\\- nor this', 'plain'],
    correctOptionIndex: 2,
  },
];

describe('toMoodleXml', () => {
  it('reads back as it was written: categories, text, options, key, difficulty and image', async () => {
    const image = await png();
    const requested: string[] = [];
    const xml = await toMoodleXml(bank, async (id) => {
      requested.push(id);
      return { data: image, mime: 'image/png' };
    });
    const { questions, errors } = await parseMoodleXml(xml, defaults);
    expect(errors).toEqual([]);
    expect(requested).toEqual(['img-1']);
    expect(questions.map(({ line: _line, image: _image, ...q }) => q)).toEqual(
      bank.map(({ image: _image, ...q }) => q),
    );
    expect(questions[1]?.image?.alt).toBe('Call stack & "queues"');
    expect(questions[1]?.image?.data.equals(image)).toBe(true);
  });

  it('writes Moodle 4.x shapes: category questions, markdown text, single answer, a neutral image name', async () => {
    const xml = await toMoodleXml(bank, async () => ({ data: await png(), mime: 'image/png' }));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n')).toBe(true);
    expect(xml.match(/<question type="category">/g)).toHaveLength(2);
    expect(xml).toContain('<text>$course$/top/SQL//Postgres</text>');
    expect(xml).toContain('<questiontext format="markdown">');
    expect(xml).toContain('<single>true</single>');
    expect(xml).toContain('<tag><text>difficulty:hard</text></tag>');
    expect(xml).toContain('<file name="image-2.png" path="/" encoding="base64">');
    expect(xml).not.toContain('<script>');
  });
});

describe('markdownToHtml', () => {
  it('escapes every text and reads back through htmlToMarkdown unchanged', () => {
    const markdown = '**a** <b>not bold</b> & `x<y`\n\n1. one\n2. two';
    const html = markdownToHtml(markdown);
    expect(html).toBe(
      '<p><strong>a</strong> &lt;b&gt;not bold&lt;/b&gt; &amp; <code>x&lt;y</code></p><ol><li>one</li><li>two</li></ol>',
    );
    expect(htmlToMarkdown(html).markdown).toBe(markdown);
  });
});
