import type { ReactNode } from 'react';
import type { Block, Inline, RichDoc, Token } from '../../shared/rich-text/rich-doc.ts';
import './rich-text.css';

/**
 * Formatted text (`RichDoc`) as React elements: every string a text node, so nothing in a question
 * can become markup. The same component shows a question in the candidate's test, HR's editor
 * preview, the "try it" preview and the attempt report.
 *
 * `phrasing` is for places that may hold only phrasing content (an option's `<label>`): the same
 * look from spans, with the list roles kept for screen readers.
 */
export function RichText({
  doc,
  phrasing = false,
  className,
}: {
  doc: RichDoc;
  phrasing?: boolean;
  className?: string;
}) {
  const Tag = phrasing ? 'span' : 'div';
  return (
    <Tag className={`rich-text${className ? ` ${className}` : ''}`}>{blocks(doc, phrasing)}</Tag>
  );
}

function blocks(doc: RichDoc, phrasing: boolean): ReactNode[] {
  return doc.map((block, index) => <BlockView key={index} block={block} phrasing={phrasing} />);
}

function BlockView({ block, phrasing }: { block: Block; phrasing: boolean }) {
  if (block.t === 'p') {
    const P = phrasing ? 'span' : 'p';
    return <P className="rich-text__p">{inlines(block.c)}</P>;
  }
  if (block.t === 'code') return <CodeBlock block={block} phrasing={phrasing} />;
  const items = block.items.map((item, index) =>
    phrasing ? (
      <span key={index} role="listitem" className="rich-text__li">
        {blocks(item, true)}
      </span>
    ) : (
      <li key={index}>{blocks(item, false)}</li>
    ),
  );
  const kind = block.ordered ? 'rich-text__ol' : 'rich-text__ul';
  if (phrasing)
    return (
      <span role="list" className={`rich-text__list ${kind}`}>
        {items}
      </span>
    );
  return block.ordered ? (
    <ol className={kind} start={block.start === 1 ? undefined : block.start}>
      {items}
    </ol>
  ) : (
    <ul className={kind}>{items}</ul>
  );
}

/**
 * A code block: its language written over it (what a screen reader hears first, as the figure's
 * caption), the code in monospace with its indentation, scrolling sideways inside its own box.
 * The box takes focus so a keyboard can scroll it too.
 */
function CodeBlock({
  block,
  phrasing,
}: {
  block: Extract<Block, { t: 'code' }>;
  phrasing: boolean;
}) {
  const code = (
    <code className="rich-text__code">
      {block.lines.map((line, index) => (
        <span key={index}>
          {index > 0 && '\n'}
          {line.map(token)}
        </span>
      ))}
    </code>
  );
  const caption = block.label ? `${block.label} code` : 'Code';
  if (phrasing)
    return (
      <span className="rich-text__figure">
        <span className="rich-text__caption">{caption}</span>
        <span className="rich-text__pre">{code}</span>
      </span>
    );
  return (
    <figure className="rich-text__figure">
      <figcaption className="rich-text__caption">{caption}</figcaption>
      {/* A scrollable box must be reachable by keyboard (WCAG 2.1.1): it takes focus. */}
      <pre className="rich-text__pre" tabIndex={0}>
        {code}
      </pre>
    </figure>
  );
}

function token(t: Token, index: number) {
  return t.k ? (
    <span key={index} className={`tok tok--${t.k}`}>
      {t.v}
    </span>
  ) : (
    t.v
  );
}

function inlines(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.t) {
      case 'text':
        return node.v;
      case 'code':
        return (
          <code key={index} className="rich-text__inline-code">
            {node.v}
          </code>
        );
      case 'strong':
        return <strong key={index}>{inlines(node.c)}</strong>;
      case 'em':
        return <em key={index}>{inlines(node.c)}</em>;
      case 'br':
        return <br key={index} />;
    }
  });
}
