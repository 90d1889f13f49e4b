import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { company } from '../shared/company.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { gotoHydrated } from './support/public-routes.ts';

const browser = useBrowser();

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => window.scrollY === top, y);
}

const navStyle = (page: Page) =>
  page.locator('header.nav-bar').evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, shadow: style.boxShadow };
  });

describe('navigation bar', () => {
  it('is transparent up to 50 px of scroll and white with a shadow from 51 px', async () => {
    const { page, problems } = await newPage(browser(), { viewport: { width: 1280, height: 600 } });
    await gotoHydrated(page, '/services');
    expect(await navStyle(page)).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' });
    await scrollTo(page, 50);
    // Give the scroll event a frame to arrive, then check nothing changed.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    expect(await navStyle(page)).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' });
    await scrollTo(page, 51);
    await expect.poll(() => navStyle(page).then((s) => s.background)).toBe('rgb(255, 255, 255)');
    expect((await navStyle(page)).shadow).not.toBe('none');
    await scrollTo(page, 0);
    await expect.poll(() => navStyle(page).then((s) => s.background)).toBe('rgba(0, 0, 0, 0)');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('collapses into a menu on small screens that closes when a link is chosen', async () => {
    const { page, context } = await newPage(browser(), {
      viewport: { width: 390, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const servicesLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' });
    await expect.poll(() => servicesLink.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => servicesLink.isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await servicesLink.click();
    await page.waitForURL('**/services');
    await expect.poll(() => servicesLink.isVisible()).toBe(false);
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await context.close();
  });

  it('works from the keyboard: skip link, Escape back to the menu button, focus on the new page', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 800 } });
    await gotoHydrated(page, '/');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}:${el.textContent?.trim().slice(0, 20)}`
          : '';
      });
    // The first Tab reaches the skip link, which moves focus to the page's content.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('a:Skip to main content');
    await page.keyboard.press('Enter');
    expect(await focused()).toMatch(/^main#main:/);

    // Open the menu from the keyboard, go into it, then Escape: closed, focus on its button.
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Services' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('a:Services');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focused()).toBe('button:Open menu');

    // Choosing a link with the keyboard lands focus on the new page's content.
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/services');
    await expect.poll(focused).toMatch(/^main#main:/);
    await context.close();
  });

  it('shows every link of the spec on large screens', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/',
      '/services',
      '/ourportfolio',
      '/ourprojects',
      '/technologies',
      '/contact',
      '/about',
    ]);
    await context.close();
  });
});

describe('footer', () => {
  it('links to the spec’s pages from any depth, and to the careers page in a new tab', async () => {
    const { page, context } = await newPage(browser());
    // On a nested path too: a relative href ("graphicsdesign") would land under /projects/ there.
    for (const path of ['/', '/projects/0']) {
      await gotoHydrated(page, path);
      const links = await page
        .getByRole('contentinfo')
        .getByRole('navigation')
        .getByRole('link')
        .evaluateAll((els) =>
          els.map((el) => {
            const a = el as HTMLAnchorElement;
            const internal = a.origin === location.origin;
            return {
              to: internal ? a.pathname : a.href,
              target: a.getAttribute('target'),
              rel: a.getAttribute('rel'),
            };
          }),
        );
      expect(
        links.map((link) => link.to),
        path,
      ).toEqual([
        '/graphicsdesign',
        '/webdevelopment',
        '/digitalmarketing',
        '/appdevelopmemt',
        '/ourpolicy',
        company.careersUrl,
        '/faqs',
        '/about',
        '/contact',
      ]);
      const careers = links.find((link) => link.to === company.careersUrl);
      expect(careers?.to).toMatch(/^https:\/\//);
      expect(careers?.target).toBe('_blank');
      expect(careers?.rel?.split(' ')).toContain('noopener');
      // Only the careers page leaves the site, so only it opens a new tab.
      expect(links.filter((link) => link.target !== null)).toEqual([careers]);
    }
    await context.close();
  });

  it('has a newsletter form with one input: a required e-mail address', async () => {
    const { page, context } = await newPage(browser());
    await gotoHydrated(page, '/');
    const form = page.getByRole('contentinfo').locator('form');
    expect(await form.count()).toBe(1);
    const inputs = await form.locator('input, select, textarea').evaluateAll((els) =>
      els.map((el) => ({
        type: el.getAttribute('type'),
        required: (el as HTMLInputElement).required,
        label: (el as HTMLInputElement).labels?.[0]?.textContent ?? null,
      })),
    );
    expect(inputs).toEqual([{ type: 'email', required: true, label: 'Your e-mail address' }]);
    await context.close();
  });
});

describe('scroll-to-top button', () => {
  it('appears after 100 px of scroll, not at 100 px, and takes the page back to the top', async () => {
    const { page, context } = await newPage(browser(), {
      viewport: { width: 1280, height: 600 },
      reducedMotion: 'reduce',
    });
    await gotoHydrated(page, '/services');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await scrollTo(page, 100);
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    expect(await button.count()).toBe(0);
    await scrollTo(page, 101);
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect.poll(() => button.count()).toBe(0);
    await context.close();
  });
});

describe('routing', () => {
  it('sets the title of every route', async () => {
    const { page, context } = await newPage(browser());
    const expected: [string, string][] = [
      ['/', 'Suryaloom Technologies'],
      ['/services', 'Services | Suryaloom Technologies'],
      ['/login', 'Candidate login | Suryaloom Technologies'],
      ['/no-such-page', 'Page not found | Suryaloom Technologies'],
    ];
    for (const [path, title] of expected) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(title);
    }
    await context.close();
  });

  it('updates the title and scrolls to the top on client-side navigation', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 600 } });
    await gotoHydrated(page, '/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Web Development' })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await page.waitForURL('**/services');
    await expect.poll(() => page.title()).toBe('Services | Suryaloom Technologies');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('hides the navigation bar and footer on /login', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('header.nav-bar').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await context.close();
  });

  it('answers an unknown path with status 404 and a page that leads back home', async () => {
    const { page, context } = await newPage(browser());
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('cursor follower', () => {
  const follower = (page: Page) => page.locator('.cursor-follower');

  it('follows the mouse on a desktop screen', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    await follower(page).waitFor({ state: 'attached' });
    await page.mouse.move(400, 300);
    await expect.poll(() => follower(page).getAttribute('data-visible')).toBe('true');
    await context.close();
  });

  it('never appears on a touch device, below the medium breakpoint, or with reduced motion', async () => {
    for (const options of [
      { viewport: { width: 1024, height: 800 }, isMobile: true, hasTouch: true },
      { viewport: { width: 700, height: 800 } },
      { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' as const },
    ]) {
      const { page, context } = await newPage(browser(), options);
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.mouse.move(400, 300);
      expect(await follower(page).count()).toBe(0);
      await context.close();
    }
  });
});
