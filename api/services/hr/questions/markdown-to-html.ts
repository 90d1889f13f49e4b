import { parseMarkdown } from '../../../../shared/rich-text/parse-markdown.ts';
import type { Block, Inline, RichDoc } from '../../../../shared/rich-text/rich-doc.ts';

/**
 * A question's Markdown as the HTML Moodle shows, for the one case the Moodle export needs HTML
 * (a question with an image: Moodle finds `@@PLUGINFILE@@` images only in HTML). Written from the
 * same tree the product renders (`parseMarkdown`), every text escaped, in the shapes
 * `htmlToMarkdown` reads back, so export then import gives the Markdown back.
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => entities[ch] ?? ch);

const inlineHtml = (nodes: Inline[]): string =>
  nodes
    .map((node) => {
      if (node.t === 'text') return escapeHtml(node.v);
      if (node.t === 'code') return `<code>${escapeHtml(node.v)}</code>`;
      if (node.t === 'br') return '<br>';
      const tag = node.t === 'strong' ? 'strong' : 'em';
      return `<${tag}>${inlineHtml(node.c)}</${tag}>`;
    })
    .join('');

// An item that starts with a paragraph is written without `<p>`, as editors write lists.
const itemHtml = (item: RichDoc) =>
  item.map((b, i) => (i === 0 && b.t === 'p' ? inlineHtml(b.c) : blockHtml(b))).join('');

function blockHtml(block: Block): string {
  if (block.t === 'p') return `<p>${inlineHtml(block.c)}</p>`;
  if (block.t === 'code') {
    const lang = block.lang ? ` class="language-${escapeHtml(block.lang)}"` : '';
    const code = block.lines.map((line) => line.map((t) => t.v).join('')).join('\n');
    return `<pre><code${lang}>${escapeHtml(code)}</code></pre>`;
  }
  const tag = block.ordered ? 'ol' : 'ul';
  const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
  return `<${tag}${start}>${block.items.map((item) => `<li>${itemHtml(item)}</li>`).join('')}</${tag}>`;
}

export const markdownToHtml = (markdown: string): string =>
  parseMarkdown(markdown).map(blockHtml).join('');
