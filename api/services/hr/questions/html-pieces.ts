import { DomUtils, ElementType, type parseDocument } from 'htmlparser2';
import { backtickFence } from './markdown-escape.ts';

/** The pieces of HTML `htmlToMarkdown` reads, and how each kind of element is written. */

export type Node = ReturnType<typeof parseDocument>['children'][number];
export type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
type Text = Extract<Node, { type: typeof ElementType.Text }>;

// An element (scripts and styles are elements of their own type) or a run of text.
export const isElement = (node: Node): node is Element => ElementType.isTag(node);
export const isText = (node: Node): node is Text => node.type === ElementType.Text;

// Whose content is never text a person was meant to read.
export const dropped = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'object',
]);
export const blocks = new Set([
  'p', 'div', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'caption',
  'figure', 'figcaption', 'dl', 'dt', 'dd', 'hr', 'address', 'center', 'details', 'summary',
  'form', 'fieldset', 'body', 'html',
]); // prettier-ignore
export const strongTags = new Set(['strong', 'b']);
export const emTags = new Set(['em', 'i']);
export const codeTags = new Set(['code', 'tt', 'kbd', 'samp']);

/** Every text under `node`, without recursion, scripts and styles left out. */
export function plainText(node: Node): string {
  const out: string[] = [];
  const stack: Node[] = [node];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (isText(next)) out.push(next.data);
    else if (isElement(next) && !dropped.has(next.name)) {
      if (next.name === 'br') out.push('\n');
      for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i] as Node);
    }
  }
  return out.join('');
}

// Outside `<pre>` a browser shows any run of spaces, tabs and line ends as one space. Editors
// write `&nbsp;` where a person typed a second space or ended a line: kept, it would be an
// invisible difference to searches and near-copy checks, so it is a space too.
export const collapse = (text: string) => text.replace(/[ \t\n\r\f\u00a0]+/g, ' ');

/** `**text**` around the inline Markdown, its edge spaces kept outside (or none if blank). */
export function wrap(inner: string, mark: string): string {
  const core = inner.trim();
  if (core === '') return inner;
  const lead = inner.length - inner.trimStart().length;
  const trail = inner.length - inner.trimEnd().length;
  return `${inner.slice(0, lead)}${mark}${core}${mark}${inner.slice(inner.length - trail)}`;
}

export function inlineCode(text: string): string {
  const code = collapse(text).trim();
  if (code === '') return '';
  const fence = backtickFence(code, 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** The language a `<pre>` or its `<code>` names in its class (`language-js`, `lang-js`). */
function languageOf(pre: Element): string {
  const code = pre.children.find((c): c is Element => isElement(c) && c.name === 'code');
  for (const el of [pre, code]) {
    const found = /(?:^|\s)(?:language|lang)-([A-Za-z0-9+#-]{1,30})(?:\s|$)/.exec(
      (el && DomUtils.getAttributeValue(el, 'class')) ?? '',
    );
    if (found?.[1]) return found[1].toLowerCase();
  }
  return '';
}

export function fencedBlock(pre: Element): string {
  // HTML drops one line end right after `<pre>`; trailing line ends are not part of the code.
  // A `&nbsp;` in code is an editor's doing, and would break the code when copied: a space.
  const code = plainText(pre)
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/^\n/, '')
    .trimEnd();
  if (code.trim() === '') return '';
  const fence = backtickFence(code, 3);
  return `${fence}${languageOf(pre)}\n${code}\n${fence}`;
}
