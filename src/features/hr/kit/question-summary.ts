import { parseMarkdown } from '../../../../shared/rich-text/parse-markdown.ts';
import { plainText } from '../../../../shared/rich-text/plain-text.ts';
import type { Block } from '../../../../shared/rich-text/rich-doc.ts';

/** About two lines of a table cell: enough to tell questions apart. */
export const summaryChars = 140;

/**
 * A question (or an option) as a line of a table: its words without their Markdown (no backticks,
 * fences or asterisks), code and line breaks run together on one line, cut at a word near `max`
 * characters with an ellipsis. Parsing alone gives the words: colouring code does not change them.
 */
export function questionSummary(markdown: string, max = summaryChars): string {
  const words = parseMarkdown(markdown).map(blockWords).join(' ').replace(/\s+/g, ' ').trim();
  if (words.length <= max) return words;
  const cut = words.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // A long unbroken run (a URL, minified code) is cut where it is; otherwise at the last word.
  const end = space > max * 0.6 ? space : cut.length;
  return `${cut.slice(0, end).replace(/[\s.,;:]+$/, '')}…`;
}

/** A block's words; blocks and list items are set apart by a space (a page sets them apart by lines). */
function blockWords(block: Block): string {
  if (block.t !== 'list') return plainText([block]);
  return block.items.map((item) => item.map(blockWords).join(' ')).join(' ');
}
