import type { Inline } from './rich-doc.ts';

/**
 * Inline Markdown of the subset: code spans, **strong** / __strong__, *em* / _em_, backslash
 * escapes, and each newline a line break. Emphasis follows CommonMark's delimiter runs in a
 * simplified form (no "rule of 3"); `_` never opens or closes inside a word (snake_case stays as
 * written). One pass to cut the text into pieces, one to pair the delimiters (each is pushed and
 * popped at most once), one to build the tree: linear in the text.
 */
export function parseInline(text: string): Inline[] {
  const pieces = cut(text);
  pair(pieces);
  return build(pieces);
}

type Tag = 'strong' | 'em';

type Piece =
  | { kind: 'text'; v: string }
  | { kind: 'code'; v: string }
  | { kind: 'br' }
  | {
      kind: 'run';
      char: '*' | '_';
      length: number;
      canOpen: boolean;
      canClose: boolean;
      /** Tags this run closes, innermost first (taken from its left end). */
      closes: Tag[];
      /** Tags this run opens, innermost first (taken from its right end). */
      opens: Tag[];
    };

const punctuation = /[!-/:-@[-`{-~]/;
const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isPunct = (c: string | undefined) => c !== undefined && /[\p{P}\p{S}]/u.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Backtick runs' positions by length, so each opener finds its closer without a rescan. */
function backtickRuns(text: string): Map<number, number[]> {
  const runs = new Map<number, number[]>();
  const found = /`+/g;
  for (let m = found.exec(text); m; m = found.exec(text)) {
    // An escaped first backtick is not part of the run.
    const start =
      text[m.index - 1] === '\\' && !escapedAt(text, m.index - 1) ? m.index + 1 : m.index;
    const length = m.index + m[0].length - start;
    if (length === 0) continue;
    const list = runs.get(length) ?? [];
    list.push(start);
    runs.set(length, list);
  }
  return runs;
}

/** Whether the character at `index` is itself escaped by an odd number of backslashes. */
function escapedAt(text: string, index: number): boolean {
  let slashes = 0;
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i--) slashes++;
  return slashes % 2 === 1;
}

function cut(text: string): Piece[] {
  const pieces: Piece[] = [];
  const runs = backtickRuns(text);
  const cursors = new Map<number, number>();
  let plain = '';
  const flush = () => {
    if (plain) pieces.push({ kind: 'text', v: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '\\' && i + 1 < text.length && punctuation.test(text[i + 1] ?? '')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '\n') {
      flush();
      pieces.push({ kind: 'br' });
      i++;
      continue;
    }
    if (c === '`') {
      let length = 1;
      while (text[i + length] === '`') length++;
      const closer = closingRun(runs, cursors, length, i);
      if (closer === null) {
        plain += '`'.repeat(length);
      } else {
        flush();
        pieces.push({ kind: 'code', v: codeSpanText(text.slice(i + length, closer)) });
        length = closer + length - i;
      }
      i += length;
      continue;
    }
    if (c === '*' || c === '_') {
      let length = 1;
      while (text[i + length] === c) length++;
      flush();
      pieces.push(delimiterRun(text, i, length, c));
      i += length;
      continue;
    }
    plain += c;
    i++;
  }
  flush();
  return pieces;
}

/** The next run of exactly `length` backticks after `from`, or null (the opener is then text). */
function closingRun(
  runs: Map<number, number[]>,
  cursors: Map<number, number>,
  length: number,
  from: number,
): number | null {
  const list = runs.get(length) ?? [];
  let cursor = cursors.get(length) ?? 0;
  while (cursor < list.length && (list[cursor] ?? 0) <= from) cursor++;
  cursors.set(length, cursor);
  return cursor < list.length ? (list[cursor] ?? null) : null;
}

/** CommonMark: newlines become spaces; one space each side is dropped when both are there. */
function codeSpanText(raw: string): string {
  const v = raw.replace(/\n/g, ' ');
  return v.length > 2 && v.startsWith(' ') && v.endsWith(' ') && v.trim() !== ''
    ? v.slice(1, -1)
    : v;
}

function delimiterRun(text: string, at: number, length: number, char: '*' | '_'): Piece {
  const before = text[at - 1];
  const after = text[at + length];
  const leftFlanking = !isSpace(after) && (!isPunct(after) || isSpace(before) || isPunct(before));
  const rightFlanking = !isSpace(before) && (!isPunct(before) || isSpace(after) || isPunct(after));
  const canOpen = char === '*' ? leftFlanking : leftFlanking && !isWordChar(before);
  const canClose = char === '*' ? rightFlanking : rightFlanking && !isWordChar(after);
  return { kind: 'run', char, length, canOpen, canClose, closes: [], opens: [] };
}

type Run = Extract<Piece, { kind: 'run' }>;

/**
 * Pairs closers with the nearest opener of the same character; openers of the other character
 * between them can no longer pair (they are left as text), which keeps the tags nested.
 */
function pair(pieces: Piece[]): void {
  const stacks: Record<'*' | '_', { run: Run; index: number; left: number }[]> = {
    '*': [],
    _: [],
  };
  pieces.forEach((piece, index) => {
    if (piece.kind !== 'run') return;
    let left = piece.length;
    if (piece.canClose) {
      const own = stacks[piece.char];
      const other = stacks[piece.char === '*' ? '_' : '*'];
      while (left > 0 && own.length > 0) {
        const opener = own[own.length - 1];
        if (!opener) break;
        while (other.length > 0 && (other[other.length - 1]?.index ?? -1) > opener.index)
          other.pop();
        const used = left >= 2 && opener.left >= 2 ? 2 : 1;
        const tag: Tag = used === 2 ? 'strong' : 'em';
        opener.run.opens.push(tag);
        piece.closes.push(tag);
        opener.left -= used;
        left -= used;
        if (opener.left === 0) own.pop();
      }
    }
    if (left > 0 && piece.canOpen) stacks[piece.char].push({ run: piece, index, left });
  });
}

type Frame = { tag: Tag | null; children: Inline[] };

function build(pieces: Piece[]): Inline[] {
  const stack: Frame[] = [{ tag: null, children: [] }];
  const top = () => stack[stack.length - 1] as Frame;
  const text = (v: string) => {
    if (!v) return;
    const children = top().children;
    const last = children[children.length - 1];
    if (last?.t === 'text') last.v += v;
    else children.push({ t: 'text', v });
  };
  for (const piece of pieces) {
    if (piece.kind === 'text') text(piece.v);
    else if (piece.kind === 'code') top().children.push({ t: 'code', v: piece.v });
    else if (piece.kind === 'br') top().children.push({ t: 'br' });
    else {
      for (const tag of piece.closes) {
        const frame = stack.pop() as Frame;
        const node: Inline = { t: tag, c: frame.children };
        top().children.push(node);
      }
      const used = [...piece.closes, ...piece.opens].reduce(
        (sum, tag) => sum + (tag === 'strong' ? 2 : 1),
        0,
      );
      text(piece.char.repeat(piece.length - used));
      // Outermost first: the innermost tag took the characters nearest the text.
      for (const tag of [...piece.opens].reverse()) stack.push({ tag, children: [] });
    }
  }
  return stack[0]?.children ?? [];
}
