import { demoMcqBank } from '../../api/db/seed/demo-mcq-bank.ts';
import type { SeedQuestion } from '../../api/db/seed/demo-bank/seed-question.ts';

/** Letters and digits only: what survives any rendering of a text. */
const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The pieces of a question's Markdown a page shows as text, in order: each line, without fence
 * lines (their language may be shown as a label, or not) and without list markers outside code
 * (a list's numbers may be drawn by CSS).
 */
function shownPieces(markdown: string): string[] {
  let inCode = false;
  const pieces: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) {
      inCode = !inCode;
      continue;
    }
    const piece = lettersOf(inCode ? line : line.replace(/^\s*(?:[-*]|\d+\.)\s+/, ''));
    if (piece) pieces.push(piece);
  }
  return pieces;
}

function showsAllOf(shown: string, pieces: string[]): boolean {
  let from = 0;
  for (const piece of pieces) {
    const at = shown.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/**
 * The demo question whose formatted text a page shows (`textContent` of the question), whatever
 * the renderer adds around it (code labels, list numbers) or drops (Markdown marks, spacing): the
 * one whose every line appears, in order; the fullest such when several do.
 */
export function demoQuestionShown(text: string): SeedQuestion | undefined {
  const shown = lettersOf(text);
  return demoMcqBank
    .map((entry) => ({ entry, pieces: shownPieces(entry.question) }))
    .filter(({ pieces }) => showsAllOf(shown, pieces))
    .sort((a, b) => b.pieces.join('').length - a.pieces.join('').length)[0]?.entry;
}
