import type { PortfolioItem } from '../content/portfolio.ts';

/** A portfolio card: the whole card opens the live work in a new tab (spec section 2). */
export function PortfolioCard({ item }: { item: PortfolioItem }) {
  return (
    <article className="card portfolio-card">
      <img
        src={item.image}
        width="640"
        height="400"
        alt={`Screenshot of ${item.title}`}
        loading="lazy"
        decoding="async"
        className="portfolio-card__image"
      />
      <h3>
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          className="portfolio-card__link"
        >
          {item.title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </h3>
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
