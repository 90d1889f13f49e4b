import { htmlToMarkdown } from './html-to-markdown.ts';
import { escapeInline, escapeMarkdown } from './markdown-escape.ts';

/** Moodle's text formats a GIFT question may start with (`[markdown]`); null when it names none. */
export type GiftFormat = 'html' | 'markdown' | 'plain' | 'moodle' | null;

const formatPrefix = /^\s*\[(html|markdown|plain|moodle)\]/i;

/** The question's format prefix, and its text without it. */
export function splitFormat(text: string): { format: GiftFormat; text: string } {
  const found = formatPrefix.exec(text);
  if (!found) return { format: null, text };
  return {
    format: (found[1] ?? '').toLowerCase() as GiftFormat,
    text: text.slice(found[0].length),
  };
}

/** A fill-in-the-blank question's blank, as Markdown that shows the underscores. */
export const giftBlank = escapeInline('_____');

/**
 * A question's or an answer's text in our Markdown, by the question's format (Moodle gives the
 * answers the question's format): `[markdown]` as written, `[html]` converted like Moodle XML's
 * HTML, `[plain]` and `[moodle]` escaped so they show as written, and no prefix as written (what
 * the GIFT import always did, and what GIFT files written for this product hold).
 * Throws the line error's message for what cannot be imported from GIFT.
 */
export function giftMarkdown(text: string, format: GiftFormat): string {
  if (format === 'plain' || format === 'moodle') return escapeMarkdown(text);
  if (format !== 'html') return text;
  const converted = htmlToMarkdown(text);
  if (converted.problem) throw new GiftTextProblem(converted.problem);
  if (converted.images.length > 0)
    throw new GiftTextProblem(
      'Images are not imported from GIFT (it cannot hold them): use Moodle XML, which embeds them.',
    );
  return converted.markdown;
}

export class GiftTextProblem extends Error {}
