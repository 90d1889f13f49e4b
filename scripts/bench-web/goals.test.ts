import { describe, expect, it } from 'vitest';
import { medianRun, missesOf, type RouteMeasure } from './goals.ts';

const perfect = (route: string, change: Partial<RouteMeasure> = {}): RouteMeasure => ({
  route,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 800,
  jsKb: 80,
  ...change,
});

describe('bench:web goals', () => {
  it('passes a route that meets every goal', () => {
    expect(missesOf(perfect('/services', { jsKb: 400, lcpMs: 1200 }))).toEqual([]);
  });

  it('misses performance 99, LCP over 1.2 s and any other category under 100', () => {
    const measure = perfect('/about', {
      scores: { performance: 99, accessibility: 99, 'best-practices': 100, seo: 100 },
      lcpMs: 1201,
    });
    expect(missesOf(measure, (category) => `${category} audit`)).toEqual([
      '/about performance 99 < 100 (performance audit)',
      '/about accessibility 99 < 100 (accessibility audit)',
      '/about LCP 1.20 s > 1.2 s',
    ]);
  });

  it('holds / to 90 kB and /login to 100 kB of gzipped JavaScript', () => {
    expect(missesOf(perfect('/', { jsKb: 90.1 }))).toEqual([
      '/ JavaScript 90.1 kB > 90 kB gzipped',
    ]);
    expect(missesOf(perfect('/login', { jsKb: 99.9 }))).toEqual([]);
    expect(missesOf(perfect('/login', { jsKb: 100.1 }))).toHaveLength(1);
  });

  it('leaves SEO aside on /login only', () => {
    const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 63 };
    expect(missesOf(perfect('/login', { scores }))).toEqual([]);
    expect(missesOf(perfect('/faqs', { scores }))).toEqual(['/faqs seo 63 < 100']);
  });

  it('reports the median of several runs, by performance and then LCP', () => {
    const runs = [97, 100, 99].map((performance) =>
      perfect('/', { scores: { ...perfect('/').scores, performance } }),
    );
    expect(medianRun(runs).scores.performance).toBe(99);
    const tied = [900, 700, 800].map((lcpMs) => perfect('/', { lcpMs }));
    expect(medianRun(tied).lcpMs).toBe(800);
  });
});
