import type { AutoSubmit, SubmitAndNext } from '../../../shared/contract/interview.ts';
import type {
  AttemptClosedResponse,
  AttemptResult,
  LoginResponse,
  QuestionState,
} from '../../../shared/contract/interview-responses.ts';
import type { OneTimeLogin } from '../../../shared/contract/one-time-login.ts';
import { bearer, http, postKeepalive, responseStatus } from './candidate-http.ts';

/** The interview API as the candidate area calls it (spec §7). */

export async function oneTimeLogin(body: OneTimeLogin): Promise<LoginResponse> {
  return (await http.post<LoginResponse>('/interview/one-time-login', body)).data;
}

/** A question to answer, or — when the attempt is already closed (409) — its result. */
export type TestStep =
  { kind: 'question'; state: QuestionState } | { kind: 'submitted'; result: AttemptResult };

async function testStep(request: Promise<{ data: QuestionState }>): Promise<TestStep> {
  try {
    const { data } = await request;
    if (!data || data.success !== true) throw new Error('Invalid response data');
    return { kind: 'question', state: data };
  } catch (error) {
    const body = (error as { response?: { data?: AttemptClosedResponse } }).response?.data;
    if (responseStatus(error) === 409 && body?.submitted)
      return { kind: 'submitted', result: body.data };
    throw error;
  }
}

export function startTest(token: string): Promise<TestStep> {
  return testStep(http.get<QuestionState>('/interview/test/start', { headers: bearer(token) }));
}

export function submitAndNext(token: string, body: SubmitAndNext): Promise<TestStep> {
  return testStep(
    http.post<QuestionState>('/interview/test/submit-and-next', body, { headers: bearer(token) }),
  );
}

export async function finalSubmit(token: string, body: AutoSubmit): Promise<AttemptResult> {
  const { data } = await http.post<{ data: AttemptResult }>('/interview/test/auto-submit', body, {
    headers: bearer(token),
  });
  return data.data;
}

/** The final submit from a page that is unloading (refresh or close): fire and forget. */
export function finalSubmitOnUnload(token: string, body: AutoSubmit): void {
  postKeepalive('/interview/test/auto-submit', body, bearer(token)).catch(() => {
    // Replayed from the outbox on the next page load or login.
  });
}

export async function fetchResult(token: string): Promise<AttemptResult> {
  const { data } = await http.get<{ data: AttemptResult }>('/interview/test/result', {
    headers: bearer(token),
  });
  return data.data;
}
