import type { Db } from '../../../db/database.ts';
import { mcqQuestions } from '../../../db/schema/question-bank.ts';
import type {
  ImportedQuestion,
  QuestionImportFormat,
  QuestionView,
} from '../../../../shared/contract/hr.ts';
import { recordAuditMany, type Actor } from '../audit.ts';
import { parseAiken, toAiken } from './aiken.ts';
import { parseGift, toGift } from './gift.ts';
import { parseMoodleXml } from './moodle-xml.ts';
import { toMoodleXml, type ReadImage } from './moodle-xml-export.ts';
import type { ImportDefaults, ParseResult, ParsedQuestion } from './parsed-question.ts';
import { parseQuestionCsv, toQuestionCsv } from './question-csv.ts';
import { withNearCopies } from './near-copies.ts';
import { checkImportedImages, storeImportedImages } from './import-images.ts';
import type { CheckedImage } from '../../../domain/image-file.ts';

const parsers: Record<
  QuestionImportFormat,
  (text: string, defaults: ImportDefaults) => Promise<ParseResult>
> = {
  aiken: parseAiken,
  gift: parseGift,
  moodle: parseMoodleXml,
  csv: parseQuestionCsv,
};

/**
 * A question as the import's answer shows it: its image (once checked) as a `data:` address to
 * preview, never its bytes as JSON numbers. The file holds at most 2 MB, so the answer does too.
 */
function shown(q: ParsedQuestion, checked: CheckedImage | undefined): ImportedQuestion {
  const { image, ...rest } = q;
  if (!image || !checked) return rest;
  const src = `data:${checked.mime};base64,${image.data.toString('base64')}`;
  return { ...rest, image: { alt: image.alt, src, width: checked.width, height: checked.height } };
}

export type QuestionImportOutcome = {
  kind: 'preview' | 'refused' | 'created';
  dryRun?: boolean;
  created: ImportedQuestion[];
  errors: { line: number; message: string }[];
};

/**
 * Rows per insert: six bind parameters each, far below PostgreSQL's 65,535 per statement, and
 * small enough that building one statement (Drizzle's work, on the event loop) takes a few
 * milliseconds; as many as the candidate import's.
 */
export const questionsPerInsert = 200;

/**
 * Imports questions, all or nothing: any line error creates nothing; `dryRun` only checks and
 * previews. Created questions are version 1 of new families, one audit row each, inserted in
 * statements of `questionsPerInsert` rows in one transaction.
 */
export async function importQuestions(
  db: Db,
  actor: Actor,
  format: QuestionImportFormat,
  text: string,
  options: ImportDefaults & { dryRun: boolean; reason?: string },
  now: Date,
): Promise<QuestionImportOutcome> {
  const { questions, errors } = await parsers[format](text, options);
  const images = checkImportedImages(questions, errors);
  if (questions.length === 0 && errors.length === 0)
    errors.push({ line: 1, message: 'The file holds no questions.' });
  errors.sort((a, b) => a.line - b.line);
  if (options.dryRun)
    return {
      kind: 'preview',
      dryRun: true,
      created: await withNearCopies(
        db,
        questions.map((q) => shown(q, images.get(q))),
      ),
      errors,
    };
  if (errors.length > 0) return { kind: 'refused', created: [], errors };
  const created = await db.transaction(async (tx) => {
    const named = await storeImportedImages(tx, questions, images);
    const rows: { id: string; familyId: string }[] = [];
    for (let i = 0; i < questions.length; i += questionsPerInsert) {
      const batch = questions.slice(i, i + questionsPerInsert).map((q) => ({
        topic: q.category,
        difficulty: q.difficulty,
        question: q.question,
        options: q.options,
        correctOptionIndex: q.correctOptionIndex,
        ...named.get(q),
        createdAt: now,
      }));
      rows.push(
        ...(await tx
          .insert(mcqQuestions)
          .values(batch)
          .returning({ id: mcqQuestions.id, familyId: mcqQuestions.familyId })),
      );
    }
    await recordAuditMany(
      tx,
      actor,
      now,
      rows.map((row, i) => {
        const q = questions[i];
        // The image by its content's id, as the question's row names it.
        const imageId = q && named.get(q)?.imageId;
        return {
          action: 'question.imported',
          entityType: 'question',
          entityId: row.familyId,
          reason: options.reason,
          after: { id: row.id, format, line: q?.line, question: q?.question, imageId },
        };
      }),
    );
    return questions.map((q, i) => ({ ...shown(q, images.get(q)), id: rows[i]?.id }));
  });
  return { kind: 'created', created, errors: [] };
}

export const exportTypes: Record<QuestionImportFormat, { type: string; extension: string }> = {
  aiken: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  gift: { type: 'text/plain; charset=utf-8', extension: 'gift.txt' },
  moodle: { type: 'application/xml; charset=utf-8', extension: 'moodle.xml' },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
};

/**
 * The questions written in `format`, the same formats the import reads; `readImage` gives the
 * bytes of a question's image (Moodle XML embeds them; the other formats carry no images).
 */
export async function exportQuestions(
  format: QuestionImportFormat,
  questions: QuestionView[],
  readImage: ReadImage,
): Promise<string> {
  if (format === 'aiken') return toAiken(questions);
  if (format === 'gift') return toGift(questions);
  if (format === 'moodle') return toMoodleXml(questions, readImage);
  return toQuestionCsv(questions);
}
