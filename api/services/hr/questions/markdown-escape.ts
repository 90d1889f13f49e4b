/**
 * Plain text written into the Markdown subset questions are held in (shared/rich-text): the
 * characters that subset would read as formatting get a backslash, so the text shows as it is.
 */

/** Inline marks: emphasis (`*`, `_`), code (`` ` ``) and the escape character itself. */
export const escapeInline = (text: string): string => text.replace(/[\\`*_]/g, '\\$&');

// What opens a block at the start of a line: a list item (`-`, `+`, `*`, `1.`, `1)`) followed by
// a space or the end of the line, or a `~~~` fence (a backtick fence is already escaped inline).
const blockOpener = /^([-+*]|\d{1,9}[.)])(?=[ \t]|$)|^~~~/;

/** A line whose start would open a list or a fence gets that start escaped. */
export function escapeLineStart(line: string): string {
  const found = blockOpener.exec(line);
  if (!found) return line;
  const mark = found[1];
  // `1.` → `1\.`; `-` → `\-`; `~~~` → `\~~~`.
  if (mark && /\d/.test(mark)) return `${mark.slice(0, -1)}\\${line.slice(mark.length - 1)}`;
  return `\\${line}`;
}

/** Plain text (one or more lines) as Markdown that shows exactly that text. */
export const escapeMarkdown = (text: string): string =>
  text
    .split('\n')
    .map((line) => {
      const indent = line.length - line.trimStart().length;
      return line.slice(0, indent) + escapeLineStart(escapeInline(line.slice(indent)));
    })
    .join('\n');

/** The shortest run of backticks longer than any run inside `text` (at least `min`). */
export function backtickFence(text: string, min: number): string {
  let longest = 0;
  let run = 0;
  for (const ch of text) {
    run = ch === '`' ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return '`'.repeat(Math.max(min, longest + 1));
}
