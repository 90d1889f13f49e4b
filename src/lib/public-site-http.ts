/**
 * How the public site calls the API: `fetch` with JSON, small enough for every public page (the
 * footer's newsletter form is on all of them). Calls go to the same origin, `/api/...`. The
 * candidate area uses `features/candidate/candidate-http.ts` (axios) instead; see there why there
 * are two. Both read an error's message with the contract's `errorMessageOf`.
 */
import { errorMessageOf } from '../../shared/contract/api-error.ts';

/** No answer at all: offline, server unreachable, or no response in time. */
export class ApiUnreachableError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'ApiUnreachableError';
  }
}

export interface ApiResponse {
  status: number;
  /** The JSON body, or null when the answer was not JSON (e.g. a proxy's error page). */
  body: Record<string, unknown> | null;
  /** Seconds from a Retry-After header, when present. */
  retryAfterSeconds: number | null;
}

/** An answer's `message`, when it has a usable one. */
export const messageOf = (response: ApiResponse): string | null => errorMessageOf(response.body);

const defaultTimeoutMs = 20_000;

export async function postJson(
  path: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ApiResponse> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
    });
  } catch (error) {
    throw new ApiUnreachableError(error);
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Not JSON (a gateway's HTML error page): the caller falls back to its own message.
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    status: response.status,
    body:
      typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}
