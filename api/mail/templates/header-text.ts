/** Visitor text placed in a header (the subject): one line, so it can never add a header. */
export function oneLine(text: string, max = 200): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);
}
