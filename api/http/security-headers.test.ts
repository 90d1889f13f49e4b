import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageBootScript } from '../../shared/page-boot-script.ts';
import { securityHeaders } from './security-headers.ts';

describe('the Content-Security-Policy', () => {
  it('allows scripts from the site and the page boot script by its hash, no other inline script', async () => {
    const app = new Hono();
    app.use('*', ...securityHeaders('false'));
    app.get('/', (c) => c.text('ok'));
    const policy = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src '));
    const hash = createHash('sha256').update(pageBootScript).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
