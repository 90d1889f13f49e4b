import { isAxiosError } from 'axios';
import type {
  ImportAnswer,
  ImportProgress,
  ImportProgressLine,
} from '../../../../shared/contract/hr.ts';
import { hrHttp } from './hr-http.ts';
import { readJsonLines, streamText } from './json-lines.ts';

/**
 * The two file imports (candidates, questions) share one contract (docs/hr-api.md, "Imports"):
 * the file is the body; `dryRun=1` checks it and creates nothing; a real import is all or
 * nothing. An import refused for its line errors (422) is an outcome to show, not a failure.
 */
export interface ImportOutcome<T> {
  /** 200 checked (dry run), 201 created, 422 refused for line errors. */
  status: number;
  answer: ImportAnswer<T>;
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

function asOutcome<T>(error: unknown): ImportOutcome<T> {
  if (isAxiosError(error) && error.response?.status === 422) {
    return { status: 422, answer: error.response.data as ImportAnswer<T> };
  }
  throw error;
}

export async function checkOrImport<T>(
  path: string,
  file: string,
  params: Record<string, string>,
): Promise<ImportOutcome<T>> {
  try {
    const response = await hrHttp.post<ImportAnswer<T>>(path, file, {
      params,
      headers: { 'Content-Type': 'text/plain' },
      // A campus drive's file takes a while to hash and save: no client-side time limit.
      timeout: 0,
    });
    return { status: response.status, answer: response.data };
  } catch (error) {
    return asOutcome(error);
  }
}

type Line<T> = ImportProgressLine<T>;
type ResultLine<T> = Extract<Line<T>, { type: 'result' }>;

/**
 * The same import, answered as a stream of JSON lines (`Accept: application/x-ndjson`): progress
 * lines while it works, then the result. The fetch adapter hands axios's answer over as a stream.
 */
export async function importWithProgress<T>(
  path: string,
  file: string,
  params: Record<string, string>,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportOutcome<T>> {
  let result: ResultLine<T> | undefined;
  try {
    const response = await hrHttp.post<ReadableStream<Uint8Array>>(path, file, {
      params,
      headers: { 'Content-Type': 'text/plain', Accept: 'application/x-ndjson' },
      adapter: 'fetch',
      responseType: 'stream',
      timeout: 0,
    });
    await readJsonLines(response.data, (line) => {
      const typed = line as Line<T>;
      if (typed.type === 'progress') onProgress(typed);
      else if (typed.type === 'result') result = typed;
    });
  } catch (error) {
    // Refused before the work started (401, 403, 413...): its JSON body came as a stream.
    if (isAxiosError(error) && error.response?.data instanceof ReadableStream) {
      error.response.data = parsedOrText(await streamText(error.response.data));
    }
    return asOutcome(error);
  }
  if (!result)
    throw new Error('The import ended without an answer. Check the list before trying again.');
  const { status, created, errors } = result;
  return { status, answer: { created, errors } };
}
