import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/a11y.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { gotoEnquiryForm } from './support/enquiry-form.ts';
import { gotoHydrated, publicRoutes } from './support/public-routes.ts';

/** Pages a visitor can reach that are not in the sitemap: the 404 pages and the e-mailed link. */
const otherPages = [
  { path: '/no/such/page', heading: 'Page not found' },
  { path: '/projects/42', heading: 'Project not found!' },
  { path: '/newsletter/unsubscribe?token=x', heading: 'Unsubscribe from our newsletter' },
];

const browser = useBrowser();

const violations = axeViolations;

describe('accessibility (axe-core, WCAG 2.0/2.1/2.2 A and AA)', () => {
  // One test per route and width, on one page per width: a route's failure names it, and each
  // test's time is one route's, not twenty-two (a single loop over every route outgrew the test
  // timeout on a loaded two-core machine).
  describe.each([
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
    { name: 'phone', viewport: { width: 390, height: 800 } },
  ])('on every public route ($name)', ({ viewport }) => {
    let page: Page;
    beforeAll(async () => {
      // The site's CSP forbids inline scripts; the test context bypasses it to inject axe.
      ({ page } = await newPage(browser(), { bypassCSP: true, viewport }));
    });
    afterAll(() => page.context().close());

    it.each([...publicRoutes, ...otherPages])('finds no violation on $path', async (route) => {
      await gotoHydrated(page, route.path);
      // The page itself, not an empty shell or another page's heading.
      await page.getByRole('heading', { level: 1, name: route.heading, exact: true }).waitFor();
      expect(await violations(page)).toEqual([]);
    });
  });

  it('finds no violation with the mobile menu open, the carousel live and a FAQ answer open', async () => {
    const { page, context } = await newPage(browser(), {
      bypassCSP: true,
      viewport: { width: 390, height: 800 },
    });
    await gotoHydrated(page, '/');
    await page.locator('.team-carousel').scrollIntoViewIfNeeded();
    await page.locator('.swiper-initialized').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await violations(page)).toEqual([]);
    await gotoHydrated(page, '/faqs');
    await page.locator('summary').first().click();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

interface RingStyle {
  outlineStyle: string;
  outlineWidth: string;
  boxShadow: string;
}

interface FocusStop {
  label: string;
  tag: string;
  /** The ring styles of the element and of each ancestor up to <body>. */
  chain: RingStyle[];
}

/**
 * Runs in the page. 'focused': records the focused element and returns its styles (null when
 * focus has left the page); 'resting': blurs, and returns the styles of every recorded element.
 */
function focusStops(phase: 'focused' | 'resting'): FocusStop[] | null {
  const w = window as unknown as { focusStops?: Element[] };
  const describe = (el: Element): FocusStop => {
    const chain: RingStyle[] = [];
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const { outlineStyle, outlineWidth, boxShadow } = style;
      chain.push({ outlineStyle, outlineWidth, boxShadow });
    }
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
    const tag = el.tagName.toLowerCase();
    return { label: `${tag}.${el.className} "${name}"`, tag, chain };
  };
  if (phase === 'focused') {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    (w.focusStops ??= []).push(el);
    return [describe(el)];
  }
  (document.activeElement as HTMLElement | null)?.blur();
  const stops = w.focusStops ?? [];
  delete w.focusStops;
  return stops.map(describe);
}

/** What draws a ring: an outline (style not none, width above 0) and/or a box-shadow. */
const ringOf = (style: RingStyle | undefined) =>
  [
    style && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
      ? `outline ${style.outlineStyle} ${style.outlineWidth}`
      : '',
    style && style.boxShadow !== 'none' ? style.boxShadow : '',
  ]
    .filter(Boolean)
    .join(' + ');

/**
 * Tabs through the page from the top until focus leaves it. Returns the stops that show no
 * focus indicator — a ring on the element, or on a container drawing it (a portfolio card),
 * that is not there at rest — and the kinds of element reached, so no page passes by reaching
 * nothing.
 */
async function tabThrough(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const focused: FocusStop[] = [];
  for (let stop = 0; stop < 120; stop++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(focusStops, 'focused' as const);
    if (!found) break;
    focused.push(...found);
  }
  const resting = (await page.evaluate(focusStops, 'resting' as const)) ?? [];
  const missing = focused
    .filter(
      (stop, i) =>
        !stop.chain.some((style, depth) => {
          const ring = ringOf(style);
          return ring !== '' && ring !== ringOf(resting[i]?.chain[depth]);
        }),
    )
    .map((stop) => stop.label);
  return { missing, reached: [...new Set(focused.map((stop) => stop.tag))] };
}

describe('keyboard focus', () => {
  it('shows where focus is on every link, button and field of a page (WCAG 2.4.7)', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    const report: Record<string, string[]> = {};
    for (const path of ['/', '/ourportfolio', '/contact', '/faqs']) {
      if (path === '/contact') await gotoEnquiryForm(page);
      else await gotoHydrated(page, path);
      if (path === '/') {
        // Let the carousel go live first (its hand-over is the next test's subject).
        await page.locator('.team-carousel').scrollIntoViewIfNeeded();
        await page.locator('.swiper-initialized').waitFor();
      }
      const { missing, reached } = await tabThrough(page);
      expect(reached, path).toEqual(expect.arrayContaining(['a', 'button']));
      if (missing.length > 0) report[path] = missing;
    }
    expect(report).toEqual({});
    await context.close();
  });

  it('stays in the team carousel when the live carousel replaces the prerendered row', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, '/');
    expect(await page.locator('.swiper-initialized').count()).toBe(0);
    await page.getByRole('link', { name: 'Get Started' }).focus();
    await page.keyboard.press('Tab');
    // Focus reaches the row, which brings the carousel into view and Swiper in.
    await page.locator('.swiper-initialized').waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement;
          return Boolean(el?.closest('.team-carousel') && el.matches(':focus-visible'));
        }),
      )
      .toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Previous');
    await context.close();
  });
});
