/**
 * The goals `npm run bench:web` holds every route to (issue 17): Lighthouse mobile performance
 * 100 and LCP ≤ 1.2 s on every public route and /login; accessibility, best practices and SEO 100
 * (SEO aside on /login, whose `noindex` is right); the JavaScript a page loads, gzipped, within
 * its budget where it has one. The browser test e2e/bundle-budget.e2e.ts holds the same budgets.
 */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export const goals = {
  performance: 100,
  otherCategories: 100,
  lcpMs: 1200,
  /** kB of 1000 bytes, as the issue counts them (1024 would pass a page 2.4 % over). */
  jsKb: { '/': 90, '/login': 100 } as Readonly<Record<string, number>>,
  /** Routes whose SEO score is not a goal: pages kept out of search results on purpose. */
  seoAside: ['/login'] as readonly string[],
};

export interface RouteMeasure {
  route: string;
  /** Lighthouse's category scores, 0–100. */
  scores: Record<Category, number>;
  lcpMs: number;
  jsKb: number;
}

/** What a route missed, each in words (empty when every goal is met). */
export function missesOf(
  measure: RouteMeasure,
  explain: (category: Category) => string = () => '',
): string[] {
  const misses: string[] = [];
  const { route, scores } = measure;
  for (const category of categories) {
    if (category === 'seo' && goals.seoAside.includes(route)) continue;
    const goal = category === 'performance' ? goals.performance : goals.otherCategories;
    if (scores[category] < goal) {
      const why = explain(category);
      misses.push(`${route} ${category} ${scores[category]} < ${goal}${why ? ` (${why})` : ''}`);
    }
  }
  if (measure.lcpMs > goals.lcpMs)
    misses.push(`${route} LCP ${(measure.lcpMs / 1000).toFixed(2)} s > ${goals.lcpMs / 1000} s`);
  const budget = goals.jsKb[route];
  if (budget !== undefined && measure.jsKb > budget)
    misses.push(`${route} JavaScript ${measure.jsKb.toFixed(1)} kB > ${budget} kB gzipped`);
  return misses;
}

/** The run to report of several on one route: the median by performance score, then by LCP. */
export function medianRun<T extends RouteMeasure>(runs: readonly T[]): T {
  const sorted = [...runs].sort(
    (a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs,
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No run to choose from');
  return median;
}
