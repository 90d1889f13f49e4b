import type { App } from '../app.ts';
import { testPassword } from './candidates.ts';

/** A small typed client over `app.request()` for the interview API, as a candidate's browser calls it. */
export function interviewClient(app: App, clientIp = '198.51.100.10') {
  const json = async (res: Response) => ({
    status: res.status,
    body: await res.json(),
    headers: res.headers,
  });
  const send = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', clientIp);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('content-type', 'application/json');
    return Promise.resolve(app.request(path, { ...init, headers })).then(json);
  };
  return {
    login: (oneTimeId: string, password = testPassword) =>
      send('/api/interview/one-time-login', {
        method: 'POST',
        body: JSON.stringify({ oneTimeId, password }),
      }),
    async token(oneTimeId: string): Promise<string> {
      const res = await this.login(oneTimeId);
      if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
      return res.body.accessToken as string;
    },
    start: (token?: string) => send('/api/interview/test/start', { token }),
    next: (token: string, currentQuestionIndex: number, selectedOptionIndex: number | null) =>
      send('/api/interview/test/submit-and-next', {
        method: 'POST',
        token,
        body: JSON.stringify({ currentQuestionIndex, selectedOptionIndex }),
      }),
    submit: (token: string, body: Record<string, unknown>) =>
      send('/api/interview/test/auto-submit', {
        method: 'POST',
        token,
        body: JSON.stringify(body),
      }),
    result: (token: string) => send('/api/interview/test/result', { token }),
  };
}
