/**
 * Whether two questions are near copies: the same words whatever their case, spacing, punctuation
 * or order ("What is a closure in JavaScript?" and "what is a closure in javascript" and "In
 * JavaScript, what is a closure?"). HR re-importing a file, or pasting a question already in the
 * bank with a changed comma, is what this catches; a question that asks something else with
 * similar words is not a copy and is not flagged. A signature, so a file of 5,000 questions is
 * compared with the bank through one Map, not question by question.
 */
export function questionSignature(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}
