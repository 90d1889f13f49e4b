import { DomUtils, parseDocument } from 'htmlparser2';
import {
  blocks,
  codeTags,
  collapse,
  dropped,
  emTags,
  fencedBlock,
  inlineCode,
  isElement,
  isText,
  plainText,
  strongTags,
  wrap,
  type Element,
  type Node,
} from './html-pieces.ts';
import { escapeInline, escapeLineStart } from './markdown-escape.ts';

/** An `<img>` found in the HTML: taken out of the text, for the importer to judge. */
export interface HtmlImage {
  src: string;
  alt: string;
}

export interface ConvertedHtml {
  markdown: string;
  images: HtmlImage[];
  /** Why the HTML was not read (too many tags): the importer's line error. */
  problem?: string;
}

/**
 * Tags one piece of HTML may hold: far more than a question of 2,000 characters needs, and few
 * enough that htmlparser2's open-element stack (an array it shifts, so deep nesting costs the
 * square of the depth) stays cheap: 5,000 nested tags take about 3 ms.
 */
export const maxHtmlTags = 5000;
export const tooManyTagsMessage = `This text holds more than ${maxHtmlTags} HTML tags; a question needs far fewer.`;

/**
 * Past this depth of nested elements the rest is read as its text alone (iteratively): a file
 * of 100,000 nested `<b>` costs its length, never the stack.
 */
const maxDepth = 40;

class Converter {
  readonly images: HtmlImage[] = [];

  /** The Markdown blocks of these nodes, in order (paragraphs, fences, lists). */
  blocks(nodes: Node[], depth: number): string[] {
    const out: string[] = [];
    let inline = '';
    const endParagraph = () => {
      const text = paragraph(inline);
      if (text) out.push(text);
      inline = '';
    };
    for (const node of nodes) {
      if (!isElement(node) || depth > maxDepth) {
        inline += this.inline(node, depth);
      } else if (node.name === 'pre') {
        endParagraph();
        this.collectImages(node);
        const fence = fencedBlock(node);
        if (fence) out.push(fence);
      } else if (node.name === 'ul' || node.name === 'ol') {
        endParagraph();
        const list = this.list(node, depth + 1);
        if (list) out.push(list);
      } else if (blocks.has(node.name) || node.name === 'li') {
        endParagraph();
        out.push(...this.blocks(node.children, depth + 1));
      } else {
        inline += this.inline(node, depth);
      }
    }
    endParagraph();
    return out;
  }

  /** Inline Markdown of one node: escaped text, `<br>` as a line end, marks. */
  inline(node: Node, depth: number, marks = { strong: false, em: false }): string {
    if (isText(node)) return escapeInline(collapse(node.data));
    if (!isElement(node) || dropped.has(node.name)) return '';
    if (node.name === 'br') return '\n';
    if (node.name === 'img') {
      this.image(node);
      return '';
    }
    if (depth > maxDepth) return escapeInline(collapse(plainText(node)));
    if (codeTags.has(node.name)) {
      this.collectImages(node);
      return inlineCode(plainText(node));
    }
    const strong = marks.strong || strongTags.has(node.name);
    const em = marks.em || emTags.has(node.name);
    const inner = node.children.map((c) => this.inline(c, depth + 1, { strong, em })).join('');
    // A block met inside inline content (`<b><p>…</p></b>`) is a line of its own, as text.
    if (blocks.has(node.name) || ['pre', 'ul', 'ol', 'li'].includes(node.name))
      return `\n${inner}\n`;
    // `<b>` inside `<b>` adds no marks: `****x****` would not read as bold.
    if (strongTags.has(node.name) && !marks.strong) return wrap(inner, '**');
    if (emTags.has(node.name) && !marks.em) return wrap(inner, '*');
    if (node.name === 'td' || node.name === 'th') return `${inner} `;
    return inner;
  }

  list(node: Element, depth: number): string {
    const ordered = node.name === 'ol';
    const start = Math.min(
      Number.parseInt(DomUtils.getAttributeValue(node, 'start') ?? '', 10) || 1,
      999_999,
    );
    const items = node.children.filter((c) => !isText(c) || c.data.trim() !== '');
    return items
      .map((item, i) => {
        const body = this.blocks(
          isElement(item) && item.name === 'li' ? item.children : [item as Node],
          depth + 1,
        );
        const marker = ordered ? `${Math.max(start + i, 0)}.` : '-';
        const indent = ' '.repeat(marker.length + 1);
        const lines = body.join('\n').split('\n');
        return lines
          .map((line, n) => (n === 0 ? `${marker} ${line}` : line ? indent + line : line))
          .join('\n');
      })
      .filter((item) => item.trim() !== '-' && !/^\d+\.$/.test(item.trim()))
      .join('\n');
  }

  image(node: Element): void {
    const src = DomUtils.getAttributeValue(node, 'src') ?? '';
    const alt = collapse(DomUtils.getAttributeValue(node, 'alt') ?? '').trim();
    this.images.push({ src, alt });
  }

  collectImages(node: Element): void {
    for (const img of DomUtils.getElementsByTagName('img', node.children, true)) this.image(img);
  }
}

/** A paragraph's inline Markdown: spaces collapsed, lines trimmed, list-like starts escaped. */
function paragraph(inline: string): string {
  const lines = inline
    .split('\n')
    .map((line) => escapeLineStart(line.replace(/ {2,}/g, ' ').trim()));
  let first = 0;
  let last = lines.length;
  while (first < last && lines[first] === '') first++;
  while (last > first && lines[last - 1] === '') last--;
  return lines.slice(first, last).join('\n');
}

/**
 * HTML as Moodle's editors write it, in the Markdown subset questions are held in: paragraphs,
 * line breaks, code (inline and fenced, with its language), bold, italic and lists. Anything else
 * (links, tables, headings, styled spans, event attributes) is its visible text alone, escaped so
 * it shows as written; scripts and styles are dropped with their content. Images are taken out of
 * the text and returned beside it. Past `maxHtmlTags` nothing is read (`problem` says why).
 */
export function htmlToMarkdown(html: string): ConvertedHtml {
  let tags = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1))
    if (++tags > maxHtmlTags) return { markdown: '', images: [], problem: tooManyTagsMessage };
  const converter = new Converter();
  const document = parseDocument(html, { decodeEntities: true });
  const markdown = converter.blocks(document.children, 0).join('\n\n');
  return { markdown, images: converter.images };
}
