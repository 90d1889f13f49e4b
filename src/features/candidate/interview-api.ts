import {
  testDeviceHeader,
  type AutoSubmit,
  type Presence,
  type SubmitAndNext,
} from '../../../shared/contract/interview.ts';
import type {
  AttemptClosedResponse,
  AttemptResult,
  CandidateProgress,
  LoginResponse,
  QuestionState,
  TestTakenOverResponse,
} from '../../../shared/contract/interview-responses.ts';
import type { OneTimeLogin } from '../../../shared/contract/one-time-login.ts';
import type { TestStep } from '../../machines/interview-types.ts';
import { bearer, http, postKeepalive, responseStatus } from './candidate-http.ts';

/** The interview API as the candidate area calls it (spec §7). */

export async function oneTimeLogin(body: OneTimeLogin): Promise<LoginResponse> {
  return (await http.post<LoginResponse>('/interview/one-time-login', body)).data;
}

/** The headers of a test call: the login, and the window it comes from (null: not named). */
function testHeaders(token: string, deviceId: string | null): Record<string, string> {
  return { ...bearer(token), ...(deviceId ? { [testDeviceHeader]: deviceId } : {}) };
}

/**
 * A question to answer; or, when the attempt is already closed (409), its result (and whether
 * the answer sent was kept for HR); or, when another window took the test over (409), that.
 */
async function testStep(request: Promise<{ data: QuestionState }>): Promise<TestStep> {
  try {
    const { data } = await request;
    if (!data || data.success !== true) throw new Error('Invalid response data');
    return { kind: 'question', state: data, receivedAt: Date.now() };
  } catch (error) {
    const body = (error as { response?: { data?: AttemptClosedResponse | TestTakenOverResponse } })
      .response?.data;
    if (responseStatus(error) === 409 && body && 'takenOver' in body) return { kind: 'taken-over' };
    if (responseStatus(error) === 409 && body && 'submitted' in body)
      return { kind: 'submitted', result: body.data, kept: body.kept ?? false };
    throw error;
  }
}

export function startTest(token: string, deviceId: string | null): Promise<TestStep> {
  return testStep(
    http.get<QuestionState>('/interview/test/start', { headers: testHeaders(token, deviceId) }),
  );
}

export function submitAndNext(
  token: string,
  body: SubmitAndNext,
  deviceId: string | null,
): Promise<TestStep> {
  return testStep(
    http.post<QuestionState>('/interview/test/submit-and-next', body, {
      headers: testHeaders(token, deviceId),
    }),
  );
}

/** The final submit: its result, or "taken over" for a window that no longer drives the test. */
export async function finalSubmit(
  token: string,
  body: AutoSubmit,
  deviceId: string | null,
): Promise<TestStep> {
  try {
    const { data } = await http.post<{ data: AttemptResult }>('/interview/test/auto-submit', body, {
      headers: testHeaders(token, deviceId),
    });
    return { kind: 'submitted', result: data.data, kept: false };
  } catch (error) {
    const body = (error as { response?: { data?: TestTakenOverResponse } }).response?.data;
    if (responseStatus(error) === 409 && body?.takenOver) return { kind: 'taken-over' };
    throw error;
  }
}

/**
 * The test page is there (and what it saw since it last said): how HR's live board knows a
 * candidate is still connected, and learns of the offline periods. Resolves when the server has it.
 */
export async function reportPresence(
  token: string,
  body: Presence,
  deviceId: string | null,
): Promise<void> {
  await http.post('/interview/test/presence', body, { headers: testHeaders(token, deviceId) });
}

/** The final submit from a page that is unloading (refresh or close): fire and forget. */
export function finalSubmitOnUnload(token: string, body: AutoSubmit, deviceId: string): void {
  postKeepalive('/interview/test/auto-submit', body, testHeaders(token, deviceId)).catch(() => {
    // Replayed from the outbox on the next page load or login.
  });
}

export async function fetchResult(token: string): Promise<AttemptResult> {
  const { data } = await http.get<{ data: AttemptResult }>('/interview/test/result', {
    headers: bearer(token),
  });
  return data.data;
}

/** Where the candidate stands in each round (so no finished round is offered again). */
export async function fetchProgress(token: string): Promise<CandidateProgress> {
  const { data } = await http.get<{ data: CandidateProgress }>('/interview/status', {
    headers: bearer(token),
  });
  return data.data;
}

/** `POST /api/interview/privacy-notice`: the candidate read the notice of `version` (issue 40). */
export async function acknowledgeNotice(token: string, version: string): Promise<void> {
  await http.post('/interview/privacy-notice', { version }, { headers: bearer(token) });
}
