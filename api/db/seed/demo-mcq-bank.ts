import { readFile } from 'node:fs/promises';
import type { Db } from '../database.ts';
import { mcqQuestions } from '../schema/question-bank.ts';
import { checkImageFile } from '../../domain/image-file.ts';
import { storeQuestionImage } from '../question-image-store.ts';
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

/** Where the demo diagrams are: beside this file, or beside the built server (copied there). */
const diagramsFolder = new URL('./diagrams/', import.meta.url);

/**
 * Puts the demo bank in `db`: each question with its difficulty and, for the few with a diagram,
 * the picture stored as HR's uploads are (checked by its bytes, kept by its content).
 */
export async function insertDemoBank(db: Db): Promise<void> {
  const rows = [];
  for (const { topic, difficulty, question, options, correctOptionIndex, image } of demoMcqBank) {
    let picture = {};
    if (image) {
      const data = await readFile(new URL(image.file, diagramsFolder));
      const checked = checkImageFile(data);
      if ('error' in checked) throw new Error(`${image.file}: ${checked.error}`);
      const stored = await storeQuestionImage(db, data, checked);
      picture = { imageId: stored.id, imageAlt: image.alt };
    }
    rows.push({ topic, difficulty, question, options, correctOptionIndex, ...picture });
  }
  await db.insert(mcqQuestions).values(rows);
}
