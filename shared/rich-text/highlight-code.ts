import type { ElementContent, RootContent } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import csharp from 'refractor/csharp';
import css from 'refractor/css';
import java from 'refractor/java';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markup from 'refractor/markup';
import php from 'refractor/php';
import python from 'refractor/python';
import sql from 'refractor/sql';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import type { Block, RichDoc, Token, TokenKind } from './rich-doc.ts';

/**
 * Syntax colours for the languages an IT company tests, by Prism's grammars (refractor gives
 * them as a tree, not HTML: its text becomes our tokens, never markup). Run on the server for a
 * candidate's question and in HR's console; a candidate's page never loads it.
 */
for (const grammar of [bash, csharp, css, java, javascript, json, jsx, markup, php, python, sql]) {
  refractor.register(grammar);
}
refractor.register(typescript);
refractor.register(tsx);

/** A fence's language, as people write it, to Prism's name and the name people read. */
const languages: Record<string, { grammar: string; label: string }> = {};
const names: [string[], string, string][] = [
  [['js', 'javascript', 'mjs', 'cjs', 'node'], 'javascript', 'JavaScript'],
  [['ts', 'typescript'], 'typescript', 'TypeScript'],
  [['jsx'], 'jsx', 'JSX'],
  [['tsx'], 'tsx', 'TSX'],
  [['py', 'python', 'python3'], 'python', 'Python'],
  [['java'], 'java', 'Java'],
  [['cs', 'csharp', 'c#', 'dotnet'], 'csharp', 'C#'],
  [['sql', 'postgres', 'postgresql', 'mysql', 'psql'], 'sql', 'SQL'],
  [['html', 'xml', 'markup', 'svg'], 'markup', 'HTML'],
  [['css'], 'css', 'CSS'],
  [['sh', 'bash', 'shell', 'console', 'zsh', 'terminal'], 'bash', 'Shell'],
  [['php'], 'php', 'PHP'],
  [['json'], 'json', 'JSON'],
];
for (const [aliases, grammar, label] of names)
  for (const alias of aliases) languages[alias] = { grammar, label };

/** The name people read for a fence's language ("JavaScript"), or null if it is not known. */
export function languageLabel(lang: string | null): string | null {
  return lang ? (languages[lang]?.label ?? null) : null;
}

/**
 * Past this many characters a block is shown plain: colouring is a courtesy, and no question
 * should cost the server (or a page) more than its length to show.
 */
export const maxHighlightedChars = 20_000;

/** Prism's token names to our closed set (`tokenKinds`); any other name is plain text. */
const kindOf: Record<string, TokenKind> = {
  keyword: 'keyword',
  important: 'keyword',
  atrule: 'keyword',
  rule: 'keyword',
  boolean: 'number',
  number: 'number',
  constant: 'number',
  string: 'string',
  char: 'string',
  'attr-value': 'string',
  url: 'string',
  'template-string': 'string',
  comment: 'comment',
  prolog: 'comment',
  doctype: 'comment',
  cdata: 'comment',
  function: 'function',
  'class-name': 'type',
  builtin: 'type',
  tag: 'tag',
  selector: 'tag',
  'attr-name': 'attr',
  property: 'attr',
  operator: 'operator',
  entity: 'operator',
  punctuation: 'punctuation',
  variable: 'variable',
  parameter: 'variable',
  regex: 'regex',
};

/**
 * The kind a token's classes name; null for an interpolation (`${a}` in a template string: its
 * code is plain again, not string), undefined when they name none (the enclosing kind holds).
 */
function kindOfClasses(classes: unknown): TokenKind | null | undefined {
  if (!Array.isArray(classes)) return undefined;
  if (classes.includes('interpolation')) return null;
  // The most specific name last: "token punctuation attr-equals" is punctuation.
  for (let i = classes.length - 1; i >= 0; i--) {
    const kind = kindOf[String(classes[i])];
    if (kind) return kind;
  }
  return undefined;
}

/** A code block's lines as coloured tokens (one plain token a line if the language is unknown). */
export function highlightLines(code: string, lang: string | null): Token[][] {
  const language = lang ? languages[lang] : undefined;
  if (!language || code.length > maxHighlightedChars)
    return code.split('\n').map((v) => (v ? [{ v }] : []));
  const lines: Token[][] = [[]];
  const push = (v: string, k: TokenKind | undefined) => {
    const parts = v.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (!part) return;
      const line = lines[lines.length - 1] as Token[];
      const last = line[line.length - 1];
      if (last && last.k === k) last.v += part;
      else line.push(k ? { k, v: part } : { v: part });
    });
  };
  const walk = (nodes: (RootContent | ElementContent)[], kind: TokenKind | undefined) => {
    for (const node of nodes) {
      if (node.type === 'text') push(node.value, kind);
      else if (node.type === 'element') {
        const own = kindOfClasses(node.properties.className);
        walk(node.children, own === null ? undefined : (own ?? kind));
      }
    }
  };
  walk(refractor.highlight(code, language.grammar).children, undefined);
  return lines;
}

/** The document with its code blocks coloured and named (the rest is unchanged). */
export function highlightDoc(doc: RichDoc): RichDoc {
  return doc.map(highlightBlock);
}

function highlightBlock(block: Block): Block {
  if (block.t === 'code') {
    const code = block.lines.map((line) => line.map((token) => token.v).join('')).join('\n');
    return { ...block, label: languageLabel(block.lang), lines: highlightLines(code, block.lang) };
  }
  if (block.t === 'list') return { ...block, items: block.items.map(highlightDoc) };
  return block;
}
