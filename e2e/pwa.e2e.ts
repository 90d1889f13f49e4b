import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, launchPersistent } from './support/browser.ts';
import { chartCodeMarker, hrCodeMarker } from './support/hr-console.ts';

describe('progressive web app', () => {
  it('serves a manifest with names, colours and the 192, 512 and maskable icons', async () => {
    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Suryaloom Technologies',
      short_name: 'Suryaloom',
      display: 'standalone',
      start_url: '/',
      theme_color: '#0b3d91',
      background_color: '#ffffff',
    });
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose?: string }) => `${icon.sizes}:${icon.purpose ?? 'any'}`,
    );
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
    );
    for (const icon of manifest.icons) {
      expect((await fetch(`${baseUrl()}${icon.src}`)).headers.get('content-type')).toBe(
        'image/png',
      );
    }
  });

  it('is installable: Chromium reports no installability error', async () => {
    const { context, close } = await launchPersistent();
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await close();
  });

  it('reloads the home page while offline after a first visit, and never caches the API', async () => {
    const { context, close } = await launchPersistent();
    const page = await context.newPage();
    await page.goto('/');
    // Ready = installed and activated, i.e. the precache is complete.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'We build the software your business runs on',
    );
    await page.goto('/services');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Services');
    const apiWhileOffline = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiWhileOffline).toBe('failed');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/services.html');
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
    // The HR console is for staff online: a visitor's device never fetches its code.
    const consoleCode = cached.filter((url) => {
      if (!url.endsWith('.js')) return false;
      const code = readFileSync(path.join('dist/client', url), 'utf8');
      // The console's own code, and the chart library only its cohort view loads.
      return code.includes(hrCodeMarker) || code.includes(chartCodeMarker);
    });
    expect(consoleCode).toEqual([]);
    expect(cached.some((url) => url.startsWith('/assets/hr/'))).toBe(false);
    await close();
  });
});
