import { expect } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { staffAccounts } from '../db/schema/staff.ts';
import { parseCsv } from '../lib/csv.ts';
import { hashPassword } from '../lib/password.ts';
import type { StaffRole } from '../../shared/contract/hr.ts';

export const staffPassword = 'staff-password-123';

/**
 * A staff account straight in the database. Hashed with the light parameters so a test file does
 * not spend a second per account; verification reads the parameters from the hash either way.
 */
export async function createStaffAccount(
  database: Database,
  email: string,
  role: StaffRole = 'admin',
  extra: Partial<typeof staffAccounts.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(staffAccounts)
    .values({
      email,
      name: `Staff ${email}`,
      role,
      passwordHash: await hashPassword(staffPassword, 'generated'),
      createdAt: new Date('2026-11-01T00:00:00Z'),
      ...extra,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export interface HrResponse {
  status: number;
  // The API's JSON, as the test reads it; each test asserts the shape it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  /** The body's bytes (a file the API served). */
  bytes: Uint8Array;
  headers: Headers;
}

/**
 * A browser of the HR console over `app.request()`: keeps the session cookie and the CSRF token
 * like the console does, and sends the same-origin headers a browser sends.
 */
export function hrClient(app: App, options: { origin?: string | null; ip?: string } = {}) {
  let cookie: string | undefined;
  let csrf: string | undefined;
  const origin = options.origin === undefined ? 'http://localhost' : options.origin;

  async function send(
    method: string,
    path: string,
    body?: unknown,
    init: { contentType?: string; headers?: Record<string, string>; csrf?: string | null } = {},
  ): Promise<HrResponse> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', options.ip ?? '198.51.100.20');
    if (origin && !headers.has('origin') && method !== 'GET') headers.set('origin', origin);
    if (cookie) headers.set('cookie', cookie);
    const token = init.csrf === undefined ? csrf : init.csrf;
    if (token) headers.set('x-csrf-token', token);
    let payload: string | Uint8Array<ArrayBuffer> | undefined;
    if (body !== undefined) {
      // Text and bytes (a file) go as they are; anything else as JSON.
      payload =
        typeof body === 'string'
          ? body
          : body instanceof Uint8Array
            ? new Uint8Array(body)
            : JSON.stringify(body);
      headers.set('content-type', init.contentType ?? 'application/json');
    }
    const res = await app.request(`http://localhost${path}`, { method, headers, body: payload });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie?.startsWith('hr_session=')) {
      const value = setCookie.split(';')[0] ?? '';
      cookie = value === 'hr_session=' ? undefined : value;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = undefined;
    if ((res.headers.get('content-type') ?? '').includes('application/json'))
      parsed = JSON.parse(text);
    const result = { status: res.status, body: parsed, text, bytes, headers: res.headers };
    if (result.status === 200 && parsed && typeof parsed === 'object' && 'csrfToken' in parsed)
      csrf = (parsed as { csrfToken: string }).csrfToken;
    return result;
  }

  return {
    send,
    get: (path: string, headers?: Record<string, string>) =>
      send('GET', path, undefined, { headers }),
    post: (path: string, body?: unknown, init?: Parameters<typeof send>[3]) =>
      send('POST', path, body ?? {}, init),
    put: (path: string, body: unknown) => send('PUT', path, body),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string, body?: unknown) => send('DELETE', path, body),
    signIn: (email: string, password = staffPassword) =>
      send('POST', '/api/hr/session', { email, password }),
    /** Signs in and fails the test when that does not work. */
    async as(email: string, password = staffPassword) {
      const res = await send('POST', '/api/hr/session', { email, password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.text}`);
      return res;
    },
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    get csrf() {
      return csrf;
    },
  };
}

/**
 * The CSV file `hr` downloads from `path`, failing the test unless it comes as a CSV attachment
 * named `fileName` whose header line is `header`: its text, and the fields of each later line.
 */
export async function downloadCsv(
  hr: ReturnType<typeof hrClient>,
  path: string,
  /** `header`: the file's first line exactly as written, e.g. `email,name`. */
  expected: { fileName: string; header: string },
) {
  const res = await hr.get(path);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(
    `attachment; filename="${expected.fileName}"`,
  );
  expect(res.text.slice(0, res.text.indexOf('\r\n'))).toBe(expected.header);
  const [, ...rows] = parseCsv(res.text).map((r) => r.fields);
  return { text: res.text, rows };
}
