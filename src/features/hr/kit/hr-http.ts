import axios, { isAxiosError } from 'axios';
import { errorMessageOf } from '../../../../shared/contract/api-error.ts';
import type { Page } from '../../../../shared/contract/hr.ts';

/**
 * The HR console's one HTTP client (axios, as the design card asks). The session is an HttpOnly
 * cookie the browser sends by itself (same origin); every state change also carries the session's
 * CSRF token in `X-CSRF-Token` (docs/hr-api.md), which the sign-in and session answers hand over
 * and `setCsrfToken` keeps in memory only (never in storage a script of another tab could read
 * later). A 401 on any call but the session's own means the session ended (idle or absolute
 * expiry, signed out elsewhere): `onSessionEnded` listeners show the sign-in form again.
 */
export const hrHttp = axios.create({ baseURL: '/api/hr', timeout: 60_000, withCredentials: true });

let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

const safeMethods = new Set(['get', 'head', 'options']);

hrHttp.interceptors.request.use((config) => {
  const method = (config.method ?? 'get').toLowerCase();
  if (!safeMethods.has(method) && csrfToken) config.headers.set('X-CSRF-Token', csrfToken);
  return config;
});

const sessionEndedListeners = new Set<() => void>();

/** Called when a call answers 401 (the session is over); returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

hrHttp.interceptors.response.use(undefined, (error: unknown) => {
  const isSessionCall = isAxiosError(error) && error.config?.url === '/session';
  if (hrStatus(error) === 401 && !isSessionCall) {
    for (const listener of sessionEndedListeners) listener();
  }
  return Promise.reject(error);
});

export function hrStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** What to tell the person: the server's own message, or what went wrong on the way. */
export function hrErrorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    const message = errorMessageOf(error.response?.data);
    if (message) return message;
    if (!error.response)
      return 'The server could not be reached. Check the connection and try again.';
    return `The server answered ${error.response.status}. Please try again.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Query parameters without the empty ones (an empty filter is no filter). */
export function queryOf(params: Record<string, string | number | undefined | null>) {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
}

/** Where a page of a list starts and how long it is. */
export interface PageQuery {
  offset: number;
  limit: number;
}

/**
 * One page of a console list (`GET /api/hr/<path>` with its filters, order, offset and limit):
 * how every list the server pages is fetched (docs/hr-api.md, "Lists").
 */
export async function getPage<T>(path: string, query: object): Promise<Page<T>> {
  const params = queryOf(query as Record<string, string | number | undefined | null>);
  return (await hrHttp.get<Page<T>>(path, { params })).data;
}

/**
 * The address of a server export (`/api/hr/<path>`) with the list's query, empty values left out:
 * a plain link, so the browser downloads the file with the session cookie.
 */
export function exportHref(path: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams(queryOf(params) as Record<string, string>).toString();
  return `/api/hr/${path}${search ? `?${search}` : ''}`;
}
