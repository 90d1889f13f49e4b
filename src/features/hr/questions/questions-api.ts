import type {
  CategoryCount,
  Difficulty,
  ImportedQuestion,
  Page,
  QuestionImportFormat,
  QuestionView,
} from '../../../../shared/contract/hr.ts';
import type { UploadedQuestionImage } from '../../../../shared/contract/hr-question-images.ts';
import { exportHref, hrHttp, queryOf } from '../kit/hr-http.ts';
import { checkOrImport } from '../kit/import-api.ts';

/** The question bank's part of the HR API (docs/hr-api.md, "Question bank"). */

export type QuestionSortKey = 'createdAt' | 'category' | 'difficulty';
export type QuestionStatusFilter = 'active' | 'retired' | 'all';

export interface QuestionQuery {
  q: string;
  category: string;
  difficulty: Difficulty | '';
  status: QuestionStatusFilter;
  sort: QuestionSortKey;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export type QuestionList = Page<QuestionView> & { categories: CategoryCount[] };

export async function listQuestions(query: QuestionQuery): Promise<QuestionList> {
  return (await hrHttp.get<QuestionList>('/questions', { params: queryOf({ ...query }) })).data;
}

export interface QuestionFields {
  category: string;
  difficulty: Difficulty;
  question: string;
  options: string[];
  correctOptionIndex: number;
  /** The picture under the question (uploaded first), or null for none. */
  image: { id: string; alt: string } | null;
  reason?: string;
}

export async function createQuestion(fields: QuestionFields): Promise<QuestionView> {
  return (await hrHttp.post<{ question: QuestionView }>('/questions', fields)).data.question;
}

/** An edit; `newVersion` says the question had been used, so the edit made a new version. */
export async function updateQuestion(
  id: string,
  fields: QuestionFields & { reason: string },
): Promise<{ question: QuestionView; newVersion: boolean }> {
  return (
    await hrHttp.put<{ question: QuestionView; newVersion: boolean }>(`/questions/${id}`, fields)
  ).data;
}

/** A question with every version of it, newest first (the details view). */
export async function getQuestionVersions(
  id: string,
): Promise<{ question: QuestionView; versions: QuestionView[] }> {
  return (
    await hrHttp.get<{ question: QuestionView; versions: QuestionView[] }>(`/questions/${id}`)
  ).data;
}

/**
 * Uploads a picture for a question: the file's bytes are the body (the server checks what they
 * are, whatever the type says); `onProgress` hears the fraction sent, 0 to 1.
 */
export async function uploadQuestionImage(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<UploadedQuestionImage> {
  const response = await hrHttp.post<{ image: UploadedQuestionImage }>('/questions/images', file, {
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  return response.data.image;
}

export async function setQuestionRetired(
  id: string,
  retired: boolean,
  reason: string,
): Promise<QuestionView> {
  const action = retired ? 'retire' : 'restore';
  return (await hrHttp.post<{ question: QuestionView }>(`/questions/${id}/${action}`, { reason }))
    .data.question;
}

export interface QuestionImportOptions {
  format: QuestionImportFormat;
  /** The defaults for formats that carry none (Aiken; GIFT without $CATEGORY). */
  category: string;
  difficulty: Difficulty;
  /** Why, for the audit log (optional). */
  reason: string;
}

function importParams(options: QuestionImportOptions, dryRun: boolean): Record<string, string> {
  return {
    format: options.format,
    ...(options.category.trim() && { category: options.category.trim() }),
    difficulty: options.difficulty,
    ...(options.reason.trim() && { reason: options.reason.trim() }),
    ...(dryRun && { dryRun: '1' }),
  };
}

export function previewQuestionImport(text: string, options: QuestionImportOptions) {
  return checkOrImport<ImportedQuestion>('/questions/import', text, importParams(options, true));
}

export function importQuestions(text: string, options: QuestionImportOptions) {
  return checkOrImport<ImportedQuestion>('/questions/import', text, importParams(options, false));
}

/**
 * The questions the list shows (its search, category, difficulty and status; current versions)
 * as a file in one of the import formats.
 */
export function questionsExportHref(
  format: QuestionImportFormat,
  {
    q,
    category,
    difficulty,
    status,
  }: Pick<QuestionQuery, 'q' | 'category' | 'difficulty' | 'status'>,
): string {
  return exportHref('questions/export', { format, q, category, difficulty, status });
}
