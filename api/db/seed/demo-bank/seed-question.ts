import type { Difficulty } from '../../../../shared/contract/hr.ts';

/**
 * A question of the demo bank. `question` and `options` are the safe Markdown subset questions are
 * written in (inline code, fenced code with a language, bold, italic, lists, line breaks).
 */
export interface SeedQuestion {
  topic: string;
  difficulty: Difficulty;
  question: string;
  options: string[];
  correctOptionIndex: number;
  /**
   * A diagram shown under the question: a PNG in `api/db/seed/diagrams/` (named neutrally, never
   * after the answer), with alt text full enough to answer from.
   */
  image?: { file: string; alt: string };
}
