import type { App } from '../app.ts';
import { testPassword } from './candidates.ts';

/**
 * A small typed client over `app.request()` for the interview API, as a candidate's browser calls
 * it. Its login acknowledges the privacy notice in force, as a candidate does on the rule page
 * before a first start (the server refuses one otherwise); `acknowledgeNotice: false` leaves it
 * unread, for the tests of that refusal.
 */
export function interviewClient(
  app: App,
  clientIp = '198.51.100.10',
  { acknowledgeNotice: readsNotice = true }: { acknowledgeNotice?: boolean } = {},
) {
  const json = async (res: Response) => ({
    status: res.status,
    body: await res.json(),
    headers: res.headers,
  });
  const send = (path: string, init: RequestInit & { token?: string; device?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', clientIp);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.device) headers.set('x-test-device', init.device);
    if (init.body) headers.set('content-type', 'application/json');
    return Promise.resolve(app.request(path, { ...init, headers })).then(json);
  };
  const acknowledgeNotice = (token: string, version: string) =>
    send('/api/interview/privacy-notice', {
      method: 'POST',
      token,
      body: JSON.stringify({ version }),
    });
  return {
    async login(oneTimeId: string, password = testPassword) {
      const res = await send('/api/interview/one-time-login', {
        method: 'POST',
        body: JSON.stringify({ oneTimeId, password }),
      });
      if (res.status === 200 && readsNotice) {
        const ack = await acknowledgeNotice(
          res.body.accessToken as string,
          res.body.data.progress.notice.version as string,
        );
        if (ack.status !== 200)
          throw new Error(`notice not acknowledged: ${JSON.stringify(ack.body)}`);
      }
      return res;
    },
    /** `POST /api/interview/privacy-notice`: the candidate read notice `version`. */
    acknowledgeNotice,
    async token(oneTimeId: string): Promise<string> {
      const res = await this.login(oneTimeId);
      if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
      return res.body.accessToken as string;
    },
    /** `device`: the browser window the call comes from (X-Test-Device), when the test names one. */
    start: (token?: string, device?: string) =>
      send('/api/interview/test/start', { token, device }),
    next: (
      token: string,
      currentQuestionIndex: number,
      selectedOptionIndex: number | null,
      extra: { device?: string; givenAfterMs?: number; givenAt?: number } = {},
    ) =>
      send('/api/interview/test/submit-and-next', {
        method: 'POST',
        token,
        device: extra.device,
        body: JSON.stringify({
          currentQuestionIndex,
          selectedOptionIndex,
          ...(extra.givenAfterMs === undefined ? {} : { givenAfterMs: extra.givenAfterMs }),
          ...(extra.givenAt === undefined ? {} : { givenAt: extra.givenAt }),
        }),
      }),
    submit: (token: string, body: Record<string, unknown>, device?: string) =>
      send('/api/interview/test/auto-submit', {
        method: 'POST',
        token,
        device,
        body: JSON.stringify(body),
      }),
    /** The test page's "still here" (`POST /test/presence`), with what it saw since it last said. */
    presence: (token: string, body: Record<string, unknown> = {}, device?: string) =>
      send('/api/interview/test/presence', {
        method: 'POST',
        token,
        device,
        body: JSON.stringify(body),
      }),
    result: (token: string) => send('/api/interview/test/result', { token }),
    status: (token: string) => send('/api/interview/status', { token }),
    logout: (token: string) => send('/api/interview/logout', { method: 'POST', token }),
    startPractical: (token: string) =>
      send('/api/interview/test/practical', {
        method: 'POST',
        token,
        body: JSON.stringify({ practical_start_time: '2026-11-23 13:30:00' }),
      }),
    logTime: (token: string) =>
      send('/api/interview/log-time', {
        method: 'POST',
        token,
        body: JSON.stringify({ practical_log_time: '2026-11-23 13:31:00' }),
      }),
  };
}

/**
 * The practical round's upload as the page sends it (multipart, with the candidate's token):
 * `file` as the `zipFile` part named `name` (none: no file part at all), then `fields`.
 */
export function sendPracticalUpload(
  app: App,
  token: string,
  file: Blob | null,
  fields: Record<string, string> = {},
  name = 'solution.zip',
) {
  const form = new FormData();
  if (file) form.append('zipFile', file, name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return app.request('/api/interview/upload-practical-test-zip', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}
