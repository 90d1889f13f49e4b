import type { Block, Inline, RichDoc } from './rich-doc.ts';

/**
 * The words of formatted text without its formatting, as the page's text reads (its `textContent`,
 * leaving out the code blocks' captions): for a short name of a question (an export's title) and
 * for tests that find a question on the page by what it says.
 */
export function plainText(doc: RichDoc): string {
  return doc.map(blockText).join('');
}

function blockText(block: Block): string {
  if (block.t === 'p') return inlineText(block.c);
  if (block.t === 'code')
    return block.lines.map((line) => line.map((t) => t.v).join('')).join('\n');
  return block.items.map(plainText).join('');
}

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (node.t === 'br') return '\n';
      if (node.t === 'text' || node.t === 'code') return node.v;
      return inlineText(node.c);
    })
    .join('');
}
