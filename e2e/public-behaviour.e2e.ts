import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AboutMedia } from '../src/components/about-media.tsx';
import { services } from '../src/content/services.ts';
import { team } from '../src/content/team.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { gotoHydrated } from './support/public-routes.ts';

const browser = useBrowser();

/**
 * Pauses the page's fake clock a moment ahead (pausing must move forward; a busy machine can take
 * a few hundred milliseconds between reading the time and pausing).
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}

/**
 * Opens the home page on a paused fake clock, then scrolls the carousel into view so Swiper loads
 * and starts its autoplay timer on that clock.
 */
async function homeWithLiveCarousel(options: BrowserContextOptions = {}) {
  const opened = await newPage(browser(), { viewport: { width: 1024, height: 800 }, ...options });
  const { page } = opened;
  await page.clock.install();
  await gotoHydrated(page, '/');
  await pauseClock(page);
  await page.locator('.team-carousel').scrollIntoViewIfNeeded();
  // Loading and starting Swiper needs a few timer ticks: step the clock a frame at a time until
  // the carousel is live, so its 3 s autoplay delay starts at most one frame early.
  const ready = page.locator('.swiper-initialized ~ .team-carousel__controls button:enabled');
  for (let frame = 0; (await ready.count()) === 0; frame++) {
    if (frame > 300) throw new Error('the carousel did not start');
    await page.clock.runFor(16);
  }
  return opened;
}

/** Waits (in real time) for the 800 ms CSS slide transition: Swiper times the next slide from its end. */
const transitionDone = (page: Page) =>
  page.waitForFunction(() => {
    const el = document.querySelector('.team-carousel .swiper') as
      (Element & { swiper?: { animating: boolean } }) | null;
    return el?.swiper?.animating === false;
  });

const activeMember = (page: Page) => page.locator('.swiper-slide-active h3').textContent();

describe('team carousel', () => {
  it('advances on its own every 3 seconds and loops past the last member', async () => {
    const { page, context, problems } = await homeWithLiveCarousel();
    expect(await activeMember(page)).toBe(team[0]?.name);
    // The transition's duration as Swiper sets it on each move (read then, not after the fact: on
    // a busy machine the 0.8 s can be over before the test looks).
    await page.evaluate(() => {
      const wrapper = document.querySelector<HTMLElement>('.team-carousel .swiper-wrapper');
      const seen: string[] = [];
      (window as unknown as { transitionDurations: string[] }).transitionDurations = seen;
      if (!wrapper) return;
      new MutationObserver(() => seen.push(getComputedStyle(wrapper).transitionDuration)).observe(
        wrapper,
        { attributes: true, attributeFilter: ['style'] },
      );
    });
    await page.clock.runFor(2900);
    expect(await activeMember(page)).toBe(team[0]?.name);
    for (let step = 1; step <= team.length; step++) {
      await page.clock.runFor(3000);
      await expect.poll(() => activeMember(page)).toBe(team[step % team.length]?.name);
      if (step === 1) {
        // The wrapper moved with the spec's 0.8 s transition.
        expect(
          await page.evaluate(
            () => (window as unknown as { transitionDurations: string[] }).transitionDurations,
          ),
        ).toContain('0.8s');
      }
      await transitionDone(page);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stops when paused and goes on when played again; the buttons move it too', async () => {
    const { page, context } = await homeWithLiveCarousel();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(7000);
    expect(await activeMember(page)).toBe(team[0]?.name);
    await page.getByRole('button', { name: 'Next team member' }).click();
    await expect.poll(() => activeMember(page)).toBe(team[1]?.name);
    await transitionDone(page);
    await page.getByRole('button', { name: 'Previous team member' }).click();
    await expect.poll(() => activeMember(page)).toBe(team[0]?.name);
    await transitionDone(page);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(3100);
    await expect.poll(() => activeMember(page)).toBe(team[1]?.name);
    await context.close();
  });

  it.each([
    { width: 639, perView: 1 },
    { width: 640, perView: 2 },
  ])('shows $perView slide(s) at $width px', async ({ width, perView }) => {
    const { page, context } = await newPage(browser(), { viewport: { width, height: 900 } });
    await gotoHydrated(page, '/');
    const slideShare = () =>
      page.evaluate(() => {
        const viewport = document.querySelector('.team-carousel__static, .team-carousel .swiper');
        const slide = document.querySelector('.team-carousel__slide, .swiper-slide-active');
        if (!viewport || !slide) return 0;
        return (viewport.clientWidth + 24) / (slide.getBoundingClientRect().width + 24);
      });
    // The prerendered row and the live carousel show the same number of slides.
    expect(Math.round(await slideShare())).toBe(perView);
    await page.locator('.team-carousel').scrollIntoViewIfNeeded();
    await page.locator('.swiper-initialized').waitFor();
    expect(Math.round(await slideShare())).toBe(perView);
    await context.close();
  });
});

describe('counters', () => {
  const figures = (page: Page) =>
    page.locator('.stat-counter__value').evaluateAll((els) => els.map((el) => el.textContent));

  it('count up over 8 seconds once in view and end at 157, 30+ and 180+', async () => {
    const { page, context } = await newPage(browser());
    await page.clock.install();
    await gotoHydrated(page, '/');
    await pauseClock(page);
    await page.locator('.stat-counters').scrollIntoViewIfNeeded();
    await page.clock.runFor(16);
    // Counting has started from zero (a frame in, the first figure is still in single digits).
    await expect
      .poll(async () => Number.parseInt((await figures(page))[0] ?? '', 10))
      .toBeLessThan(10);
    await page.clock.runFor(4000);
    const midway = (await figures(page)).map((f) => Number.parseInt(f ?? '', 10));
    expect(midway[0]).toBeGreaterThan(0);
    expect(midway[0]).toBeLessThan(157);
    // Still counting 7.3 s in (the animation lasts 8 s, not less)...
    await page.clock.runFor(3300);
    expect(Number.parseInt((await figures(page))[0] ?? '', 10)).toBeLessThan(157);
    // ...and done by 8 s (it started when the counters came into view, a frame or two after
    // the clock paused: run past the 8 s mark to be sure).
    await page.clock.runFor(900);
    await expect.poll(() => figures(page)).toEqual(['157', '30+', '180+']);
    await context.close();
  });
});

describe('FAQ accordion', () => {
  it('keeps one question open at a time and closes the open one on a second click', async () => {
    const { page, context } = await newPage(browser());
    await gotoHydrated(page, '/faqs');
    const items = page.locator('details.faq-item');
    const openCount = () => page.locator('details.faq-item[open]').count();
    expect(await openCount()).toBe(0);
    await items.nth(0).locator('summary').click();
    expect(await items.nth(0).getAttribute('open')).toBe('');
    // A question in another group: still only one open.
    const otherGroup = page.locator('.faq-accordion__group').nth(2).locator('summary').first();
    await otherGroup.click();
    expect(await openCount()).toBe(1);
    expect(await items.nth(0).getAttribute('open')).toBeNull();
    await otherGroup.click();
    expect(await openCount()).toBe(0);
    // Keyboard: focus a question and press Enter, then Space to close.
    await items.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await openCount()).toBe(1);
    await page.keyboard.press('Space');
    expect(await openCount()).toBe(0);
    await context.close();
  });
});

describe('portfolio tabs', () => {
  it('default to web development and switch by click and by arrow keys', async () => {
    const { page, context } = await newPage(browser());
    await gotoHydrated(page, '/ourportfolio');
    const web = page.getByRole('tab', { name: 'Web Development' });
    const app = page.getByRole('tab', { name: 'App Development' });
    expect(await web.getAttribute('aria-selected')).toBe('true');
    expect(
      await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().textContent(),
    ).toContain('Tapi Textiles B2B Portal');
    await app.click();
    expect(await app.getAttribute('aria-selected')).toBe('true');
    expect(
      await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().textContent(),
    ).toContain('Navrang Foods Ordering App');
    await page.keyboard.press('ArrowRight');
    expect(await web.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Web Development');
    const cardLink = page.getByRole('tabpanel').getByRole('link').first();
    expect(await cardLink.getAttribute('target')).toBe('_blank');
    expect(await cardLink.getAttribute('rel')).toContain('noopener');
    const tags = await page
      .getByRole('tabpanel')
      .locator('.tag-list')
      .evaluateAll((lists) => lists.map((l) => l.children.length));
    expect(Math.max(...tags)).toBeLessThanOrEqual(2);
    await context.close();
  });
});

describe('projects', () => {
  it('shows /projects/0 with its features, information, external link and a way back', async () => {
    const { page, context } = await newPage(browser());
    await gotoHydrated(page, '/ourprojects');
    await page.getByRole('link', { name: 'Learn More about PeoplePulse HRMS' }).click();
    await page.waitForURL('**/projects/0');
    // The router renders the new page in a transition: the URL can change a moment before the
    // heading does, so wait for the project's own heading rather than reading whatever h1 is there.
    await page
      .getByRole('heading', { level: 1, name: 'PeoplePulse HRMS', exact: true })
      .waitFor({ timeout: 5000 });
    for (const heading of ['Key Features', 'Additional Information', 'More screens'])
      await page.getByRole('heading', { name: heading }).waitFor();
    const external = page.getByRole('link', { name: /Learn More about PeoplePulse HRMS/ });
    expect(await external.getAttribute('target')).toBe('_blank');
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await page.waitForURL((url) => url.pathname === '/ourprojects');
    await context.close();
  });

  it('answers an unknown id with "Project not found!" and status 404', async () => {
    const { page, context, problems } = await newPage(browser());
    for (const id of ['9', '42', 'abc']) {
      const response = await gotoHydrated(page, `/projects/${id}`);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Project not found!',
      );
      expect(await page.title()).toBe('Project not found | Suryaloom Technologies');
    }
    // A 404 response is logged by Chromium as a failed resource: that is the point here.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});

describe('links visitors follow', () => {
  /** Clicks a link and waits for the page it leads to (its own h1, not the old page's). */
  async function follow(page: Page, link: Locator, path: string, heading: string) {
    await link.click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  }

  it('Read More on /services leads to the seven service pages, in the spec’s order', async () => {
    const { page, context, problems } = await newPage(browser());
    await gotoHydrated(page, '/services');
    const readMore = page.getByRole('main').getByRole('link', { name: /^Read More/ });
    // In the content's order, which src/content/content-counts.test.ts pins to the spec's.
    expect(
      await readMore.evaluateAll((els) => els.map((el) => (el as HTMLAnchorElement).pathname)),
    ).toEqual(services.map((service) => service.path));
    for (const [index, service] of services.entries()) {
      await gotoHydrated(page, '/services');
      await follow(page, readMore.nth(index), service.path, service.title);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    { from: '/', scope: 'main', name: 'Get Started', to: '/contact', heading: 'Contact Us' },
    { from: '/about', scope: 'main', name: 'Contact Us', to: '/contact', heading: 'Contact Us' },
    {
      from: '/projects/0',
      scope: 'main',
      name: 'Back to Projects',
      to: '/ourprojects',
      heading: 'Our Projects',
    },
    {
      from: '/webdevelopment',
      scope: 'breadcrumb',
      name: 'Services',
      to: '/services',
      heading: 'Our Services',
    },
    {
      from: '/uiuxdesign',
      scope: 'breadcrumb',
      name: 'Services',
      to: '/services',
      heading: 'Our Services',
    },
  ])('$name on $from ($scope) goes to $to', async ({ from, scope, name, to, heading }) => {
    const { page, context } = await newPage(browser());
    await gotoHydrated(page, from);
    const region =
      scope === 'main'
        ? page.getByRole('main')
        : page.getByRole('navigation', { name: 'Breadcrumb' });
    await follow(page, region.getByRole('link', { name, exact: true }), to, heading);
    await context.close();
  });
});

describe('About media flag', () => {
  it('plays a muted, looping video when the flag is off (the built site)', async () => {
    const { page, context } = await newPage(browser());
    await gotoHydrated(page, '/about');
    const video = page.locator('.about-media video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop })),
    ).toEqual({ muted: true, loop: true });
    expect(await page.locator('img.about-media').count()).toBe(0);
    await page.getByRole('button', { name: 'Pause video' }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await context.close();
  });

  it('shows the still image instead when the flag is set', async () => {
    const { page, context } = await newPage(browser());
    await gotoHydrated(page, '/about');
    // The About page's media component, rendered with the flag set, in place of the video.
    const markup = renderToStaticMarkup(createElement(AboutMedia, { showImage: true }));
    await page.locator('.about-media').evaluate((el, html) => (el.outerHTML = html), markup);
    const image = page.locator('img.about-media');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.getAttribute('alt')).toMatch(/Surat office/);
    expect(await page.locator('.about-media video').count()).toBe(0);
    expect(renderToStaticMarkup(createElement(AboutMedia, { showImage: false }))).toContain(
      '<video',
    );
    await context.close();
  });
});

describe('reduced motion', () => {
  const reduced = { reducedMotion: 'reduce' as const };

  it('stops the carousel autoplay', async () => {
    const { page, context } = await homeWithLiveCarousel(reduced);
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
    await page.clock.runFor(10_000);
    expect(await activeMember(page)).toBe(team[0]?.name);
    await context.close();
  });

  it('stops the marquees, shows the counters at their final values and keeps the video still', async () => {
    const { page, context } = await newPage(browser(), reduced);
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.locator('.stat-counters').scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    expect(await page.locator('.stat-counter__value').allTextContents()).toEqual([
      '157',
      '30+',
      '180+',
    ]);
    const marquee = page.locator('.logo-marquee .rfm-marquee').first();
    await marquee.scrollIntoViewIfNeeded();
    expect(await marquee.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    // Pressing Play is the visitor's own choice: the strip then really moves (the global
    // reduced-motion rule must not cut its animation to one frame).
    await page.getByRole('button', { name: 'Play logo strip' }).click();
    expect(await marquee.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    expect(await marqueeSpeed(marquee)).toBeCloseTo(50, 0);
    await gotoHydrated(page, '/about');
    await page.clock.runFor(1000);
    expect(
      await page.locator('.about-media video').evaluate((v: HTMLVideoElement) => v.paused),
    ).toBe(true);
    await context.close();
  });
});

/**
 * The strip's speed in pixels per second, from what the browser animates: one full cycle moves
 * the strip its own width in `--duration` (react-fast-marquee), and that duration is in force.
 */
const marqueeSpeed = (marquee: Locator) =>
  marquee.evaluate((el: HTMLElement) => {
    const style = getComputedStyle(el);
    const seconds = Number.parseFloat(style.animationDuration);
    if (style.animationDuration !== style.getPropertyValue('--duration').trim()) return Number.NaN;
    return el.getBoundingClientRect().width / seconds;
  });

describe('logo marquees', () => {
  it('scroll in the built app (react-fast-marquee through the CommonJS unwrap) and can be paused', async () => {
    const { page, context, problems } = await newPage(browser());
    for (const [path, count, speed] of [
      ['/', 10, 50],
      ['/uiuxdesign', 10, 80],
    ] as const) {
      await gotoHydrated(page, path);
      const strip = page.locator('.logo-marquee').first();
      await strip.scrollIntoViewIfNeeded();
      const marquee = strip.locator('.rfm-marquee').first();
      expect(await marquee.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe(
        'running',
      );
      expect(await strip.locator('ul.visually-hidden li').count()).toBe(count);
      expect(await marqueeSpeed(marquee)).toBeCloseTo(speed, 0);
      await strip.getByRole('button', { name: 'Pause logo strip' }).click();
      expect(await marquee.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe(
        'paused',
      );
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('contact map', () => {
  it('loads the OpenStreetMap frame only when asked for', async () => {
    const { page, context, problems } = await newPage(browser());
    // No network in tests: answer the map host locally.
    await context.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }),
    );
    await gotoHydrated(page, '/contact');
    await page.getByRole('heading', { name: 'Project Enquiry' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Show interactive map' }).click();
    const frame = page.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
    );
    expect(await frame.getAttribute('title')).toMatch(/office in Surat/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
