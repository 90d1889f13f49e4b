import { cssQuestions } from './demo-bank/css.ts';
import { gitQuestions } from './demo-bank/git.ts';
import { httpQuestions } from './demo-bank/http.ts';
import { javascriptQuestions } from './demo-bank/javascript.ts';
import { nodeQuestions } from './demo-bank/node.ts';
import { pythonQuestions } from './demo-bank/python.ts';
import { reactQuestions } from './demo-bank/react.ts';
import { securityQuestions } from './demo-bank/security.ts';
import { sqlQuestions } from './demo-bank/sql.ts';
import type { SeedQuestion } from './demo-bank/seed-question.ts';

/**
 * The demo bank: questions a Surat IT company asks developers, most about code, in the categories
 * the demo assessments draw from (`demo-assessments.ts`) plus Python and Git.
 */
export const demoMcqBank: SeedQuestion[] = [
  ...javascriptQuestions,
  ...reactQuestions,
  ...cssQuestions,
  ...nodeQuestions,
  ...sqlQuestions,
  ...httpQuestions,
  ...securityQuestions,
  ...pythonQuestions,
  ...gitQuestions,
];

/**
 * The `mcq_questions` row of a demo question. Its `image` is left out: questions have no image
 * table yet (issue 38 adds one), so until the seeder stores pictures a diagram question is seeded
 * with its text only.
 */
export function demoQuestionRow({
  topic,
  difficulty,
  question,
  options,
  correctOptionIndex,
}: SeedQuestion) {
  return { topic, difficulty, question, options, correctOptionIndex };
}
