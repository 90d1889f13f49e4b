import { demoAdmin } from './hr-console.ts';

/** A signed-in staff member's calls to the HR API (session cookie and CSRF header sent). */
export interface StaffSession {
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

/** Signs in through `POST /api/hr/session`, as the demo admin unless told otherwise. */
export async function staffSession(baseUrl: string, account = demoAdmin): Promise<StaffSession> {
  const signIn = await fetch(`${baseUrl}/api/hr/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  return {
    // A file (bytes) goes as it is; anything else as JSON.
    send: (method, path, body) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          cookie,
          'x-csrf-token': csrfToken,
          ...(body === undefined
            ? {}
            : {
                'content-type':
                  body instanceof Uint8Array ? 'application/octet-stream' : 'application/json',
              }),
        },
        body:
          body === undefined
            ? undefined
            : body instanceof Uint8Array
              ? new Uint8Array(body)
              : JSON.stringify(body),
      }),
  };
}
