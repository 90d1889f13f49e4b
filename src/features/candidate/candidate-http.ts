import axios, { isAxiosError } from 'axios';
import { errorMessageOf } from '../../../shared/contract/api-error.ts';
import { ServerBusy, type PlaceInLine } from '../../machines/server-busy.ts';

/**
 * The candidate area's HTTP client (axios, as the design card asks): every interview call goes
 * through `http` (relative `/api`, so it works behind any host). Errors are read with
 * `serverMessage` and classified with `isRetryable`; `postKeepalive` is the single exception, for
 * the page-unload path. Public pages never load this module: their two forms (enquiry, newsletter)
 * use the fetch-based `lib/public-site-http.ts`, because axios's 21 kB would break the pages' JS budget.
 */
export const http = axios.create({ baseURL: '/api', timeout: 20_000 });

/** The spec stores the token as JSON; strip the quotes it may carry (spec §7). */
export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token.trim().replace(/^"(.*)"$/, '$1')}` };
}

/** The server's own message in an error response (`{ message }`), if there is one. */
export function serverMessage(error: unknown): string | undefined {
  return (isAxiosError(error) && errorMessageOf(error.response?.data)) || undefined;
}

export function responseStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/**
 * Worth sending again later: no answer at all (offline, timeout, dropped connection), a server
 * error, or "slow down". A 4xx is the server's definite answer and is not retried.
 */
export function isRetryable(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = responseStatus(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/** Retry-After in milliseconds: a number of seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: unknown, now = Date.now()): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * A first start's place in line from a busy answer's body (`{ queue: { place, waitSeconds } }`,
 * issue 42). Read defensively: the page shows these numbers, so anything but a whole place of 1 or
 * more and a wait of 0 or more seconds (or null, no estimate) is no place at all, and the page
 * falls back to its plain "busy" text.
 */
export function placeInLine(body: unknown): PlaceInLine | null {
  const queue: unknown =
    typeof body === 'object' && body !== null && 'queue' in body ? body.queue : null;
  if (typeof queue !== 'object' || queue === null) return null;
  const { place, waitSeconds } = queue as Record<string, unknown>;
  if (typeof place !== 'number' || !Number.isInteger(place) || place < 1) return null;
  if (waitSeconds === null) return { place, waitSeconds: null };
  if (typeof waitSeconds !== 'number' || !Number.isFinite(waitSeconds) || waitSeconds < 0)
    return null;
  return { place, waitSeconds };
}

/**
 * The server's "busy, try again after this wait" (503 or 429 with Retry-After) as a `ServerBusy`,
 * which the machines honour, with the place in line a first start may carry; any other error as
 * it is.
 */
export function asServerBusy(error: unknown): unknown {
  const status = responseStatus(error);
  if (status !== 503 && status !== 429) return error;
  const header: unknown = isAxiosError(error) ? error.response?.headers['retry-after'] : undefined;
  const waitMs = retryAfterMs(header);
  if (waitMs === null) return error;
  const queue = isAxiosError(error) ? placeInLine(error.response?.data) : null;
  return new ServerBusy(serverMessage(error) ?? 'The server is busy.', waitMs, error, queue);
}

/**
 * POSTs JSON with `keepalive`, so the request outlives the page (refresh or close). Axios cannot
 * do this: it would start the request in a later task, after the page is gone.
 */
export function postKeepalive(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Response> {
  return fetch(`/api${path}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
