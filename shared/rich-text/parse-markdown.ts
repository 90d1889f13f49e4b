import type { Block, Inline, RichDoc } from './rich-doc.ts';
import { parseInline } from './parse-inline.ts';

/**
 * The Markdown subset questions are written in, read into a `RichDoc`:
 * - fenced code blocks (``` or ~~~, with a language), closed by the same fence or the end;
 * - lists (`-`, `*`, `+`, or `1.` / `1)`), nested by indentation;
 * - paragraphs, where each line break is kept (a question's lines are meant as written);
 * - inside them, inline code, **bold**, *italic* (and their `_` forms) and backslash escapes.
 * Everything else, HTML, links, headings, images, is the text it looks like. The parse is linear
 * in the text (nesting stops at `maxDepth`), so no question costs more than its length to read.
 */
export function parseMarkdown(text: string): RichDoc {
  return parseBlocks(text.replace(/\r\n?/g, '\n').split('\n'), 0);
}

/** Lists nested deeper than this are read as text: a bound on the work, far past any question. */
const maxDepth = 8;

const fenceOpen = /^( {0,3})(`{3,}|~{3,})[ \t]*([^\s`]*)[^`]*$/;
const listItem = /^( {0,3})([-*+]|\d{1,9}[.)])(?:([ \t]+)(.*))?$/;

interface ListMarker {
  indent: number;
  ordered: boolean;
  start: number;
  /** Columns before the item's text: its continuation lines are indented at least this much. */
  contentIndent: number;
  text: string;
  bullet: string;
}

function listMarkerOf(line: string): ListMarker | null {
  const found = listItem.exec(line);
  if (!found) return null;
  const [, indent = '', marker = '', space = '', rest = ''] = found;
  // "-" alone on a line is an empty item; "-text" is not an item at all.
  if (!space && rest) return null;
  const ordered = /\d/.test(marker);
  return {
    indent: indent.length,
    ordered,
    start: ordered ? Number.parseInt(marker, 10) : 1,
    contentIndent: indent.length + marker.length + Math.min(Math.max(space.length, 1), 4),
    text: rest,
    bullet: ordered ? marker.slice(-1) : marker,
  };
}

const isBlank = (line: string) => line.trim() === '';
const leadingSpaces = (line: string) => line.length - line.trimStart().length;

function parseBlocks(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ t: 'p', c: inlineOfLines(paragraph) });
    paragraph = [];
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (isBlank(line)) {
      endParagraph();
      i++;
      continue;
    }
    const fence = fenceOpen.exec(line);
    if (fence) {
      endParagraph();
      i = readFence(lines, i, fence, blocks);
      continue;
    }
    const marker = depth < maxDepth ? listMarkerOf(line) : null;
    // A list interrupts a paragraph only with a bullet or "1.": "in 2020. The…" stays a sentence.
    if (marker && (paragraph.length === 0 || !marker.ordered || marker.start === 1)) {
      endParagraph();
      i = readList(lines, i, marker, blocks, depth);
      continue;
    }
    paragraph.push(paragraph.length === 0 ? line.trimStart() : line);
    i++;
  }
  endParagraph();
  return blocks;
}

/** A fenced block from line `start`; returns the line after it (its closing fence or the end). */
function readFence(
  lines: string[],
  start: number,
  fence: RegExpExecArray,
  blocks: Block[],
): number {
  const [, indent = '', marks = '', info = ''] = fence;
  const closing = new RegExp(`^ {0,3}${marks[0] === '`' ? '`' : '~'}{${marks.length},}[ \\t]*$`);
  const code: string[] = [];
  let i = start + 1;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (closing.test(line)) {
      i++;
      break;
    }
    // The fence's own indent is taken off each line, no more: the code keeps its indentation.
    code.push(line.slice(Math.min(indent.length, leadingSpaces(line))));
  }
  const lang = info.toLowerCase() || null;
  blocks.push({ t: 'code', lang, label: null, lines: code.map((v) => [{ v }]) });
  return i;
}

/**
 * A list from line `start`: its items are the lines with a marker of the same kind at the same
 * indent; an item holds the lines indented under it (read again as blocks: nested lists, code),
 * and a line that simply continues its text.
 */
function readList(
  lines: string[],
  start: number,
  first: ListMarker,
  blocks: Block[],
  depth: number,
): number {
  const items: Block[][] = [];
  let i = start;
  let marker: ListMarker | null = first;
  while (marker) {
    const body = [marker.text];
    const contentIndent = marker.contentIndent;
    i++;
    let blankRun = 0;
    for (; i < lines.length; i++) {
      const line = lines[i] ?? '';
      if (isBlank(line)) {
        blankRun++;
        body.push('');
        continue;
      }
      const indent = leadingSpaces(line);
      if (indent >= contentIndent) {
        body.push(line.slice(contentIndent));
        blankRun = 0;
        continue;
      }
      // Lazy continuation: an unindented line right after the item's text goes on with it.
      const starts = fenceOpen.test(line) || listMarkerOf(line) !== null;
      if (blankRun === 0 && !starts) {
        body.push(line.trimStart());
        continue;
      }
      break;
    }
    while (body.length > 1 && body[body.length - 1] === '') body.pop();
    items.push(parseBlocks(body, depth + 1));
    const next = i < lines.length ? listMarkerOf(lines[i] ?? '') : null;
    marker =
      next &&
      next.ordered === first.ordered &&
      next.bullet === first.bullet &&
      next.indent <= first.contentIndent - 1
        ? next
        : null;
  }
  blocks.push({ t: 'list', ordered: first.ordered, start: first.start, items });
  return i;
}

/** A paragraph's lines as inline content, each line break kept as a `br`. */
function inlineOfLines(lines: string[]): Inline[] {
  return parseInline(lines.join('\n'));
}
