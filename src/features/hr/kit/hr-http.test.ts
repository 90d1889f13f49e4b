import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { exportHref, hrErrorMessage, hrHttp, onSessionEnded, setCsrfToken } from './hr-http.ts';

/** An adapter that answers `status` and hands back the headers the request carried. */
function answering(status: number): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = {
      data: status < 400 ? { headers: config.headers.toJSON() } : { message: 'Refused here.' },
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
}

afterEach(() => setCsrfToken(null));

describe('the HR console HTTP client', () => {
  it('sends the CSRF token on state changes only', async () => {
    setCsrfToken('token-1');
    const post = await hrHttp.post('/candidates', {}, { adapter: answering(200) });
    expect(post.data.headers['X-CSRF-Token']).toBe('token-1');
    const get = await hrHttp.get('/candidates', { adapter: answering(200) });
    expect(get.data.headers['X-CSRF-Token']).toBeUndefined();
  });

  it('reports a 401 as the end of the session, except from the session call itself', async () => {
    let ended = 0;
    const stop = onSessionEnded(() => (ended += 1));
    await expect(hrHttp.get('/candidates', { adapter: answering(401) })).rejects.toThrow();
    expect(ended).toBe(1);
    await expect(hrHttp.get('/session', { adapter: answering(401) })).rejects.toThrow();
    expect(ended).toBe(1);
    await expect(hrHttp.get('/candidates', { adapter: answering(403) })).rejects.toThrow();
    expect(ended).toBe(1);
    stop();
  });

  it("tells the person the server's own message", async () => {
    const error = await hrHttp.get('/staff', { adapter: answering(403) }).catch((e: unknown) => e);
    expect(hrErrorMessage(error)).toBe('Refused here.');
  });

  it("writes an export link with the list's query, leaving out empty values", () => {
    expect(
      exportHref('staff/export.csv', { q: 'asha & co', role: '', status: 'active', sort: 'name' }),
    ).toBe('/api/hr/staff/export.csv?q=asha+%26+co&status=active&sort=name');
    expect(exportHref('audit/export.csv', { action: '', sort: undefined })).toBe(
      '/api/hr/audit/export.csv',
    );
  });
});
