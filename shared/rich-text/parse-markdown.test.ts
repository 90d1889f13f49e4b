import { describe, expect, it } from 'vitest';
import { formatText } from './format-question.ts';
import { parseMarkdown } from './parse-markdown.ts';
import type { Block, Inline, RichDoc } from './rich-doc.ts';

/** Every string the document will put on a page, in order. */
function texts(doc: RichDoc): string[] {
  const out: string[] = [];
  const inline = (nodes: Inline[]) => {
    for (const node of nodes) {
      if (node.t === 'text' || node.t === 'code') out.push(node.v);
      else if (node.t === 'strong' || node.t === 'em') inline(node.c);
    }
  };
  const block = (b: Block) => {
    if (b.t === 'p') inline(b.c);
    else if (b.t === 'code') out.push(...b.lines.map((line) => line.map((t) => t.v).join('')));
    else b.items.forEach((item) => item.forEach(block));
  };
  doc.forEach(block);
  return out;
}

const paragraph = (doc: RichDoc) => {
  const [first] = doc;
  if (first?.t !== 'p') throw new Error(`expected a paragraph, got ${JSON.stringify(first)}`);
  return first.c;
};

describe('the Markdown subset', () => {
  it('reads inline code, bold, italic and escapes', () => {
    expect(paragraph(parseMarkdown('With `display: flex`, **which** *one* \\*wins\\*?'))).toEqual([
      { t: 'text', v: 'With ' },
      { t: 'code', v: 'display: flex' },
      { t: 'text', v: ', ' },
      { t: 'strong', c: [{ t: 'text', v: 'which' }] },
      { t: 'text', v: ' ' },
      { t: 'em', c: [{ t: 'text', v: 'one' }] },
      { t: 'text', v: ' *wins*?' },
    ]);
  });

  it('keeps a code span with backticks inside, and an unmatched backtick as text', () => {
    expect(paragraph(parseMarkdown('`` a`b `` and ` alone'))).toEqual([
      { t: 'code', v: 'a`b' },
      { t: 'text', v: ' and ` alone' },
    ]);
  });

  it('leaves snake_case and 2*3*4 as written', () => {
    expect(texts(parseMarkdown('call snake_case_name with 2 * 3 * 4'))).toEqual([
      'call snake_case_name with 2 * 3 * 4',
    ]);
  });

  it('nests strong and em, and keeps every line break of a paragraph', () => {
    expect(paragraph(parseMarkdown('***both*** and\nnext line'))).toEqual([
      { t: 'em', c: [{ t: 'strong', c: [{ t: 'text', v: 'both' }] }] },
      { t: 'text', v: ' and' },
      { t: 'br' },
      { t: 'text', v: 'next line' },
    ]);
  });

  it('reads a fenced block with its language, its indentation and a blank line inside', () => {
    const doc = formatText('What prints?\n\n```JS\nif (a) {\n    log(1);\n\n}\n```\nAfter.');
    expect(doc.map((b) => b.t)).toEqual(['p', 'code', 'p']);
    const code = doc[1] as Extract<Block, { t: 'code' }>;
    expect(code.lang).toBe('js');
    expect(code.label).toBe('JavaScript');
    expect(texts([code])).toEqual(['if (a) {', '    log(1);', '', '}']);
    expect(code.lines[0]?.[0]).toEqual({ k: 'keyword', v: 'if' });
  });

  it('runs an unclosed fence to the end, as CommonMark does', () => {
    const doc = parseMarkdown('Look:\n~~~python\nprint(1)\n**not bold**');
    expect(doc[1]).toMatchObject({ t: 'code', lang: 'python' });
    expect(texts(doc)).toEqual(['Look:', 'print(1)', '**not bold**']);
  });

  it('reads nested lists of both kinds with a code block inside an item', () => {
    const doc = parseMarkdown(
      '- first\n- second\n  1. inner one\n  2. inner two\n     ```sql\n     SELECT 1;\n     ```\n- third',
    );
    expect(doc).toHaveLength(1);
    const list = doc[0] as Extract<Block, { t: 'list' }>;
    expect(list).toMatchObject({ t: 'list', ordered: false });
    expect(list.items).toHaveLength(3);
    const inner = list.items[1]?.[1] as Extract<Block, { t: 'list' }>;
    expect(inner).toMatchObject({ t: 'list', ordered: true, start: 1 });
    expect(inner.items[1]?.[1]).toMatchObject({ t: 'code', lang: 'sql' });
    expect(texts(doc)).toEqual(['first', 'second', 'inner one', 'inner two', 'SELECT 1;', 'third']);
  });

  it('starts an ordered list where it says, and never splits a sentence at "2020."', () => {
    expect(parseMarkdown('3. three\n4. four')[0]).toMatchObject({ t: 'list', start: 3 });
    expect(parseMarkdown('Released in\n2020. Which?').map((b) => b.t)).toEqual(['p']);
  });
});

describe('hostile input', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[click](javascript:alert(1))',
    '<a href="javascript:alert(1)">x</a>',
    '![x](https://evil.example/t.png)',
    '<div onclick="steal()">**bold**</div>',
    '```html\n<script>alert(1)</script>\n```',
    '`<b onmouseover=alert(1)>`',
  ];

  it.each(hostile)('keeps %j as text: no node but text, code, emphasis or breaks', (input) => {
    const doc = formatText(input);
    const json = JSON.stringify(doc);
    // Only the tree's own keys and kinds: nothing in it is an element, a link or an attribute.
    for (const key of json.matchAll(/"(\w+)":/g))
      expect(['t', 'v', 'c', 'k', 'lang', 'label', 'lines', 'ordered', 'start', 'items']).toContain(
        key[1],
      );
    expect(texts(doc).join('').replace(/\*\*/g, '')).toContain(
      input
        .replace(/```\w*\n?/g, '')
        .replace(/\*\*/g, '')
        .replace(/`/g, '')
        .trim()
        .split('\n')[0],
    );
  });

  it('reads a 10,000-line code block, and 10,000 list items (a quadratic read would outlast the test time limit)', () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `  const v${i} = ${i}; // ${'x'.repeat(20)}`,
    );
    const doc = formatText(`\`\`\`js\n${lines.join('\n')}\n\`\`\``);
    const list = parseMarkdown(Array.from({ length: 10_000 }, (_, i) => `- item ${i}`).join('\n'));
    expect((doc[0] as Extract<Block, { t: 'code' }>).lines).toHaveLength(10_000);
    expect((list[0] as Extract<Block, { t: 'list' }>).items).toHaveLength(10_000);
    // Past the highlight cap the block is plain: still every line, as written.
    expect(texts(doc)[9_999]).toBe(lines[9_999]);
  });

  it('stops nesting lists at eight levels and keeps the rest as text', () => {
    const deep = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    const doc = parseMarkdown(deep);
    let depth = 0;
    let block: Block | undefined = doc[0];
    while (block?.t === 'list') {
      depth++;
      block = block.items[0]?.find((b) => b.t === 'list');
    }
    expect(depth).toBe(8);
    expect(texts(doc).join('\n')).toContain('level 199');
  });

  it('pairs thousands of unmatched delimiters and backticks without a rescan (the test time limit again)', () => {
    const input = `${'*a _b `c '.repeat(5_000)}end`;
    const doc = parseMarkdown(input);
    expect(texts(doc).join('')).toContain('end');
  });
});
