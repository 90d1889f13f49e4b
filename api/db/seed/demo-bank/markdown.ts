/**
 * Writing helpers for the demo bank's Markdown, so a snippet reads as code in the source: `fence`
 * takes the code as a template literal starting and ending on its own lines.
 */

/** A fenced code block in `lang` (the leading and trailing newline of `code` dropped). */
export function fence(lang: string, code: string): string {
  return `\`\`\`${lang}\n${code.replace(/^\n/, '').replace(/\n$/, '')}\n\`\`\``;
}

/** Blocks (paragraphs, fences, lists) one after another, a blank line between them. */
export function md(...blocks: string[]): string {
  return blocks.join('\n\n');
}
