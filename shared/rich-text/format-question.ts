import { highlightDoc } from './highlight-code.ts';
import { parseMarkdown } from './parse-markdown.ts';
import type { FormattedQuestion, RichDoc } from './rich-doc.ts';

/** Markdown as it is shown: parsed, its code coloured. The one path every page's text takes. */
export function formatText(markdown: string): RichDoc {
  return highlightDoc(parseMarkdown(markdown));
}

/** A question's text and options as they are shown. */
export function formatQuestion(question: string, options: readonly string[]): FormattedQuestion {
  return { question: formatText(question), options: options.map(formatText) };
}
