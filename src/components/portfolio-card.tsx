import type { PortfolioItem } from '../content/portfolio.ts';

/**
 * A portfolio card: the whole card opens the live work in a new tab (spec section 2). Its title is
 * an `h2`, under the page's `h1`. `first`: the first card shown, whose picture is usually the
 * largest thing in the first view, so it is fetched at once and first, not lazily.
 */
export function PortfolioCard({ item, first = false }: { item: PortfolioItem; first?: boolean }) {
  return (
    <article className="card portfolio-card">
      <img
        src={item.image}
        width="640"
        height="400"
        alt={`Screenshot of ${item.title}`}
        loading={first ? undefined : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className="portfolio-card__image"
      />
      <h2>
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          className="portfolio-card__link"
        >
          {item.title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </h2>
      <p>{item.description}</p>
      <ul className="tag-list" aria-label="Tags">
        {item.tags.slice(0, 2).map((tag) => (
          <li key={tag} className="tag">
            {tag}
          </li>
        ))}
      </ul>
    </article>
  );
}
