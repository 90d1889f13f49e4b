import { formatText } from '../../../shared/rich-text/format-question.ts';
import type { FormattedQuestion, RichDoc } from '../../../shared/rich-text/rich-doc.ts';

/** Texts kept formatted: a drive's bank is a few hundred questions of a few options each. */
const maxKept = 5_000;
const kept = new Map<string, RichDoc>();

/**
 * A text as the candidate's page renders it. Parsing and colouring cost a little each (a 40-line
 * block about a millisecond), and the same few hundred texts are served to every candidate of a
 * drive, so each is formatted once and kept (the text is the key: it can never be stale).
 */
function formatted(text: string): RichDoc {
  let doc = kept.get(text);
  if (!doc) {
    doc = formatText(text);
    if (kept.size >= maxKept) {
      const [oldest] = kept.keys();
      if (oldest !== undefined) kept.delete(oldest);
    }
    kept.set(text, doc);
  }
  return doc;
}

/** A question's text and options (in the candidate's order) as their page renders them. */
export function formattedQuestion(question: string, options: readonly string[]): FormattedQuestion {
  return { question: formatted(question), options: options.map(formatted) };
}
