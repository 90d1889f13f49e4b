/**
 * Formatted text of a question or an option: the safe Markdown subset questions are written in
 * (`parse-markdown.ts`), as a tree of plain data. Nothing in it is HTML: every string is text,
 * rendered as text (React escapes it), so no markup from a question or an import ever reaches a
 * page. The server sends this tree to candidates (already highlighted), so their page carries a
 * small renderer and no parser or highlighter.
 */

/** Text inside a paragraph or a list item. */
export type Inline =
  | { t: 'text'; v: string }
  | { t: 'code'; v: string }
  | { t: 'strong'; c: Inline[] }
  | { t: 'em'; c: Inline[] }
  | { t: 'br' };

/**
 * The token kinds code is coloured by (a closed set: each has a colour in both schemes, checked
 * for contrast against the block's background). Anything else a highlighter names is plain.
 */
export const tokenKinds = [
  'keyword',
  'string',
  'comment',
  'number',
  'function',
  'type',
  'tag',
  'attr',
  'operator',
  'punctuation',
  'variable',
  'regex',
] as const;
export type TokenKind = (typeof tokenKinds)[number];

/** A run of code: plain (`k` absent) or of one kind. */
export interface Token {
  k?: TokenKind;
  v: string;
}

export type Block =
  | { t: 'p'; c: Inline[] }
  | {
      t: 'code';
      /** The fence's language as written (lower case), or null. */
      lang: string | null;
      /** Its name for people and screen readers ("JavaScript"), or null when unknown. */
      label: string | null;
      /** The code, one entry per line (tokens when highlighted, else one plain token). */
      lines: Token[][];
    }
  | { t: 'list'; ordered: boolean; start: number; items: Block[][] };

export type RichDoc = Block[];

/**
 * A question as the candidate's page renders it: its text and options, formatted. Sent beside the
 * plain `question` and `options` of the contract, which stay the Markdown as written.
 */
export interface FormattedQuestion {
  question: RichDoc;
  options: RichDoc[];
}

/**
 * A question's picture as a candidate receives it: inside the question's own answer (a `data:`
 * address, so nothing else is fetched and no name or address can hint at the answer), with its
 * size so the page keeps its place while it decodes.
 */
export interface QuestionPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}
