import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { requestLog } from './request-log.ts';

describe('requestLog', () => {
  it('writes one line per request with method, path, status and time', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    const app = new Hono()
      .use('*', requestLog)
      .get('/teapot', (c) => c.text('short and stout', 418));
    await app.request('/teapot?x=1');
    spy.mockRestore();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/teapot 418 \d+\.\dms$/);
  });
});
